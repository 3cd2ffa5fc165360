import { useId } from 'react';
import { useFetcher } from 'react-router';
import { buttonClass } from '~/components/ui/button-classes';
import type { DocumentStatus } from '~/modules/documents/find-document-status.server';
import { documentAccept, type DocumentKind } from '~/modules/documents/documents.schemas';
import { fillText } from '~/modules/i18n/fill-text';
import type { DocumentReviewTexts } from '~/modules/i18n/portal/document-review-texts.server';
import type { AdmissionResult } from './profile-ui';

export type DocumentStatuses = Partial<Record<DocumentKind, DocumentStatus>>;

const BADGE: Record<DocumentStatus['status'], string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  verified: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  rejected: 'bg-red-50 text-red-900 ring-red-200',
};

/**
 * A document's review on My Profile (issue 23 point 5): its status, and for a rejected one the
 * reason, the office's note as typed and a form that uploads a new copy of that document only.
 * The form posts to the page's action (intent reupload-document), with or without JavaScript.
 */
export function DocumentReview({
  kind,
  label,
  review,
  texts,
}: {
  kind: DocumentKind;
  label: string;
  review: DocumentStatus | undefined;
  texts: DocumentReviewTexts;
}) {
  const fetcher = useFetcher<AdmissionResult>({ key: `reupload-${kind}` });
  const inputId = useId();
  if (!review) return null;
  const busy = fetcher.state !== 'idle';
  return (
    <div className="mt-1 flex flex-col gap-1 text-sm font-normal" data-document-review={kind}>
      <span className={`w-fit rounded px-2 py-0.5 font-semibold ring-1 ${BADGE[review.status]}`}>{texts.status[review.status]}</span>
      {review.status === 'rejected' ? (
        <>
          {review.reason ? <span className="text-slate-800">{texts.reasons[review.reason]}</span> : null}
          {review.note ? <span className="text-slate-800">{fillText(texts.note, { note: review.note })}</span> : null}
          <fetcher.Form method="post" encType="multipart/form-data" className="mt-1 flex flex-col gap-2 rounded border border-slate-200 p-3">
            <input type="hidden" name="intent" value="reupload-document" />
            <input type="hidden" name="document" value={kind} />
            <label htmlFor={inputId} className="font-semibold text-slate-900">
              {texts.uploadAgain}
              <span className="sr-only">: {label}</span>
            </label>
            <input id={inputId} type="file" name="file" required accept={documentAccept(kind)} className="text-sm" />
            <button type="submit" disabled={busy} className={`${buttonClass('primary')} w-fit`}>
              {busy ? texts.sending : texts.send}
            </button>
          </fetcher.Form>
        </>
      ) : null}
      {/* The answer of the last upload: a refusal stays beside its form; thanks once it is pending again. */}
      <p role="status" className={`empty:hidden ${fetcher.data?.ok === false ? 'text-red-800' : 'text-slate-800'}`}>
        {fetcher.state === 'idle' && fetcher.data ? fetcher.data.message : ''}
      </p>
    </div>
  );
}

import { useState } from 'react';
import { useFetcher } from 'react-router';
import { ConfirmDialog } from '~/components/ui/dialog';
import { useDialogAnswer } from '~/components/ui/result-notice';
import { fillText } from '~/modules/i18n/fill-text';
import type { Locale } from '~/modules/i18n/locales';
import type { ProfileTexts } from '~/modules/i18n/portal/profile-texts.server';
import { linkClasses, type AdmissionResult } from './profile-ui';
import { formatMediumDate } from '~/utils/dates';

type RightsTexts = ProfileTexts['rights'];

/**
 * Asks before the erasure request goes (in the page: no browser confirm()). Sent: the dialog closes
 * and a toast says so. Refused: said in the dialog only (a toast behind its backdrop is not seen).
 */
function EraseRequestDialog({ onClose, texts }: { onClose: () => void; texts: RightsTexts }) {
  const fetcher = useFetcher<AdmissionResult>({ key: 'request-erasure' });
  const { dialog, error, setError } = useDialogAnswer(fetcher.data);
  return (
    <ConfirmDialog
      ref={dialog}
      titleId="request-erasure-title"
      title={texts.confirmTitle}
      description={texts.confirmation}
      error={error}
      onClose={onClose}
      confirmLabel={texts.ask}
      cancelLabel={texts.cancel}
      busyLabel={texts.sending}
      tone="danger"
      busy={fetcher.state !== 'idle'}
      onConfirm={() => {
        setError(null);
        void fetcher.submit({ intent: 'request-erasure' }, { method: 'post' });
      }}
    />
  );
}

/**
 * A student's rights over their data (DPDP Act 2023): a copy of everything held, and a request to
 * erase it. The request goes to this page's action (intent request-erasure), so it also works
 * before the page's JavaScript has loaded; with it, a dialog asks to confirm first.
 */
export function DataRightsPanel({ erasureRequestedAt, locale, texts }: { erasureRequestedAt: number | null; locale: Locale; texts: RightsTexts }) {
  const [asking, setAsking] = useState(false);
  return (
    <section aria-labelledby="data-rights-heading" className="rounded-lg border border-slate-200 p-5">
      <h3 id="data-rights-heading" className="text-lg font-semibold text-slate-900">
        {texts.heading}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{texts.intro}</p>
      <p className="mt-3">
        <a href="/api/users/my-data" download="my-data.json" className={linkClasses}>
          {texts.download}
        </a>
      </p>
      {erasureRequestedAt !== null ? (
        <p className="mt-3 text-sm text-slate-800">{fillText(texts.requested, { date: formatMediumDate(erasureRequestedAt, locale) })}</p>
      ) : (
        <form
          method="post"
          className="mt-3"
          onSubmit={(event) => {
            event.preventDefault();
            setAsking(true);
          }}
        >
          <input type="hidden" name="intent" value="request-erasure" />
          <button
            type="submit"
            aria-haspopup="dialog"
            className={
              'rounded-md border border-red-700 px-4 py-2 text-sm font-semibold text-red-700 ' +
              'hover:bg-red-50 focus-visible:ring-2 focus-visible:ring-red-600 ' +
              'focus-visible:outline-none disabled:opacity-60'
            }
          >
            {texts.ask}
          </button>
        </form>
      )}
      {asking ? <EraseRequestDialog onClose={() => setAsking(false)} texts={texts} /> : null}
    </section>
  );
}

import { useState } from 'react';
import { useFetcher } from 'react-router';
import { ConfirmDialog } from '~/components/ui/dialog';
import { useDialogAnswer } from '~/components/ui/result-notice';
import { linkClasses, type AdmissionResult } from './profile-ui';
import { formatMediumDate } from '~/utils/dates';

export const ERASURE_CONFIRMATION =
  'Ask the institute to erase your profile, documents and applications? Records of fees you ' +
  'paid are kept as tax law requires. You will be signed out when it is done.';

/**
 * Asks before the erasure request goes (in the page: no browser confirm()). Sent: the dialog closes
 * and a toast says so. Refused: said in the dialog only (a toast behind its backdrop is not seen).
 */
function EraseRequestDialog({ onClose }: { onClose: () => void }) {
  const fetcher = useFetcher<AdmissionResult>({ key: 'request-erasure' });
  const { dialog, error, setError } = useDialogAnswer(fetcher.data);
  return (
    <ConfirmDialog
      ref={dialog}
      titleId="request-erasure-title"
      title="Erase my data"
      description={ERASURE_CONFIRMATION}
      error={error}
      onClose={onClose}
      confirmLabel="Ask to erase my data"
      busyLabel="Sending..."
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
export function DataRightsPanel({ erasureRequestedAt }: { erasureRequestedAt: number | null }) {
  const [asking, setAsking] = useState(false);
  return (
    <section aria-labelledby="data-rights-heading" className="rounded-lg border border-slate-200 p-5">
      <h3 id="data-rights-heading" className="text-lg font-semibold text-slate-900">
        Your data
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        Download a copy of everything we hold about you, or ask us to erase it. Records of fees you paid are kept as tax law requires.
      </p>
      <p className="mt-3">
        <a href="/api/users/my-data" download="my-data.json" className={linkClasses}>
          Download my data
        </a>
      </p>
      {erasureRequestedAt !== null ? (
        <p className="mt-3 text-sm text-slate-800">
          You asked us to erase your data on {formatMediumDate(erasureRequestedAt)}. We will act on it within 30 days.
        </p>
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
            Ask to erase my data
          </button>
        </form>
      )}
      {asking ? <EraseRequestDialog onClose={() => setAsking(false)} /> : null}
    </section>
  );
}

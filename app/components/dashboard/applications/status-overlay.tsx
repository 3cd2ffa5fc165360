import { useFetchers } from 'react-router';
import { STATUS_CHANGE_OVERLAY } from './applications-shared';

/**
 * Covers the page while an Accept or Reject is on its way (spec §2), so a second click or a
 * navigation cannot interleave with it. Announced politely to screen readers.
 */
export function StatusOverlay() {
  const busy = useFetchers().some((fetcher) => fetcher.state !== 'idle' && fetcher.formData?.get('intent') === 'decide');
  return (
    <div role="status" aria-live="polite" className={busy ? 'fixed inset-0 z-50 flex items-center justify-center bg-slate-900/60 p-6' : 'sr-only'}>
      {busy ? (
        <p className="flex max-w-sm items-center gap-3 rounded-lg bg-white p-5 text-center font-medium text-slate-900 shadow-xl">
          <span aria-hidden="true" className="size-6 shrink-0 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
          {STATUS_CHANGE_OVERLAY}
        </p>
      ) : null}
    </div>
  );
}

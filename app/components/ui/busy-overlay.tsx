/**
 * Covers the page while an action that must not be interrupted is on its way (spec §2: a status
 * change, a payment being verified), so a second click or a navigation cannot interleave with it.
 * The live region is always in the page, so screen readers read `message` when it appears.
 */
export function BusyOverlay({ shown, message, live = 'polite' }: { shown: boolean; message: string; live?: 'polite' | 'assertive' }) {
  return (
    <div role="status" aria-live={live} className={shown ? 'fixed inset-0 z-50 flex items-center justify-center bg-slate-900/60 p-6' : 'sr-only'}>
      {shown ? (
        <p className="flex max-w-sm items-center gap-3 rounded-lg bg-white p-5 text-center font-medium text-slate-900 shadow-xl">
          <span aria-hidden="true" className="size-6 shrink-0 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
          {message}
        </p>
      ) : null}
    </div>
  );
}

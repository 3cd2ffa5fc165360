import { PAYMENT_PROCESSING } from '~/modules/payments/pay-texts';

/**
 * Spec §2: while the payment is verified the page is covered by 'Please wait, payment is being
 * processed. Do not press back.', announced to screen readers (the live region is always in the
 * page, so its text is read when it appears).
 */
export function PaymentOverlay({ shown }: { shown: boolean }) {
  return (
    <div role="status" aria-live="assertive" className={shown ? 'fixed inset-0 z-50 flex items-center justify-center bg-slate-900/60 p-6' : 'sr-only'}>
      {shown ? (
        <p className="flex max-w-sm items-center gap-3 rounded-lg bg-white p-5 text-center font-medium text-slate-900 shadow-xl">
          <span aria-hidden="true" className="size-6 shrink-0 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
          {PAYMENT_PROCESSING}
        </p>
      ) : null}
    </div>
  );
}

import { BusyOverlay } from '~/components/ui/busy-overlay';
import { PAYMENT_PROCESSING } from '~/modules/payments/pay-texts';

/** Spec §2: while the payment is verified, 'Please wait, payment is being processed. Do not press back.', said at once. */
export function PaymentOverlay({ shown }: { shown: boolean }) {
  return <BusyOverlay shown={shown} message={PAYMENT_PROCESSING} live="assertive" />;
}

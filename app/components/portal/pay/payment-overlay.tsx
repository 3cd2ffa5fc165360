import { BusyOverlay } from '~/components/ui/busy-overlay';

/** Spec §2: while the payment is verified, 'Please wait, payment is being processed. Do not press back.', said at once (`message`, in the page's language). */
export function PaymentOverlay({ shown, message }: { shown: boolean; message: string }) {
  return <BusyOverlay shown={shown} message={message} live="assertive" />;
}

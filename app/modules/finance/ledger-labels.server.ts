import { methodLabel } from '~/modules/receipts/receipt-layout.server';

// Server: how a ledger row reads in the reports (exports, day book, the Payments and Refunds
// desks): the way the money moved, the Tally voucher it becomes, and what became of a payment.

const GATEWAY_NAMES: Record<string, string> = { razorpay: 'Razorpay', simulated: 'Simulated' };

/**
 * 'Razorpay (UPI)' for money through a gateway (its name and the payment method it reported;
 * 'Simulated (UPI)' on the stand-in), 'UPI, reported by the student' for a student's report that
 * accounts accepted, 'Cash', 'Cheque' … for the office's own; null when the row names no method
 * (a staff adjustment).
 */
export function ledgerMethodLabel({
  gateway,
  method,
  reportedByStudent = false,
}: {
  gateway: string | null;
  method: string | null;
  reportedByStudent?: boolean;
}): string | null {
  if (gateway) {
    const name = GATEWAY_NAMES[gateway] ?? methodLabel(gateway);
    return method ? `${name} (${methodLabel(method)})` : name;
  }
  if (!method) return null;
  return reportedByStudent ? `${methodLabel(method)}, reported by the student` : methodLabel(method);
}

/** The Tally voucher type a ledger row is keyed as: money in, money back, or a correction. */
export const VOUCHER_TYPES = { payment: 'Receipt', refund: 'Credit Note', adjustment: 'Journal' } as const;

/** What became of a payment: its receipt cancelled, its cheque or draft returned, or nothing. */
export type PaymentOutcome = 'Cancelled' | 'Bounced' | null;
export const paymentOutcome = ({ cancelled, bounced }: { cancelled: unknown; bounced: unknown }): PaymentOutcome =>
  cancelled ? 'Cancelled' : bounced ? 'Bounced' : null;

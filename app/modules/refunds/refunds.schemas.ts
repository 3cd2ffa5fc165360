import { z } from 'zod';
import { VALID_NUMBER } from '~/modules/payments/payments.schemas';
import { rupeesInput } from '~/utils/rupees-schema';
import { recordId } from '~/utils/record-id';

// Refunds and students' refund or withdrawal requests (issue 11, docs/decisions/033-refunds.md).
// Browser-safe: zod and words only.

/** The spec's refund window (§ Policies: 'Refund window … 7 days from payment or enrolment'). */
export const REFUND_WINDOW_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The last instant a refund is in the window: 7 days after the later of the payment and the
 * enrolment (the application's date). The later one, because a student who paid before being
 * enrolled, or enrolled before paying, has 7 days from the moment both were true.
 */
export const refundWindowEndsAt = ({ paidAt, enrolledAt }: { paidAt: number; enrolledAt: number }) =>
  Math.max(paidAt, enrolledAt) + REFUND_WINDOW_DAYS * DAY_MS;

/** How the office pays money back (the methods of the fee desk). */
export const OFFICE_REFUND_METHODS = ['cash', 'cheque', 'upi', 'bank-transfer', 'demand-draft'] as const;
export const OFFICE_REFUND_METHOD_LABELS: Record<(typeof OFFICE_REFUND_METHODS)[number], string> = {
  cash: 'Cash',
  cheque: 'Cheque',
  upi: 'UPI',
  'bank-transfer': 'Bank transfer',
  'demand-draft': 'Demand draft',
};

export const REFUND_REASON_MAX = 500;
export const REFUND_REASON_REQUIRED = 'Give the reason for the refund.';
export const REFUND_AMOUNT_MINIMUM = 'The refund must be at least ₹1.';
export const PAYMENT_NOT_FOUND = 'Payment not found';
export const NOT_REFUNDABLE = 'Only a payment can be refunded (not a refund or an adjustment).';
export const refundOverRemaining = (left: string) => `The refund is more than what is left of this payment (${left}).`;
export const NOTHING_LEFT_TO_REFUND = 'This payment has been refunded in full already.';
export const REFUND_GATEWAY_FAILED = 'The payment gateway did not accept the refund. Nothing was refunded; try again later.';
export const REFUND_PROCESSED = 'Refund processed. The credit note has been e-mailed to the student.';
export const REFUND_PENDING = 'Refund started. The gateway is processing it; the balance changes once it is processed.';

const reason = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(REFUND_REASON_MAX, `Keep the reason to ${REFUND_REASON_MAX} characters at most.`);

export const refundPaymentInput = z
  .object({
    paymentId: recordId('Payment'),
    amount: rupeesInput({
      invalid: VALID_NUMBER,
      minPaise: 100,
      tooSmall: REFUND_AMOUNT_MINIMUM,
      description: 'The amount to refund, at least ₹1, at most what is left of the payment.',
    }),
    reason: reason(REFUND_REASON_REQUIRED).meta({ description: 'Why the money is returned; printed on the credit note and kept in the audit log' }),
    method: z
      .enum(OFFICE_REFUND_METHODS, { error: 'Choose how the money is paid back.' })
      .optional()
      .meta({ description: 'Office payments only: how the money is paid back (default: the way it was paid, or cash)' }),
    requestId: z.string().trim().min(1).optional().meta({ description: "The student's refund request this refund answers, if any" }),
  })
  .meta({ id: 'RefundPayment' });
/** `amount` is integer paise once parsed. */
export type RefundPaymentInput = z.output<typeof refundPaymentInput>;

// The student's request (Applied Courses) and accounts' answer (the Refunds page).
export const REQUEST_KINDS = ['refund', 'withdrawal'] as const;
export const REQUEST_KIND_LABELS: Record<(typeof REQUEST_KINDS)[number], string> = { refund: 'Refund', withdrawal: 'Withdrawal' };
export const REQUEST_REASON_REQUIRED = 'Tell us why you are asking.';
export const REQUEST_SENT = 'Your request has been sent to the accounts office. We will e-mail you when it is decided.';
export const REQUEST_ALREADY_OPEN = 'You have already asked about this application. The accounts office will answer that request first.';
export const REQUEST_OUTSIDE_WINDOW =
  `Refunds and withdrawals can be asked for within ${REFUND_WINDOW_DAYS} days of payment or enrolment. ` + 'Please contact the institute office.';
export const REQUEST_NOTHING_PAID = 'Nothing has been paid for this application, so there is nothing for the accounts office to refund.';
export const REQUEST_NOT_FOUND = 'Application not found';
export const REQUEST_DECLINED = 'Request declined. The student has been told why by e-mail.';
export const DECLINE_REASON_REQUIRED = 'Give the reason for declining.';
export const REQUEST_NOT_OPEN = 'This request has already been decided.';
export const REQUEST_AMOUNT_INVALID = 'Enter the amount to refund in rupees (for example 1500 or 1,500.50), or leave it blank for all of it.';
export const REQUEST_NOTHING_REFUNDABLE = 'Everything paid for this application has been refunded already.';
export const requestOverRefundable = (refundable: string) => `You can ask for at most ${refundable}: what is left to refund of what you paid.`;

export const requestRefundInput = z
  .object({
    applicationId: recordId('Application'),
    kind: z.enum(REQUEST_KINDS, { error: "Choose 'refund' or 'withdrawal'." }).meta({ description: 'A refund of money paid, or withdrawal from the course' }),
    reason: reason(REQUEST_REASON_REQUIRED),
    amount: rupeesInput({
      invalid: REQUEST_AMOUNT_INVALID,
      minPaise: 100,
      tooSmall: REFUND_AMOUNT_MINIMUM,
      description: 'How much to refund, at least ₹1; absent or blank: all that is refundable.',
    }).optional(),
  })
  .meta({ id: 'RequestRefund' });
export type RequestRefundInput = z.output<typeof requestRefundInput>;

export const declineRefundRequestInput = z.object({ id: recordId('Request'), reason: reason(DECLINE_REASON_REQUIRED) }).meta({ id: 'DeclineRefundRequest' });
export type DeclineRefundRequestInput = z.output<typeof declineRefundRequestInput>;

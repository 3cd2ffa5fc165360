import { z } from 'zod';
import { parseRupeesToPaise } from '~/modules/courses/course-format';
import { recordId } from '~/utils/record-id';
import { INVALID_APPLICATION_ID, PAYMENT_VERIFICATION_FAILED } from './pay-texts';

// The student's payment calls of spec §7 (browser-safe: zod only). Amounts arrive in rupees as the
// student typed them (spec: 'the amount is passed as entered'); the server turns them into paise
// and decides what may be paid (create-payment-order.server.ts).

// Spec §8 'Pay' texts, shown by the pay page as toasts (kept zod-free in pay-texts.ts).
export { FAILED_TO_CREATE_ORDER, INVALID_APPLICATION_ID, PAYMENT_SUCCESSFUL, PAYMENT_VERIFICATION_FAILED } from './pay-texts';

export const PAYMENTS_OFF = 'Online payment is not available. Please pay your fees at the institute office.';
export const APPLICATION_REJECTED = 'This application was rejected, so its fees cannot be paid.';
export const NO_COURSE_FEE = 'The fee for this course is not set yet. Please confirm it with the institute office.';
export const NOTHING_DUE = 'The fees for this course are already paid.';
export const AMOUNT_FORMAT = 'Enter the amount in rupees, with at most 2 decimals (for example 1500 or 1500.50).';
export const AMOUNT_MINIMUM = 'The amount must be at least ₹1.';
export const amountOverBalance = (balance: string) => `The amount is more than the balance due (${balance}).`;
export const GATEWAY_UNCONFIRMED =
  'We could not confirm the payment with the payment gateway just now. If money was taken, it will show here within a few minutes.';

/** Rupees as typed ('1500', '1500.5', 1500.25) → integer paise; null when not a plain amount with at most 2 decimals. */
export function rupeesToPaise(value: unknown): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export const createOrderInput = z
  .object({
    amount: z.union([z.number(), z.string()]).meta({ description: 'Rupees to pay now, as typed: ≥ 1, at most 2 decimals, at most the balance due' }),
    applicationId: z.string({ error: INVALID_APPLICATION_ID }).min(1, INVALID_APPLICATION_ID),
  })
  .meta({ id: 'CreateOrderInput' });
export type CreateOrderInput = z.infer<typeof createOrderInput>;

export const verifyPaymentInput = z
  .object({
    razorpay_order_id: z.string({ error: PAYMENT_VERIFICATION_FAILED }).min(1, PAYMENT_VERIFICATION_FAILED),
    razorpay_payment_id: z.string({ error: PAYMENT_VERIFICATION_FAILED }).min(1, PAYMENT_VERIFICATION_FAILED),
    razorpay_signature: z.string({ error: PAYMENT_VERIFICATION_FAILED }).min(1, PAYMENT_VERIFICATION_FAILED),
    courseId: z.string().optional().meta({ description: 'Sent by the pay page (spec §7); not used: the order we stored names the application' }),
    amountPaid: z.unknown().optional().meta({ description: 'Sent by the pay page (spec §7); never trusted: the amount is what the gateway captured' }),
  })
  .meta({ id: 'VerifyPaymentInput' });
export type VerifyPaymentInput = z.infer<typeof verifyPaymentInput>;

// Staff's 'Edit' of the amount paid (spec §2 View Applications, §7 update-fees-paid). The total is
// never overwritten: the difference becomes one audited adjustment row in the ledger
// (update-fees-paid.server.ts, docs/decisions/028-staff-fee-adjustments.md).
export const FEES_PAID_UPDATED = 'Fees paid updated!';
export const VALID_NUMBER = 'Please enter a valid number.';
/** ₹1 crore, as for a course fee: anything larger is a typo. */
export const FEES_PAID_MAX_PAISE = 10_000_000_00;
export const FEES_PAID_TOO_LARGE = 'That amount is too large (₹1,00,00,000 at most).';
export const ADJUSTMENT_REASON_MAX = 200;
export const ADJUSTMENT_REASON_REQUIRED = 'Give the reason for changing the fees paid.';
export const feesPaidUnchanged = (paid: string) => `Nothing changed: the fees paid are already ${paid}.`;

/**
 * Rupees as staff write them → integer paise, NaN when not an amount of at most 2 decimals (so the
 * number check below refuses it with the spec's sentence). Text is read as people in India write
 * it ('₹1,25,000', '65,000.50', parseRupeesToPaise); a JSON number must have at most 2 decimals.
 */
export function amountToPaise(value: unknown): unknown {
  if (typeof value === 'string') return parseRupeesToPaise(value) ?? Number.NaN;
  if (typeof value !== 'number') return value;
  const paise = Math.round(value * 100);
  return Number.isSafeInteger(paise) && paise >= 0 && Math.abs(value * 100 - paise) < 1e-6 ? paise : Number.NaN;
}

export const updateFeesPaidInput = z
  .object({
    applicationId: recordId('Application'),
    amountPaid: z
      .preprocess(amountToPaise, z.number({ error: VALID_NUMBER }).int(VALID_NUMBER).min(0, VALID_NUMBER).max(FEES_PAID_MAX_PAISE, FEES_PAID_TOO_LARGE))
      .meta({
        type: 'number',
        minimum: 0,
        description:
          "The application's new total paid, in rupees (at most 2 decimals), as a number or as text written the Indian way ('₹1,25,000', '65,000.50')",
      }),
    reason: z
      .string({ error: ADJUSTMENT_REASON_REQUIRED })
      .trim()
      .min(1, ADJUSTMENT_REASON_REQUIRED)
      .max(ADJUSTMENT_REASON_MAX, `Keep the reason to ${ADJUSTMENT_REASON_MAX} characters at most.`)
      .meta({ description: "Why the total changes (e.g. 'Cash at the office, receipt 1042'); kept in the ledger row and the audit log" }),
  })
  .meta({ id: 'UpdateFeesPaid' });
/** `amountPaid` is integer paise once parsed. */
export type UpdateFeesPaidInput = z.output<typeof updateFeesPaidInput>;

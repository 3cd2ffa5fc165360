import { z } from 'zod';
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

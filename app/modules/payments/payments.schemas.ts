import { z } from 'zod';
import { recordId } from '~/utils/record-id';
import { rupeesInput, rupeesInputDoc } from '~/utils/rupees-schema';
import { INVALID_APPLICATION_ID, PAYMENT_VERIFICATION_FAILED } from './pay-texts';

// The student's payment calls of spec §7 (browser-safe: zod only). Amounts arrive in rupees as the
// student typed them (spec: 'the amount is passed as entered'); the server turns them into paise
// and decides what may be paid (create-payment-order.server.ts).

// Spec §8 'Pay' texts, shown by the pay page as toasts (kept zod-free in pay-texts.ts).
export {
  AMOUNT_FORMAT,
  AMOUNT_MINIMUM,
  amountOverBalance,
  FAILED_TO_CREATE_ORDER,
  INVALID_APPLICATION_ID,
  PAYMENT_SUCCESSFUL,
  PAYMENT_VERIFICATION_FAILED,
} from './pay-texts';

export const PAYMENTS_OFF = 'Online payment is not available. Please pay your fees at the institute office.';
export const APPLICATION_REJECTED = 'This application was rejected, so its fees cannot be paid.';
export const NO_COURSE_FEE = 'The fee for this course is not set yet. Please confirm it with the institute office.';
export const NOTHING_DUE = 'The fees for this course are already paid.';
export const CREATE_ORDER_TOO_OFTEN = 'You have started too many payments in a short time. Please wait a few minutes and try again.';
export const GATEWAY_UNCONFIRMED =
  'We could not confirm the payment with the payment gateway just now. If money was taken, it will show here within a few minutes.';

export const createOrderInput = z
  .object({
    // Read by createPaymentOrder with parseRupees, after the application's own checks (spec §8's order of messages).
    amount: z
      .union([z.number(), z.string()])
      .meta(rupeesInputDoc({ description: 'The amount to pay now, as typed: at least ₹1, at most the balance due.', minPaise: 100 })),
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

export const updateFeesPaidInput = z
  .object({
    applicationId: recordId('Application'),
    amountPaid: rupeesInput({
      invalid: VALID_NUMBER,
      minPaise: 0,
      maxPaise: FEES_PAID_MAX_PAISE,
      tooLarge: FEES_PAID_TOO_LARGE,
      description: "The application's new total paid.",
    }),
    reason: z
      .string({ error: ADJUSTMENT_REASON_REQUIRED })
      .trim()
      .min(1, ADJUSTMENT_REASON_REQUIRED)
      .max(ADJUSTMENT_REASON_MAX, `Keep the reason to ${ADJUSTMENT_REASON_MAX} characters at most.`)
      .meta({
        description:
          "Why the total is corrected (e.g. 'Entered twice on 3 June'); kept in the ledger row and the audit log. " +
          'Money received is recorded with record-payment, which issues a receipt',
      }),
  })
  .meta({ id: 'UpdateFeesPaid' });
/** `amountPaid` is integer paise once parsed. */
export type UpdateFeesPaidInput = z.output<typeof updateFeesPaidInput>;

import { z } from 'zod';
import { recordId } from '~/utils/record-id';
import { rupeesInput } from '~/utils/rupees-schema';

// Browser-safe: money taken outside the gateway (issue 11, docs/decisions/032-offline-payments.md).
// Staff record it at the desk; the ledger row gets the same numbered receipt and e-mail as an
// online payment.

export const OFFLINE_METHODS = ['cash', 'cheque', 'upi', 'bank-transfer', 'demand-draft'] as const;
export type OfflineMethod = (typeof OFFLINE_METHODS)[number];
export const OFFLINE_METHOD_LABELS: Record<OfflineMethod, string> = {
  cash: 'Cash',
  cheque: 'Cheque',
  upi: 'UPI',
  'bank-transfer': 'Bank transfer',
  'demand-draft': 'Demand draft',
};
/** A cheque or demand draft: its number is unique only at the bank it is drawn on, and it can bounce. */
export const isInstrument = (method: string | null) => method === 'cheque' || method === 'demand-draft';
/** UPI and bank transfers carry a UTR, unique across all banks. */
export const carriesUtr = (method: string | null) => method === 'upi' || method === 'bank-transfer';

export const PAYMENT_RECORDED = 'Payment recorded. The receipt has been e-mailed to the student.';
export const METHOD_REQUIRED = 'Choose how the student paid: cash, cheque, UPI, bank transfer or demand draft.';
export const AMOUNT_INVALID = 'Enter the amount in rupees, above 0 with at most 2 decimals (for example 1500 or 1,500.50).';
export const REFERENCE_REQUIRED = 'Enter the UTR, cheque or demand-draft number.';
export const BANK_REQUIRED = 'Enter the bank the cheque or demand draft is drawn on.';
export const PAID_ON_INVALID = 'Enter the day the student paid (yyyy-mm-dd).';
export const PAID_ON_FUTURE = 'The day paid cannot be in the future.';
export const REFERENCE_MAX = 40;
export const BANK_MAX = 80;
/** ₹1 crore, as for a course fee and the fees-paid edit: anything larger is a typo. */
export const OFFLINE_AMOUNT_MAX_PAISE = 10_000_000_00;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
export const isoDay = z
  .string({ error: PAID_ON_INVALID })
  .trim()
  .regex(ISO_DAY, PAID_ON_INVALID)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), PAID_ON_INVALID);

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `Keep the ${label} to ${max} characters at most.`)
    .optional()
    .transform((value) => (value ? value : undefined));

/** A key made when the form opens (a UUID), or an API client's Idempotency-Key. */
export const SUBMISSION_KEY = /^[A-Za-z0-9_-]{10,64}$/;
export const sameDayRepeat = (amount: string, receiptNumber: string) =>
  `A payment of ${amount} was already recorded for this application that day (receipt ${receiptNumber}). ` +
  'If this is a second payment, confirm and record it again.';

export const recordPaymentInput = z
  .object({
    applicationId: recordId('Application'),
    amount: rupeesInput({
      invalid: AMOUNT_INVALID,
      minPaise: 1,
      maxPaise: OFFLINE_AMOUNT_MAX_PAISE,
      description: 'The amount received, above 0, at most the balance due.',
    }),
    method: z.enum(OFFLINE_METHODS, { error: METHOD_REQUIRED }),
    reference: optionalText(REFERENCE_MAX, 'reference').meta({ description: 'UTR (upi, bank-transfer), cheque or demand-draft number; not for cash' }),
    bank: optionalText(BANK_MAX, 'bank name').meta({ description: 'The bank a cheque or demand draft is drawn on (required for those)' }),
    paidOn: isoDay.meta({ description: 'The day the student paid (yyyy-mm-dd, India), not in the future' }),
    confirmRepeat: z
      .preprocess((value) => value === true || value === 'true' || value === 'on', z.boolean())
      .optional()
      .meta({ description: 'true: record it although a payment of the same amount was recorded for this application that day (else 409)' }),
    submissionKey: z
      .string()
      .trim()
      .regex(SUBMISSION_KEY, 'The submission key is 10 to 64 letters, digits, - or _.')
      .optional()
      .meta({ description: "The form's key (the API takes the Idempotency-Key header): a repeat answers the payment already recorded" }),
  })
  .superRefine((input, ctx) => {
    if (input.method !== 'cash' && !input.reference) ctx.addIssue({ code: 'custom', path: ['reference'], message: REFERENCE_REQUIRED });
    if (isInstrument(input.method) && !input.bank) ctx.addIssue({ code: 'custom', path: ['bank'], message: BANK_REQUIRED });
  })
  .meta({ id: 'RecordPayment' });
export type RecordPaymentInput = z.output<typeof recordPaymentInput>;

// A student's 'I have paid by UPI / bank transfer' (Applied Courses), and accounts' decision on it.
export const REPORTED_METHODS = ['upi', 'bank-transfer'] as const;
export const PAYMENT_REPORTED = 'Thank you. The accounts office will check your payment and e-mail you the receipt.';
export const UTR_REQUIRED = 'Enter the UTR (transaction reference) of your payment.';
export const REPORT_AMOUNT_INVALID = 'Enter the amount you paid in rupees (for example 1500 or 1500.50).';
export const PROOF_REQUIRED = 'Attach a screenshot of the payment or the bank receipt (image or PDF).';
export const PROOF_TOO_LARGE = 'The screenshot is too large (images 5 MB, PDFs 10 MB at most).';
export const PROOF_WRONG_TYPE = 'The screenshot must be a JPEG, PNG or WebP image or a PDF.';
export const REPORT_DECIDED = 'This report has already been decided.';
export const REPORT_NOT_FOUND = 'Payment report not found.';
export const REJECT_REASON_REQUIRED = 'Give the reason for rejecting the report; it is e-mailed to the student.';
export const REPORT_ACCEPTED = 'Payment accepted. The receipt has been e-mailed to the student.';
export const REPORT_REJECTED = 'Report rejected. The student has been e-mailed the reason.';
export const REASON_MAX = 300;
// What a student's report may not repeat, and how much a student may send (report-payment-limits.server.ts).
// A student is never told whose payment or which receipt a UTR is on: that is staff's to know.
export const utrAlreadyInLedger = (utr: string) =>
  `UTR ${utr} is already recorded as a payment to the institute. If you made it, its receipt has been e-mailed to you; if not, check the UTR you typed.`;
export const utrAlreadyReported = (utr: string) => `UTR ${utr} has already been reported and is waiting for the accounts office to check it.`;
export const tooManyOpenReports = (count: number) =>
  `You already have ${count} payments for this course waiting to be checked. Please wait for the accounts office to check them before reporting another.`;
export const proofBudgetSpent = (megabytes: number) =>
  `Your screenshots of the last 24 hours add up to more than ${megabytes} MB, the most we accept in a day. ` +
  'Attach a smaller screenshot (a picture of the payment confirmation is enough) or try again tomorrow.';
export const PAYMENT_REPORTS_TOO_OFTEN = 'You have sent many payment reports in a short time. Please wait an hour and try again.';

export const reportPaymentInput = z
  .object({
    applicationId: recordId('Application'),
    amount: rupeesInput({
      invalid: REPORT_AMOUNT_INVALID,
      minPaise: 100,
      maxPaise: OFFLINE_AMOUNT_MAX_PAISE,
      description: 'The amount the student paid, at least ₹1.',
    }),
    method: z.enum(REPORTED_METHODS, { error: 'Choose UPI or bank transfer.' }).default('upi'),
    utr: z.string({ error: UTR_REQUIRED }).trim().min(1, UTR_REQUIRED).max(REFERENCE_MAX, `Keep the UTR to ${REFERENCE_MAX} characters at most.`),
    paidOn: isoDay,
    screenshot: z.unknown().optional().meta({ type: 'string', format: 'binary', description: 'JPEG, PNG or WebP (5 MB) or PDF (10 MB)' }),
  })
  .meta({ id: 'ReportPayment' });
export type ReportPaymentInput = z.output<typeof reportPaymentInput>;

export const verifyReportedPaymentInput = z
  .object({
    id: recordId('Payment report'),
    decision: z.enum(['accept', 'reject'], { error: "The decision is 'accept' or 'reject'." }),
    reason: z.string().trim().max(REASON_MAX, `Keep the reason to ${REASON_MAX} characters at most.`).optional(),
    amount: rupeesInput({
      invalid: AMOUNT_INVALID,
      minPaise: 1,
      maxPaise: OFFLINE_AMOUNT_MAX_PAISE,
      description: 'The amount confirmed in the bank statement when it differs from the report (accept only).',
    }).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.decision === 'reject' && !input.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: REJECT_REASON_REQUIRED });
  })
  .meta({ id: 'VerifyReportedPayment' });
export type VerifyReportedPaymentInput = z.output<typeof verifyReportedPaymentInput>;

export const paymentReportsQuery = z.object({
  status: z.enum(['pending', 'accepted', 'rejected'], { error: "status is 'pending', 'accepted' or 'rejected'." }).default('pending'),
});

// A cheque or demand draft the bank returned unpaid: one reversal row in the ledger, never an edit.
export const PAYMENT_NOT_FOUND = 'Payment not found.';
export const NOT_AN_INSTRUMENT = 'Only a cheque or demand-draft payment can be marked bounced.';
export const ALREADY_BOUNCED = 'This payment is already marked bounced.';
export const ALREADY_REFUNDED = 'This payment has been refunded, so it cannot be marked bounced.';
export const BOUNCE_REASON_REQUIRED = 'Give the reason the bank returned it (for example: insufficient funds).';
export const PAYMENT_BOUNCED = 'Marked bounced. The amount is back in the balance and the student has been e-mailed.';

export const markPaymentBouncedInput = z
  .object({
    paymentId: recordId('Payment'),
    reason: z
      .string({ error: BOUNCE_REASON_REQUIRED })
      .trim()
      .min(1, BOUNCE_REASON_REQUIRED)
      .max(REASON_MAX, `Keep the reason to ${REASON_MAX} characters at most.`),
  })
  .meta({ id: 'MarkPaymentBounced' });
export type MarkPaymentBouncedInput = z.output<typeof markPaymentBouncedInput>;

// An office receipt issued in error (issue 20): voided, never deleted or renumbered. Not a refund:
// no money moves back and no credit note is made; a gateway payment is refunded instead.
export const RECEIPT_CANCELLED = 'Receipt cancelled. The student has been e-mailed.';
export const CANCEL_REASON_REQUIRED = 'Give the reason the receipt was issued in error; it is printed on the receipt and e-mailed to the student.';
export const GATEWAY_RECEIPT_NOT_CANCELLABLE = 'A payment made through the gateway cannot be cancelled: refund it instead.';
export const ALREADY_CANCELLED = 'This receipt is already cancelled.';
export const BOUNCED_NOT_CANCELLABLE = 'This payment is marked bounced, so its receipt cannot be cancelled.';
export const REFUNDED_NOT_CANCELLABLE = 'This payment has been refunded, so its receipt cannot be cancelled.';

export const cancelReceiptInput = z
  .object({
    paymentId: recordId('Payment'),
    reason: z
      .string({ error: CANCEL_REASON_REQUIRED })
      .trim()
      .min(1, CANCEL_REASON_REQUIRED)
      .max(REASON_MAX, `Keep the reason to ${REASON_MAX} characters at most.`)
      .meta({ description: "Why it was issued in error (e.g. 'Recorded on the wrong application'); printed on the receipt and e-mailed" }),
  })
  .meta({ id: 'CancelReceipt' });
export type CancelReceiptInput = z.output<typeof cancelReceiptInput>;

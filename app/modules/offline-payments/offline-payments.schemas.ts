import { z } from 'zod';
import { recordId } from '~/utils/record-id';

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
export const AMOUNT_INVALID = 'Enter the amount in paise, a whole number above 0.';
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

export const recordPaymentInput = z
  .object({
    applicationId: recordId('Application'),
    amount: z
      .number({ error: AMOUNT_INVALID })
      .int(AMOUNT_INVALID)
      .min(1, AMOUNT_INVALID)
      .max(OFFLINE_AMOUNT_MAX_PAISE, 'That amount is too large (₹1,00,00,000 at most).')
      .meta({ description: 'Paise received, a whole number above 0, at most the balance due' }),
    method: z.enum(OFFLINE_METHODS, { error: METHOD_REQUIRED }),
    reference: optionalText(REFERENCE_MAX, 'reference').meta({ description: 'UTR (upi, bank-transfer), cheque or demand-draft number; not for cash' }),
    bank: optionalText(BANK_MAX, 'bank name').meta({ description: 'The bank a cheque or demand draft is drawn on (required for those)' }),
    paidOn: isoDay.meta({ description: 'The day the student paid (yyyy-mm-dd, India), not in the future' }),
  })
  .superRefine((input, ctx) => {
    if (input.method !== 'cash' && !input.reference) ctx.addIssue({ code: 'custom', path: ['reference'], message: REFERENCE_REQUIRED });
    if (isInstrument(input.method) && !input.bank) ctx.addIssue({ code: 'custom', path: ['bank'], message: BANK_REQUIRED });
  })
  .meta({ id: 'RecordPayment' });
export type RecordPaymentInput = z.output<typeof recordPaymentInput>;

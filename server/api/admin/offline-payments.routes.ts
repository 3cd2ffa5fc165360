import { createRoute, z } from '@hono/zod-openapi';
import { rupeesOutput } from '~/utils/rupees-schema';
import { decidePaymentReport } from '~/modules/offline-payments/decide-payment-report.server';
import { findPaymentReports } from '~/modules/offline-payments/find-payment-reports.server';
import { cancelReceipt } from '~/modules/offline-payments/cancel-receipt.server';
import {
  cancelReceiptInput,
  markPaymentBouncedInput,
  PAYMENT_BOUNCED,
  PAYMENT_RECORDED,
  paymentReportsQuery,
  RECEIPT_CANCELLED,
  SUBMISSION_KEY,
  recordPaymentInput,
  verifyReportedPaymentInput,
} from '~/modules/offline-payments/offline-payments.schemas';
import { markPaymentBounced } from '~/modules/offline-payments/mark-payment-bounced.server';
import { recordOfflinePayment } from '~/modules/offline-payments/record-offline-payment.server';
import { createRouter } from '../create-router';
import { badInput, done, failureResponse, forbidden, json, jsonBody, tokenHeader, unauthorized } from '../openapi-kit';
import { actorOf, requireStaff, type AdminVariables } from './require-admin';

// Accounts: money paid outside the gateway (issue 11, docs/decisions/032-offline-payments.md).
export const adminOfflinePaymentsApi = createRouter<AdminVariables>();

const idempotencyKey = z
  .string()
  .regex(SUBMISSION_KEY, 'The Idempotency-Key header is 10 to 64 letters, digits, - or _.')
  .optional()
  .openapi({ description: 'A key per payment (e.g. a UUID): sending it again answers the payment already recorded, writing nothing' });

const recordedPayment = z.object({
  _id: z.string(),
  receiptNumber: z.string().openapi({ example: 'NIHM/2026-27/000042' }),
  receiptUrl: z.string().openapi({ description: 'The receipt PDF, as issued', example: '/files/receipts/01J…' }),
});

adminOfflinePaymentsApi.openapi(
  createRoute({
    method: 'post',
    path: '/admin/record-payment',
    tags: ['Admin: payments'],
    summary: 'Record a payment made by cash, cheque, UPI, bank transfer or demand draft (accounts)',
    description:
      'One ledger payment (source staff) with the same numbered receipt and e-mail as an online payment, ' +
      'added to the paid total and audited in one transaction. `amount` is rupees, above 0 and at most the ' +
      'balance due; `reference` is required except for cash, `bank` for a cheque or demand draft; `paidOn` ' +
      'is not in the future. A UTR, or a cheque/DD number of the same bank, already in the ledger answers ' +
      '409 naming its receipt. The same amount recorded for the application that day answers 409 unless ' +
      '`confirmRepeat` is true; a repeated `Idempotency-Key` (or `submissionKey`) answers the payment it recorded.',
    middleware: [requireStaff('fees')] as const,
    request: { headers: tokenHeader.extend({ 'idempotency-key': idempotencyKey }), ...jsonBody(recordPaymentInput) },
    responses: {
      200: json(done.extend({ payment: recordedPayment }), PAYMENT_RECORDED),
      ...badInput,
      ...unauthorized,
      ...forbidden,
      404: failureResponse('Application not found'),
      409: failureResponse(
        'The reference is already in the ledger (the message names the receipt), or the same amount was recorded for the application that day',
      ),
    },
  }),
  async (c) => {
    const input = c.req.valid('json');
    const key = c.req.valid('header')['idempotency-key'];
    const payment = await recordOfflinePayment({ input: { ...input, submissionKey: input.submissionKey ?? key }, actor: actorOf(c) });
    return c.json({ success: true as const, message: PAYMENT_RECORDED, payment }, 200);
  },
);

const paymentReport = z
  .object({
    _id: z.string(),
    applicationId: z.string(),
    student: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
    course: z.string(),
    method: z.string().openapi({ example: 'upi' }),
    amount: rupeesOutput('As the student reported'),
    paidOn: z.string(),
    utr: z.string(),
    screenshotUrl: z.string().openapi({ description: 'The screenshot or bank receipt (staff who handle fees, and the student)' }),
    status: z.enum(['pending', 'accepted', 'rejected']),
    balance: rupeesOutput("The application's balance due now").nullable(),
    flag: z.string().nullable().openapi({ example: 'Reported ₹5,000.00, confirmed ₹4,500.00' }),
    reason: z.string().nullable(),
    reportedAt: z.string(),
  })
  .openapi('PaymentReport');

adminOfflinePaymentsApi.openapi(
  createRoute({
    method: 'get',
    path: '/admin/payments',
    tags: ['Admin: payments'],
    summary: "Students' payment reports: the To-verify queue (status=pending, oldest first) or the decided ones",
    middleware: [requireStaff('fees')] as const,
    request: { headers: tokenHeader, query: paymentReportsQuery },
    responses: {
      200: json(z.object({ success: z.literal(true), payments: z.array(paymentReport) }), 'The reports'),
      ...badInput,
      ...unauthorized,
      ...forbidden,
    },
  }),
  async (c) => c.json({ success: true as const, payments: await findPaymentReports({ status: c.req.valid('query').status }) }, 200),
);

adminOfflinePaymentsApi.openapi(
  createRoute({
    method: 'post',
    path: '/admin/verify-reported-payment',
    tags: ['Admin: payments'],
    summary: "Accept or reject a student's payment report, once",
    description:
      'accept: the ledger payment, numbered receipt and e-mail as for record-payment, for `amount` (paise) when the bank ' +
      "statement says another amount than reported (the payment and the report then say 'Reported ₹X, confirmed ₹Y'). " +
      'reject: `reason` is required and e-mailed to the student. A report already decided answers 409.',
    middleware: [requireStaff('fees')] as const,
    request: { headers: tokenHeader, ...jsonBody(verifyReportedPaymentInput) },
    responses: {
      200: json(done.extend({ payment: recordedPayment.nullable() }), 'Accepted (with the payment) or rejected (payment null)'),
      ...badInput,
      ...unauthorized,
      ...forbidden,
      404: failureResponse('Payment report not found'),
      409: failureResponse('Already decided, or its UTR is already in the ledger'),
    },
  }),
  async (c) => {
    const decision = await decidePaymentReport({ input: c.req.valid('json'), actor: actorOf(c) });
    return c.json({ success: true as const, ...decision }, 200);
  },
);

adminOfflinePaymentsApi.openapi(
  createRoute({
    method: 'post',
    path: '/admin/mark-payment-bounced',
    tags: ['Admin: payments'],
    summary: 'Mark a cheque or demand-draft payment bounced: one reversal row, the balance reopens',
    description:
      'Never an edit or a delete: a negative adjustment naming the payment (`reason` as its note) lowers the paid total in the ' +
      'same transaction; the student is e-mailed; audited. Only cheque/DD payments not refunded, and once (409).',
    middleware: [requireStaff('fees')] as const,
    request: { headers: tokenHeader, ...jsonBody(markPaymentBouncedInput) },
    responses: {
      200: json(done, PAYMENT_BOUNCED),
      ...badInput,
      ...unauthorized,
      ...forbidden,
      404: failureResponse('Payment not found'),
      409: failureResponse('Already marked bounced, or refunded'),
    },
  }),
  async (c) => {
    const { message } = await markPaymentBounced({ input: c.req.valid('json'), actor: actorOf(c) });
    return c.json({ success: true as const, message }, 200);
  },
);

adminOfflinePaymentsApi.openapi(
  createRoute({
    method: 'post',
    path: '/admin/cancel-receipt',
    tags: ['Admin: payments'],
    summary: 'Cancel an office receipt issued in error: one reversing row, the receipt keeps its number and reads CANCELLED',
    description:
      'Not a refund: no money goes back and no credit note is made. One negative adjustment naming the payment (`reason` as ' +
      'its note) lowers the paid total in the same transaction and takes the payment out of the day’s collections; the ' +
      'receipt PDF is served stamped CANCELLED; its UTR or cheque can be recorded again; the student is e-mailed; audited. ' +
      'A payment through the gateway is refunded instead (400); a receipt already cancelled, or a payment bounced or ' +
      'refunded, answers 409.',
    middleware: [requireStaff('fees')] as const,
    request: { headers: tokenHeader, ...jsonBody(cancelReceiptInput) },
    responses: {
      200: json(done, RECEIPT_CANCELLED),
      ...badInput,
      ...unauthorized,
      ...forbidden,
      404: failureResponse('Payment not found'),
      409: failureResponse('Already cancelled, bounced or refunded'),
    },
  }),
  async (c) => {
    const { message } = await cancelReceipt({ input: c.req.valid('json'), actor: actorOf(c) });
    return c.json({ success: true as const, message }, 200);
  },
);

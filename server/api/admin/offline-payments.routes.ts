import { createRoute, z } from '@hono/zod-openapi';
import { recordPaymentInput, PAYMENT_RECORDED } from '~/modules/offline-payments/offline-payments.schemas';
import { recordOfflinePayment } from '~/modules/offline-payments/record-offline-payment.server';
import { createRouter } from '../create-router';
import { badInput, done, failureResponse, forbidden, json, jsonBody, tokenHeader, unauthorized } from '../openapi-kit';
import { actorOf, requireStaff, type AdminVariables } from './require-admin';

// Accounts: money paid outside the gateway (issue 11, docs/decisions/032-offline-payments.md).
export const adminOfflinePaymentsApi = createRouter<AdminVariables>();

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
      'added to the paid total and audited in one transaction. `amount` is paise, above 0 and at most the ' +
      'balance due; `reference` is required except for cash, `bank` for a cheque or demand draft; `paidOn` ' +
      'is not in the future. A UTR, or a cheque/DD number of the same bank, already in the ledger answers ' +
      '409 naming its receipt.',
    middleware: [requireStaff('fees')] as const,
    request: { headers: tokenHeader, ...jsonBody(recordPaymentInput) },
    responses: {
      200: json(done.extend({ payment: recordedPayment }), PAYMENT_RECORDED),
      ...badInput,
      ...unauthorized,
      ...forbidden,
      404: failureResponse('Application not found'),
      409: failureResponse('The reference is already in the ledger (the message names the receipt)'),
    },
  }),
  async (c) => {
    const payment = await recordOfflinePayment({ input: c.req.valid('json'), actor: actorOf(c) });
    return c.json({ success: true as const, message: PAYMENT_RECORDED, payment }, 200);
  },
);

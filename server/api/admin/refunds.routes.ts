import { createRoute, z } from '@hono/zod-openapi';
import { declineRefundRequest } from '~/modules/refunds/decline-refund-request.server';
import { refundPayment } from '~/modules/refunds/refund-payment.server';
import { declineRefundRequestInput, refundPaymentInput } from '~/modules/refunds/refunds.schemas';
import { createRouter } from '../create-router';
import { badInput, done, failureResponse, json, jsonBody, tokenHeader, unauthorized } from '../openapi-kit';
import { requireStaff, type AdminVariables } from './require-admin';

// Staff: refunds (issue 11, docs/decisions/033-refunds.md).
export const adminRefundsApi = createRouter<AdminVariables>();

const refund = z
  .object({
    _id: z.string(),
    status: z.enum(['pending', 'processed', 'failed']).openapi({ description: 'processed: in the ledger, the balance moved; pending: not counted yet' }),
    creditNoteUrl: z.string().nullable().openapi({ description: "The credit note's PDF (/files/receipts/…), once the refund is processed" }),
  })
  .openapi('Refund');

adminRefundsApi.openapi(
  createRoute({
    method: 'post',
    path: '/admin/refund-payment',
    tags: ['Admin: payments'],
    summary: 'Refund (part of) a payment: through the gateway, or paid back by the office',
    description:
      'A gateway payment is refunded through the gateway; the ledger and balance follow the state it reports (processed: a ' +
      'negative ledger row and a numbered credit note, e-mailed; pending: shown, not counted). An office payment is recorded as ' +
      'paid back by the office (`method`). Never more than what is left of that payment; `reason` is required; after the 7-day ' +
      'window (from the later of payment and enrolment) only the owner may refund. Audited.',
    middleware: [requireStaff('fees')] as const,
    request: { headers: tokenHeader, ...jsonBody(refundPaymentInput) },
    responses: {
      200: json(z.object({ success: z.literal(true), message: z.string(), refund }), 'The refund and its state'),
      ...badInput,
      ...unauthorized,
      403: failureResponse('A role without refunds, or without refunds after the 7-day window (owner only)'),
      404: failureResponse('Payment not found'),
      409: failureResponse('The request it answers is already decided'),
      502: failureResponse('The payment gateway refused the refund (nothing was refunded)'),
    },
  }),
  async (c) => {
    const admin = c.get('admin');
    const result = await refundPayment({ input: c.req.valid('json'), actor: { id: admin.id, role: admin.role } });
    return c.json({ success: true as const, ...result }, 200);
  },
);

adminRefundsApi.openapi(
  createRoute({
    method: 'post',
    path: '/admin/decline-refund-request',
    tags: ['Admin: payments'],
    summary: "Decline a student's refund or withdrawal request, with a reason that is e-mailed to them",
    middleware: [requireStaff('fees')] as const,
    request: { headers: tokenHeader, ...jsonBody(declineRefundRequestInput) },
    responses: {
      200: json(done, "'Request declined. …'"),
      ...badInput,
      ...unauthorized,
      403: failureResponse('A role without refunds'),
      404: failureResponse('No such request'),
      409: failureResponse('The request is already decided'),
    },
  }),
  async (c) => {
    const message = await declineRefundRequest({ input: c.req.valid('json'), actor: { id: c.get('admin').id } });
    return c.json({ success: true as const, message }, 200);
  },
);

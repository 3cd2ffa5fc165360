import { createRoute, z } from '@hono/zod-openapi';
import { handleRazorpayWebhook } from '~/modules/payments/handle-razorpay-webhook.server';
import { createRouter } from '../create-router';
import { failureResponse, json } from '../openapi-kit';

// Razorpay's webhooks (register $APP_URL/api/payments/razorpay-webhook in its Dashboard with the
// events payment.captured, payment.failed, order.paid, refund.processed, refund.failed). No
// session: the signature over the raw body is the credential. Which answers are 2xx is the
// handler's (handle-razorpay-webhook.server.ts): Razorpay retries anything else for a day.
export const paymentWebhookApi = createRouter();

paymentWebhookApi.openapi(
  createRoute({
    method: 'post',
    path: '/payments/razorpay-webhook',
    tags: ['Payment gateway'],
    summary: "Razorpay's webhook: signed events about payments, orders and refunds",
    description:
      'X-Razorpay-Signature must be hex HMAC-SHA256 of the raw body with the webhook secret. Each X-Razorpay-Event-Id is handled ' +
      'once; amounts and statuses are fetched from the gateway, the payload is read only for ids. An event the gateway does not ' +
      "confirm (it has no such payment or refund, or the payment is not our order's, not its amount, not captured) is answered 200 " +
      "with outcome 'unconfirmed', records nothing and is audited: a retry would get the same answer, and Razorpay disables a " +
      'webhook that fails for a day. Only what a retry can fix is not 2xx: 502 when the gateway cannot be asked, 500 when our ' +
      'database cannot.',
    request: {
      headers: z.object({
        'x-razorpay-signature': z.string().optional().openapi({ description: 'hex HMAC-SHA256 of the raw body' }),
        'x-razorpay-event-id': z.string().optional().openapi({ description: 'Unique per event; the same on every retry' }),
      }),
      body: { content: { 'application/json': { schema: z.looseObject({ event: z.string() }).openapi('RazorpayWebhookEvent') } }, required: true },
    },
    responses: {
      200: json(
        z.object({ success: z.literal(true), outcome: z.string() }),
        'Handled (recorded, or not confirmed by the gateway), or a repeat of a handled event',
      ),
      400: failureResponse('A missing or wrong signature, or no event id: nothing done'),
      500: failureResponse('Our database failed; nothing recorded, and Razorpay retries'),
      502: failureResponse('The gateway could not be asked about the event (unreachable, too slow, failing, or refusing our keys); Razorpay retries'),
    },
  }),
  async (c) => {
    const outcome = await handleRazorpayWebhook({
      // The exact bytes Razorpay signed, read before anything parses them.
      rawBody: await c.req.text(),
      signature: c.req.header('x-razorpay-signature'),
      eventId: c.req.header('x-razorpay-event-id'),
    });
    return c.json({ success: true as const, outcome }, 200);
  },
);

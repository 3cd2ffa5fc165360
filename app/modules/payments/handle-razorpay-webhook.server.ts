import { z } from 'zod';
import { db as defaultDb, type DB } from '~/db/db.server';
import { AppError } from '~/utils/errors';
import { recordGatewayRefund } from '~/modules/refunds/record-gateway-refund.server';
import { sitePaymentGateway, type PaymentGateway } from './payment-gateway.server';
import { verifyWebhookSignature } from './razorpay-signatures.server';
import { recordGatewayPayment } from './record-gateway-payment.server';

export const WEBHOOK_SIGNATURE_INVALID = 'The webhook signature is missing or wrong.';
export const WEBHOOK_EVENT_ID_MISSING = 'The X-Razorpay-Event-Id header is missing.';

// Only the ids of the payload are read: amounts and statuses are fetched from the gateway.
const ids = z.looseObject({
  event: z.string(),
  payload: z.looseObject({
    payment: z.looseObject({ entity: z.looseObject({ id: z.string(), order_id: z.string().nullish() }) }).optional(),
    order: z.looseObject({ entity: z.looseObject({ id: z.string() }) }).optional(),
    refund: z.looseObject({ entity: z.looseObject({ id: z.string() }) }).optional(),
  }),
});

export type WebhookOutcome =
  'duplicate' | 'recorded' | 'already-recorded' | 'not-recorded' | 'attempt-failed' | 'refund-recorded' | 'refund-failed' | 'ignored';

/**
 * Razorpay's webhooks (payment.captured, order.paid, payment.failed, refund.processed,
 * refund.failed; decision 023 for the envelope). The signature over the raw body with the webhook secret is checked
 * first (400 and nothing done when wrong). Razorpay delivers at least once: an event id already
 * handled is answered without work; a gateway error is thrown so the answer is not 2xx and
 * Razorpay retries. The event id is stored only once the event is handled, so a failed attempt
 * is not mistaken for a handled one.
 */
export async function handleRazorpayWebhook({
  rawBody,
  signature,
  eventId,
  gateway = sitePaymentGateway(),
  db = defaultDb,
  now = Date.now(),
}: {
  rawBody: string;
  signature: string | undefined;
  eventId: string | undefined;
  /** Default: this site's; null: online payments are off. */
  gateway?: PaymentGateway | null;
  db?: DB;
  now?: number;
}): Promise<WebhookOutcome> {
  if (!gateway || !signature || !verifyWebhookSignature(rawBody, signature, gateway.webhookSecret)) {
    throw new AppError('BAD_REQUEST', WEBHOOK_SIGNATURE_INVALID);
  }
  if (!eventId) throw new AppError('BAD_REQUEST', WEBHOOK_EVENT_ID_MISSING);
  if (await db.selectFrom('payment_webhook_events').select('id').where('id', '=', eventId).executeTakeFirst()) return 'duplicate';

  let parsed;
  try {
    parsed = ids.safeParse(JSON.parse(rawBody));
  } catch {
    parsed = null;
  }
  // Signed by Razorpay but not an event we can read: answered 2xx, or it would be retried for a day.
  if (!parsed?.success) return 'ignored';
  const { event, payload } = parsed.data;
  const payment = payload.payment?.entity;
  const orderId = payment?.order_id ?? payload.order?.entity.id;

  let outcome: WebhookOutcome = 'ignored';
  if ((event === 'payment.captured' || event === 'payment.authorized' || event === 'order.paid') && payment && orderId) {
    const result = await recordGatewayPayment({ orderId, paymentId: payment.id, via: 'webhook', gateway, db, now });
    outcome = result.ok ? (result.recorded ? 'recorded' : 'already-recorded') : 'not-recorded';
  } else if (event === 'payment.failed' && payment && orderId) {
    outcome = await noteFailedAttempt({ orderId, paymentId: payment.id, gateway, db, now });
  } else if ((event === 'refund.processed' || event === 'refund.failed') && payload.refund) {
    // Fetched, not read from the payload: the gateway's word on amount and state.
    const refund = await gateway.client.fetchRefund(payload.refund.entity.id);
    const recorded = await recordGatewayRefund({ refund, gateway, createdBy: 'webhook', db, now });
    outcome = recorded === 'refund-recorded' || recorded === 'already-recorded' ? recorded : recorded === 'failed' ? 'refund-failed' : 'ignored';
  }
  await db
    .insertInto('payment_webhook_events')
    .values({ id: eventId, event, entity_id: payload.refund?.entity.id ?? payment?.id ?? orderId ?? null, received_at: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return outcome;
}

/** payment.failed: the order's last attempt failed (the pay page may try again); nothing is recorded. */
async function noteFailedAttempt({
  orderId,
  paymentId,
  gateway,
  db,
  now,
}: {
  orderId: string;
  paymentId: string;
  gateway: PaymentGateway;
  db: DB;
  now: number;
}) {
  const payment = await gateway.client.fetchPayment(paymentId);
  if (payment.status !== 'failed' || payment.order_id !== orderId) return 'ignored';
  // Payment state only moves forward: a paid order stays paid.
  const updated = await db
    .updateTable('payment_orders')
    .set({ status: 'failed', last_error: payment.error_description ?? payment.error_code ?? 'failed', updated_at: now })
    .where('gateway_order_id', '=', orderId)
    .where('status', '!=', 'paid')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0 ? 'attempt-failed' : 'ignored';
}

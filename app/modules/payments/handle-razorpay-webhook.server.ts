import { z } from 'zod';
import { db as defaultDb, type DB } from '~/db/db.server';
import { recordAudit } from '~/modules/audit/record-audit.server';
import { AppError } from '~/utils/errors';
import { logError } from '~/utils/log.server';
import { recordGatewayRefund } from '~/modules/refunds/record-gateway-refund.server';
import { sitePaymentGateway, type PaymentGateway } from './payment-gateway.server';
import { RazorpayApiError } from './razorpay-client.server';
import { verifyWebhookSignature } from './razorpay-signatures.server';
import { recordGatewayPayment, type NotRecorded } from './record-gateway-payment.server';

export const WEBHOOK_SIGNATURE_INVALID = 'The webhook signature is missing or wrong.';
export const WEBHOOK_EVENT_ID_MISSING = 'The X-Razorpay-Event-Id header is missing.';
export const WEBHOOK_GATEWAY_UNAVAILABLE = 'The payment gateway could not be asked about this event; nothing was recorded. Send it again later.';
export const WEBHOOK_UNCONFIRMED_ACTION = 'payment.webhook-unconfirmed';

// Only the ids of the payload are read: amounts and statuses are fetched from the gateway.
const ids = z.looseObject({
  event: z.string(),
  payload: z.looseObject({
    payment: z.looseObject({ entity: z.looseObject({ id: z.string(), order_id: z.string().nullish() }) }).optional(),
    order: z.looseObject({ entity: z.looseObject({ id: z.string() }) }).optional(),
    refund: z.looseObject({ entity: z.looseObject({ id: z.string(), payment_id: z.string().nullish() }) }).optional(),
  }),
});
type EventIds = { event: string; paymentId: string | null; orderId: string | null; refundId: string | null };

export type WebhookOutcome =
  | 'duplicate'
  | 'recorded'
  | 'already-recorded'
  /** The gateway does not confirm what the event says: nothing recorded, audited as WEBHOOK_UNCONFIRMED_ACTION. */
  | 'unconfirmed'
  | 'attempt-failed'
  | 'refund-recorded'
  | 'refund-failed'
  | 'ignored';

/** Why the gateway's own word does not let us record a payment the event announces, in words staff read in the audit log. */
const NOT_RECORDED_BECAUSE: Record<NotRecorded, string> = {
  'unknown-order': 'The order is not one this site created.',
  'other-order': 'The gateway says the payment belongs to another order.',
  'amount-mismatch': "The payment's amount or currency is not the order's.",
  'not-captured': 'The gateway says the payment is not captured.',
};

/**
 * Statuses of a refusal that is not about the event: our keys (401, 403), and the ones a later try
 * may pass (408, 409, 429). Any other 4xx in Razorpay's error JSON ('The id provided does not
 * exist') is the gateway's answer about the event itself, and will be the same on every retry.
 */
const NOT_ABOUT_THE_EVENT = new Set([401, 403, 408, 409, 429]);
const refusedByGateway = (error: unknown): error is RazorpayApiError =>
  error instanceof RazorpayApiError && error.status >= 400 && error.status < 500 && error.code !== 'GATEWAY_ERROR' && !NOT_ABOUT_THE_EVENT.has(error.status);

/**
 * Razorpay's webhooks (payment.captured, order.paid, payment.failed, refund.processed,
 * refund.failed; decision 023 for the envelope). The signature over the raw body with the webhook
 * secret is checked first (400 and nothing done when wrong). Razorpay delivers at least once and
 * retries any answer but 2xx for 24 hours, then disables the webhook for every payment, so:
 * - an event id already handled is answered without work;
 * - an event the gateway does not confirm (it refuses with a 4xx, such as a payment it does not
 *   have; or the payment is not our order's, not its amount, not captured) is answered 2xx and
 *   records nothing: a retry would get the same answer. It is audited, as the system, so an
 *   accountant sees it;
 * - only what a retry can fix is not 2xx: the gateway unreachable, slow or failing (502), or our
 *   database (500).
 * The event id is stored once the event is handled, so a failed attempt is not mistaken for a handled one.
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
  const found: EventIds = {
    event,
    paymentId: payment?.id ?? payload.refund?.entity.payment_id ?? null,
    orderId: payment?.order_id ?? payload.order?.entity.id ?? null,
    refundId: payload.refund?.entity.id ?? null,
  };

  let handled: { outcome: WebhookOutcome; unconfirmed?: string };
  try {
    handled = await handleEvent({ found, gateway, db, now });
  } catch (error) {
    if (!refusedByGateway(error)) {
      if (!(error instanceof RazorpayApiError)) throw error; // ours (the database): 500, and Razorpay retries
      logError(error, `razorpay-webhook ${event} ${eventId}, ${error.call ?? 'gateway'}`);
      throw new AppError('BAD_GATEWAY', WEBHOOK_GATEWAY_UNAVAILABLE);
    }
    handled = { outcome: 'unconfirmed', unconfirmed: `The gateway answered ${error.status}: ${error.message}` };
  }
  await db.transaction().execute(async (trx) => {
    if (handled.unconfirmed) await auditUnconfirmed({ trx, eventId, found, reason: handled.unconfirmed, now });
    await trx
      .insertInto('payment_webhook_events')
      .values({ id: eventId, event, entity_id: found.refundId ?? payment?.id ?? found.orderId, received_at: now })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  });
  return handled.outcome;
}

async function handleEvent({
  found: { event, paymentId, orderId, refundId },
  gateway,
  db,
  now,
}: {
  found: EventIds;
  gateway: PaymentGateway;
  db: DB;
  now: number;
}): Promise<{ outcome: WebhookOutcome; unconfirmed?: string }> {
  if ((event === 'payment.captured' || event === 'payment.authorized' || event === 'order.paid') && paymentId && orderId) {
    const result = await recordGatewayPayment({ orderId, paymentId, via: 'webhook', gateway, db, now });
    if (!result.ok) return { outcome: 'unconfirmed', unconfirmed: NOT_RECORDED_BECAUSE[result.reason] };
    return { outcome: result.recorded ? 'recorded' : 'already-recorded' };
  }
  if (event === 'payment.failed' && paymentId && orderId) return { outcome: await noteFailedAttempt({ orderId, paymentId, gateway, db, now }) };
  if ((event === 'refund.processed' || event === 'refund.failed') && refundId) {
    // Fetched, not read from the payload: the gateway's word on amount and state.
    const refund = await gateway.client.fetchRefund(refundId);
    const recorded = await recordGatewayRefund({ refund, gateway, createdBy: 'webhook', db, now });
    return { outcome: recorded === 'refund-recorded' || recorded === 'already-recorded' ? recorded : recorded === 'failed' ? 'refund-failed' : 'ignored' };
  }
  return { outcome: 'ignored' };
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
  // Payment state only moves forward: a paid order stays paid, a superseded one superseded.
  const updated = await db
    .updateTable('payment_orders')
    .set({ status: 'failed', last_error: payment.error_description ?? payment.error_code ?? 'failed', updated_at: now })
    .where('gateway_order_id', '=', orderId)
    .where('status', 'in', ['created', 'failed'])
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0 ? 'attempt-failed' : 'ignored';
}

/**
 * The audit entry of an event the gateway did not confirm: about the application when the order
 * or payment is ours (so it is found by the student's name), else about the event itself.
 */
async function auditUnconfirmed({ trx, eventId, found, reason, now }: { trx: DB; eventId: string; found: EventIds; reason: string; now: number }) {
  const order = found.orderId
    ? await trx.selectFrom('payment_orders').select('application_id').where('gateway_order_id', '=', found.orderId).executeTakeFirst()
    : undefined;
  const paid = found.paymentId
    ? await trx.selectFrom('payments').select('application_id').where('gateway_payment_id', '=', found.paymentId).executeTakeFirst()
    : undefined;
  const applicationId = order?.application_id ?? paid?.application_id ?? null;
  console.warn(`razorpay-webhook: ${found.event} ${eventId} not confirmed by the gateway, nothing recorded: ${reason}`);
  await recordAudit({
    db: trx,
    now,
    actor: { type: 'system', id: null },
    action: WEBHOOK_UNCONFIRMED_ACTION,
    entity: applicationId ? 'application' : 'payment-webhook',
    entityId: applicationId ?? eventId,
    after: { event: found.event, eventId, paymentId: found.paymentId, orderId: found.orderId, refundId: found.refundId, reason },
  });
}

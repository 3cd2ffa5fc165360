import { sql } from 'kysely';
import { createHash } from 'node:crypto';
import { db as defaultDb, type DB } from '~/db/db.server';
import type { RazorpayPayment, RazorpayRefund } from '~/modules/payments/razorpay.schemas';
import { gatewayId, GatewayError, NO_SUCH_ID, paymentJson, refundJson, type RefundRow } from './simulated-entities';
import { markOrderPaid } from './simulated-orders';
import { enqueueWebhook } from './simulated-webhooks';

// What happens to a payment after Checkout: capture (of an authorised payment, for exactly its
// amount) and refunds (of a captured payment, at most what is captured and not yet refunded;
// processed at once, announced by `refund.processed`). Razorpay's rules and messages.

type Options = { db?: DB; now?: number; webhookUrl: string };

export async function captureSimulatedPayment({
  db = defaultDb,
  now = Date.now(),
  webhookUrl,
  paymentId,
  amount,
}: Options & { paymentId: string; amount: number }): Promise<RazorpayPayment> {
  return db.transaction().execute(async (trx) => {
    const payment = await trx.selectFrom('simulated_gateway_payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
    if (!payment) throw new GatewayError(NO_SUCH_ID);
    if (payment.status !== 'authorized') {
      throw new GatewayError(
        payment.captured ? 'This payment has already been captured' : 'Only payments which have been authorized and not yet captured can be captured',
      );
    }
    if (amount !== payment.amount_paise) throw new GatewayError('Capture amount must be equal to the amount authorized', { field: 'amount' });
    const captured = await trx
      .updateTable('simulated_gateway_payments')
      .set({ status: 'captured', captured: 1 })
      .where('id', '=', paymentId)
      .where('status', '=', 'authorized')
      .returningAll()
      .executeTakeFirst();
    if (!captured) throw new GatewayError('This payment has already been captured');
    const order = await trx.selectFrom('simulated_gateway_orders').selectAll().where('id', '=', captured.order_id).executeTakeFirstOrThrow();
    await markOrderPaid(trx, { order, payment: paymentJson(captured), webhookUrl, now });
    return paymentJson(captured);
  });
}

export type RefundInput = { amount?: number; receipt?: string; notes?: Record<string, string> };

export const DIFFERENT_REQUEST_SAME_KEY = 'Different request with the same idempotency key has already been processed.';

/**
 * Razorpay's idempotent refunds: with a key, the refund is made once; the same request again (a
 * retry whose first answer was lost) answers that refund, a different one is refused. The refund's
 * id is derived from the key, so the key lives exactly as long as its refund, in every process
 * that serves this gateway, and two requests racing with one key meet on its primary key.
 */
export async function refundSimulatedPayment({
  db = defaultDb,
  now = Date.now(),
  webhookUrl,
  paymentId,
  input,
  idempotencyKey,
}: Options & { paymentId: string; input: RefundInput; idempotencyKey?: string }): Promise<RazorpayRefund> {
  if (idempotencyKey === undefined) return makeRefund({ db, now, webhookUrl, paymentId, input, refundId: gatewayId('rfnd') });
  const refundId = refundIdForKey(idempotencyKey);
  const earlier = await refundMadeWithKey({ db, refundId, paymentId, input });
  if (earlier) return earlier;
  try {
    return await makeRefund({ db, now, webhookUrl, paymentId, input, refundId });
  } catch (error) {
    // The other request with this key won (its refund is now there): both are answered with it.
    const raced = await refundMadeWithKey({ db, refundId, paymentId, input });
    if (raced) return raced;
    throw error;
  }
}

/** 'rfnd_' and 14 letters and digits of the key's SHA-256: as random-looking as Razorpay's ids, and the same for the same key. */
function refundIdForKey(key: string): string {
  let number = BigInt(`0x${createHash('sha256').update(`refund-idempotency:${key}`).digest('hex')}`);
  let tail = '';
  for (let i = 0; i < 14; i++) {
    tail += ALPHANUMERIC[Number(number % 62n)];
    number /= 62n;
  }
  return `rfnd_${tail}`;
}
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The refund an earlier request with this key made, when this request is that one again; a different request is refused. */
async function refundMadeWithKey({ db, refundId, paymentId, input }: { db: DB; refundId: string; paymentId: string; input: RefundInput }) {
  const row = await db.selectFrom('simulated_gateway_refunds').selectAll().where('id', '=', refundId).executeTakeFirst();
  if (!row) return null;
  const same =
    row.payment_id === paymentId &&
    // Without an amount the first request refunded what was left then: whatever that came to.
    (input.amount === undefined || input.amount === Number(row.amount_paise)) &&
    (input.receipt ?? null) === row.receipt &&
    JSON.stringify(input.notes ?? {}) === row.notes;
  if (!same) throw new GatewayError(DIFFERENT_REQUEST_SAME_KEY);
  return refundJson(row);
}

async function makeRefund({
  db,
  now,
  webhookUrl,
  paymentId,
  input,
  refundId,
}: Required<Omit<Options, 'db'>> & { db: DB; paymentId: string; input: RefundInput; refundId: string }): Promise<RazorpayRefund> {
  return db.transaction().execute(async (trx) => {
    const payment = await trx.selectFrom('simulated_gateway_payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
    if (!payment) throw new GatewayError(NO_SUCH_ID);
    if (payment.captured !== 1) throw new GatewayError('The payment has not been captured and cannot be refunded');
    const refundable = payment.amount_paise - payment.amount_refunded_paise;
    if (refundable === 0) throw new GatewayError('The payment has been fully refunded already');
    const amount = input.amount ?? refundable;
    if (amount > refundable) throw new GatewayError('The refund amount provided is greater than amount captured', { field: 'amount' });
    // Conditional on what is still refundable: two refunds racing on one payment cannot both pass.
    const refunded = await trx
      .updateTable('simulated_gateway_payments')
      .set({
        amount_refunded_paise: sql`amount_refunded_paise + ${amount}`,
        status: sql`case when amount_refunded_paise + ${amount} = amount_paise then 'refunded' else status end`,
      })
      .where('id', '=', paymentId)
      .where(sql<boolean>`amount_paise - amount_refunded_paise >= ${amount}`)
      .returningAll()
      .executeTakeFirst();
    if (!refunded) throw new GatewayError('The refund amount provided is greater than amount captured', { field: 'amount' });
    const refund: RefundRow = {
      id: refundId,
      payment_id: paymentId,
      amount_paise: amount,
      currency: payment.currency,
      receipt: input.receipt ?? null,
      notes: JSON.stringify(input.notes ?? {}),
      status: 'processed',
      created_at: now,
    };
    await trx.insertInto('simulated_gateway_refunds').values(refund).execute();
    await enqueueWebhook(trx, { event: 'refund.processed', entities: { refund: refundJson(refund), payment: paymentJson(refunded) }, url: webhookUrl, now });
    return refundJson(refund);
  });
}

export async function getSimulatedRefund({ db = defaultDb, refundId }: { db?: DB; refundId: string }): Promise<RazorpayRefund> {
  const row = await db.selectFrom('simulated_gateway_refunds').selectAll().where('id', '=', refundId).executeTakeFirst();
  if (!row) throw new GatewayError(NO_SUCH_ID);
  return refundJson(row);
}

/** GET /payments/:id/refunds: the payment's refunds, newest first (Razorpay's order). */
export async function findSimulatedPaymentRefunds({ db = defaultDb, paymentId }: { db?: DB; paymentId: string }): Promise<RazorpayRefund[]> {
  const payment = await db.selectFrom('simulated_gateway_payments').select('id').where('id', '=', paymentId).executeTakeFirst();
  if (!payment) throw new GatewayError(NO_SUCH_ID);
  const rows = await db
    .selectFrom('simulated_gateway_refunds')
    .selectAll()
    .where('payment_id', '=', paymentId)
    .orderBy('created_at', 'desc')
    .limit(100)
    .execute();
  return rows.map(refundJson);
}

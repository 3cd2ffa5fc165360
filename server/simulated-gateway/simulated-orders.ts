import { sql } from 'kysely';
import { db as defaultDb, type DB } from '~/db/db.server';
import type { CheckoutSuccess, RazorpayErrorBody, RazorpayOrder, RazorpayPayment } from '~/modules/payments/razorpay.schemas';
import { signPayment } from '~/modules/payments/razorpay-signatures.server';
import { gatewayId, GatewayError, NO_SUCH_ID, orderJson, paymentJson, type OrderRow } from './simulated-entities';
import { enqueueWebhook } from './simulated-webhooks';

// Orders and payments of the simulated gateway, with Razorpay's states: an order is created, then
// attempted at its first payment attempt, then paid once a payment for its whole amount is
// captured (and stays paid when refunded); no payment is taken on a paid order, nor while an
// authorised one waits to be captured. Each change and its webhooks are one transaction.

type Options = { db?: DB; now?: number };
export type CreateOrderInput = { amount: number; currency: string; receipt?: string; notes?: Record<string, string>; payment_capture?: boolean | 0 | 1 };

export async function createSimulatedOrder({ db = defaultDb, now = Date.now(), input }: Options & { input: CreateOrderInput }): Promise<RazorpayOrder> {
  const row: OrderRow = {
    id: gatewayId('order'),
    amount_paise: input.amount,
    amount_paid_paise: 0,
    currency: input.currency,
    receipt: input.receipt ?? null,
    status: 'created',
    attempts: 0,
    notes: JSON.stringify(input.notes ?? {}),
    payment_capture: input.payment_capture === false || input.payment_capture === 0 ? 0 : 1,
    created_at: now,
  };
  await db.insertInto('simulated_gateway_orders').values(row).execute();
  return orderJson(row);
}

export async function getSimulatedOrder({ db = defaultDb, orderId }: { db?: DB; orderId: string }): Promise<RazorpayOrder> {
  const row = await db.selectFrom('simulated_gateway_orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!row) throw new GatewayError(NO_SUCH_ID);
  return orderJson(row);
}

export async function findSimulatedOrderPayments({ db = defaultDb, orderId }: { db?: DB; orderId: string }): Promise<RazorpayPayment[]> {
  await getSimulatedOrder({ db, orderId });
  const rows = await db.selectFrom('simulated_gateway_payments').selectAll().where('order_id', '=', orderId).orderBy('created_at', 'desc').execute();
  return rows.map(paymentJson);
}

export async function getSimulatedPayment({ db = defaultDb, paymentId }: { db?: DB; paymentId: string }): Promise<RazorpayPayment> {
  const row = await db.selectFrom('simulated_gateway_payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
  if (!row) throw new GatewayError(NO_SUCH_ID);
  return paymentJson(row);
}

export type PayInput = { orderId: string; outcome: 'success' | 'failure'; method: 'upi' | 'card' | 'netbanking' };
type PayOptions = Options & { input: PayInput; keySecret: string; webhookUrl: string };

/**
 * What the TEST checkout's buttons do: one payment attempt on the order, for its whole amount.
 * Success answers what Razorpay Checkout hands the page; failure, the object it passes to
 * `payment.failed`.
 */
export async function paySimulatedOrder({
  db = defaultDb,
  now = Date.now(),
  input,
  keySecret,
  webhookUrl,
}: PayOptions): Promise<{ ok: true; answer: CheckoutSuccess } | { ok: false; answer: RazorpayErrorBody }> {
  return db.transaction().execute(async (trx) => {
    // The update comes first: on PostgreSQL it locks the order row until the commit, so two
    // attempts on one order take turns (SQLite runs one write transaction at a time anyway).
    const order = await trx
      .updateTable('simulated_gateway_orders')
      .set({ attempts: sql`attempts + 1`, status: sql`case when status = 'created' then 'attempted' else status end` })
      .where('id', '=', input.orderId)
      .where('status', '!=', 'paid')
      .returningAll()
      .executeTakeFirst();
    if (!order) {
      const exists = await trx.selectFrom('simulated_gateway_orders').select('id').where('id', '=', input.orderId).executeTakeFirst();
      throw new GatewayError(exists ? 'Order is already paid' : NO_SUCH_ID);
    }
    const waiting = await trx
      .selectFrom('simulated_gateway_payments')
      .select('id')
      .where('order_id', '=', order.id)
      .where('status', '=', 'authorized')
      .executeTakeFirst();
    if (waiting) throw new GatewayError('An authorized payment for this order is waiting to be captured');

    const base = { id: gatewayId('pay'), order_id: order.id, amount_paise: order.amount_paise, currency: order.currency, method: input.method };
    if (input.outcome === 'failure') {
      const error = {
        code: 'BAD_REQUEST_ERROR',
        description: 'TEST payment failed: the simulated checkout was asked to decline it. No money moved.',
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
      };
      const payment = { ...base, status: 'failed' as const, amount_refunded_paise: 0, captured: 0, error: JSON.stringify(error), created_at: now };
      await trx.insertInto('simulated_gateway_payments').values(payment).execute();
      await enqueueWebhook(trx, { event: 'payment.failed', entities: { payment: paymentJson(payment) }, url: webhookUrl, now });
      return { ok: false, answer: { error: { ...error, metadata: { order_id: order.id, payment_id: payment.id } } } };
    }

    const captured = order.payment_capture === 1;
    const payment = {
      ...base,
      status: captured ? ('captured' as const) : ('authorized' as const),
      amount_refunded_paise: 0,
      captured: captured ? 1 : 0,
      error: null,
      created_at: now,
    };
    await trx.insertInto('simulated_gateway_payments').values(payment).execute();
    if (captured) {
      await markOrderPaid(trx, { order, payment: paymentJson(payment), webhookUrl, now });
    } else {
      await enqueueWebhook(trx, { event: 'payment.authorized', entities: { payment: paymentJson(payment) }, url: webhookUrl, now });
    }
    return {
      ok: true,
      answer: { razorpay_payment_id: payment.id, razorpay_order_id: order.id, razorpay_signature: signPayment(order.id, payment.id, keySecret) },
    };
  });
}

/** A payment for the whole order was captured: the order is paid; `payment.captured` and `order.paid` follow. */
export async function markOrderPaid(
  trx: DB,
  { order, payment, webhookUrl, now }: { order: OrderRow; payment: RazorpayPayment; webhookUrl: string; now: number },
) {
  const paid = await trx
    .updateTable('simulated_gateway_orders')
    .set({ status: 'paid', amount_paid_paise: payment.amount })
    .where('id', '=', order.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await enqueueWebhook(trx, { event: 'payment.captured', entities: { payment }, url: webhookUrl, now });
  await enqueueWebhook(trx, { event: 'order.paid', entities: { payment, order: orderJson(paid) }, url: webhookUrl, now });
}

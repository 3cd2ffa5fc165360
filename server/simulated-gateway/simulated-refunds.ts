import { sql } from 'kysely';
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

export async function refundSimulatedPayment({
  db = defaultDb,
  now = Date.now(),
  webhookUrl,
  paymentId,
  input,
}: Options & { paymentId: string; input: RefundInput }): Promise<RazorpayRefund> {
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
      id: gatewayId('rfnd'),
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

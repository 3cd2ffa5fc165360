import { db as defaultDb, type DB } from '~/db/db.server';
import { sendQueuedMailNow } from '~/modules/mail/process-mail-jobs.server';
import { isTestGateway, type PaymentGateway } from '~/modules/payments/payment-gateway.server';
import type { RazorpayRefund } from '~/modules/payments/razorpay.schemas';
import { enterRefundInLedger } from './enter-refund-in-ledger.server';
import { failPendingRefund } from './fail-refund.server';

export const REFUND_FAILED_AT_GATEWAY = 'The gateway reported the refund failed.';

export type GatewayRefundOutcome = 'refund-recorded' | 'already-recorded' | 'pending' | 'failed' | 'ignored';

/** Razorpay's refund entity has no field for our id; we send it as the refund's `receipt` (40 characters at most, a UUID is 36). */
export const ourRefundIdOf = (refund: Pick<RazorpayRefund, 'receipt'>) => refund.receipt ?? null;

/**
 * A refund as the gateway reports it now (`refund`, fetched from the gateway: a webhook's payload
 * is never trusted for amounts) moves our books to its state:
 * - processed: the money is back with the student, so it enters the ledger once, with its credit
 *   note (enterRefundInLedger); our API's answer and the refund.processed webhook both call this,
 *   and the unique gateway refund id lets one of them win;
 * - pending: our `refunds` row says so and holds its amount against the payment; nothing is counted;
 * - failed: our row says so, the amount is free again, and a request it answered is open again.
 * A refund of a payment we never recorded is ignored; one made in Razorpay's Dashboard (no row of
 * ours) enters the ledger with the reason from its notes.
 */
export async function recordGatewayRefund({
  refund,
  gateway,
  createdBy,
  db = defaultDb,
  now = Date.now(),
}: {
  refund: RazorpayRefund;
  gateway: PaymentGateway;
  /** 'webhook' | 'admin:<id>' */
  createdBy: string;
  db?: DB;
  now?: number;
}): Promise<GatewayRefundOutcome> {
  const payment = await db
    .selectFrom('payments')
    .selectAll()
    .where('kind', '=', 'payment')
    .where('gateway_payment_id', '=', refund.payment_id)
    .executeTakeFirst();
  if (!payment || refund.amount <= 0) return 'ignored';
  const ours = await findOurRefund(db, refund);
  if (refund.status === 'failed') {
    if (ours?.status === 'pending') {
      const row = { id: ours.id, application_id: payment.application_id, amount_paise: refund.amount };
      await failPendingRefund({ db, refund: row, failure: REFUND_FAILED_AT_GATEWAY, gatewayRefundId: refund.id, now });
    }
    return 'failed';
  }
  if (refund.status === 'pending') {
    if (ours?.status === 'pending') {
      await db
        .updateTable('refunds')
        .set({ gateway_refund_id: refund.id, updated_at: now })
        .where('id', '=', ours.id)
        .where('status', '=', 'pending')
        .execute();
    }
    return 'pending';
  }
  const done = () => db.selectFrom('payments').select('id').where('gateway_refund_id', '=', refund.id).executeTakeFirst();
  if (await done()) return 'already-recorded';
  const notes = Array.isArray(refund.notes) ? {} : refund.notes;
  const reason = ours?.reason ?? (typeof notes.reason === 'string' && notes.reason.trim() ? notes.reason : 'Refunded through the payment gateway');
  let mailJobId: string;
  try {
    mailJobId = await db.transaction().execute(async (trx) => {
      const entered = await enterRefundInLedger({
        trx,
        payment: { ...payment, amount_paise: Number(payment.amount_paise), created_at: Number(payment.created_at) },
        amountPaise: refund.amount,
        reason,
        refundId: ours?.id ?? null,
        gatewayRefundId: refund.id,
        method: payment.method,
        createdBy,
        test: isTestGateway(gateway),
        now,
      });
      return entered.mailJobId;
    });
  } catch (error) {
    if (await done()) return 'already-recorded';
    throw error;
  }
  // A webhook must be answered fast: the first attempt runs on, and the mail worker retries it.
  const sending = sendQueuedMailNow({ id: mailJobId, db });
  if (createdBy !== 'webhook') await sending;
  return 'refund-recorded';
}

async function findOurRefund(db: DB, refund: RazorpayRefund) {
  const byGatewayId = await db.selectFrom('refunds').select(['id', 'status', 'reason']).where('gateway_refund_id', '=', refund.id).executeTakeFirst();
  if (byGatewayId) return byGatewayId;
  const ourId = ourRefundIdOf(refund);
  if (!ourId) return undefined;
  // The webhook may arrive before our API call has stored the gateway's id on our row.
  return db.selectFrom('refunds').select(['id', 'status', 'reason']).where('id', '=', ourId).where('gateway_refund_id', 'is', null).executeTakeFirst();
}

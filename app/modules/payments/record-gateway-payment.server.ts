import { db as defaultDb, type DB } from '~/db/db.server';
import { lockApplication } from '~/modules/ledger/lock-application.server';
import { writeLedgerRow, type LedgerRow } from '~/modules/ledger/write-ledger-row.server';
import { sendQueuedMailNow } from '~/modules/mail/process-mail-jobs.server';
import { issuePaymentReceipt } from '~/modules/receipts/issue-payment-receipt.server';
import { reserveOverpaymentRefund, sendOverpaymentRefund, type OverpaymentRefund } from '~/modules/refunds/refund-overpayment.server';
import { isTestGateway, sitePaymentGateway, type PaymentGateway } from './payment-gateway.server';
import { RazorpayApiError } from './razorpay-client.server';
import type { RazorpayPayment } from './razorpay.schemas';

export type { LedgerRow };
export type RecordedVia = 'verify' | 'webhook' | 'reconcile';

/** Why a payment was not recorded. The caller decides what to say; nothing was written. */
export type NotRecorded = 'unknown-order' | 'other-order' | 'amount-mismatch' | 'not-captured';

export type RecordResult =
  /** `recorded`: this call wrote the row; false when it was already there (a retry, a racing path). */
  { ok: true; recorded: boolean; payment: LedgerRow } | { ok: false; reason: NotRecorded };

/**
 * The one path by which money paid through the gateway enters the ledger: checkout verification,
 * the webhook and reconciliation all call it, in any order, any number of times.
 *
 * The gateway is the truth: the payment is fetched from it, and recorded only when it belongs to
 * the order WE stored, for exactly that order's amount in INR, and is captured (an authorised
 * payment is captured here first). The ledger row, the application's paid total (and a staff mark
 * the money clears) and the order's status change in one transaction. The gateway payment id is
 * unique among ledger payments, so of two racing calls one inserts and the other finds its row:
 * money is counted once.
 *
 * A balance is paid once: the application is locked and its balance read again in that
 * transaction; a payment above it (an order paid after another, one we superseded — the gateway
 * cannot cancel orders) is still recorded as captured, and the amount over the balance is reserved
 * and refunded through the gateway once committed (refund-overpayment.server.ts), so the fees paid
 * end at the fee.
 *
 * The receipt is part of the same transaction: its number (gapless per financial year), its PDF
 * as issued and the e-mail that carries it (docs/decisions/026-receipts.md). A recording that
 * rolls back leaves no number used, no receipt and no e-mail; the call that inserts the row is the
 * only one that e-mails, so a duplicate webhook or a racing verify sends nothing more.
 */
export async function recordGatewayPayment({
  orderId,
  paymentId,
  via,
  gateway = sitePaymentGateway(),
  db = defaultDb,
  now = Date.now(),
}: {
  orderId: string;
  paymentId: string;
  via: RecordedVia;
  /** Default: this site's; null: online payments are off. */
  gateway?: PaymentGateway | null;
  db?: DB;
  now?: number;
}): Promise<RecordResult> {
  if (!gateway) throw new Error('recordGatewayPayment: online payments are off, there is no gateway to ask.');
  const order = await db.selectFrom('payment_orders').selectAll().where('gateway_order_id', '=', orderId).executeTakeFirst();
  if (!order) return { ok: false, reason: 'unknown-order' };

  const existing = await findLedgerPayment(db, paymentId);
  if (existing)
    return existing.gateway_order_id === order.gateway_order_id ? { ok: true, recorded: false, payment: existing } : { ok: false, reason: 'other-order' };

  let payment = await gateway.client.fetchPayment(paymentId);
  if (payment.order_id !== order.gateway_order_id) return { ok: false, reason: 'other-order' };
  if (payment.amount !== Number(order.amount_paise) || payment.currency !== order.currency) return { ok: false, reason: 'amount-mismatch' };
  if (payment.status === 'authorized') payment = await capture(gateway, payment);
  if (!payment.captured) return { ok: false, reason: 'not-captured' };

  let row: LedgerRow;
  let mailJobId: string;
  let overpaid: OverpaymentRefund | null;
  try {
    ({ row, mailJobId, overpaid } = await db.transaction().execute(async (trx) => {
      // The balance is read again now, in turn with every other path that moves this
      // application's money: an order may have been paid since it was made.
      await lockApplication(trx, order.application_id);
      const balancePaise = await balanceDue(trx, order.application_id);
      const written = await writeLedgerRow({
        trx,
        entry: {
          application_id: order.application_id,
          student_id: order.student_id,
          kind: 'payment',
          source: 'gateway',
          gateway: order.gateway,
          method: payment.method,
          amount_paise: payment.amount,
          currency: payment.currency,
          gateway_order_id: order.gateway_order_id,
          gateway_payment_id: payment.id,
          status: 'paid',
          created_by: via,
        },
        numbered: 'receipt',
        now,
      });
      await trx.updateTable('payment_orders').set({ status: 'paid', last_error: null, updated_at: now }).where('id', '=', order.id).execute();
      const receipt = await issuePaymentReceipt({ trx, payment: written, test: isTestGateway(gateway), now });
      return { row: written, mailJobId: receipt.mailJobId, overpaid: await reserveOverpaymentRefund({ trx, payment: written, balancePaise, now }) };
    }));
  } catch (error) {
    // The unique index on the gateway payment id: another path recorded it between our read and
    // our insert. Its row is the one; this call changed nothing.
    const winner = await findLedgerPayment(db, paymentId);
    if (winner) return { ok: true, recorded: false, payment: winner };
    throw error;
  }
  // The first attempt at once, whichever path recorded it (the webhook often wins the race with the
  // browser's callback, and the student is told 'Please Check your email for Receipt'). A webhook
  // must be answered fast, so it does not wait for it; verify and reconciliation (which may end
  // its process next) do. It never rejects: a failed attempt stays queued for the mail worker.
  const sending = sendQueuedMailNow({ id: mailJobId, db });
  if (via !== 'webhook') await sending;
  // Awaited on every path (a webhook too): a refund asked for later could be lost with this process.
  if (overpaid) await sendOverpaymentRefund({ refund: overpaid, applicationId: row.application_id, gateway, db, now });
  return { ok: true, recorded: true, payment: row };
}

/** What is still due on the application: its fee less what is paid; null fee (none set): nothing is over it. */
async function balanceDue(trx: DB, applicationId: string): Promise<number> {
  const row = await trx
    .selectFrom('applications')
    .innerJoin('courses', 'courses.id', 'applications.course_id')
    .select(['applications.fees_paid_paise', 'courses.fees_paise'])
    .where('applications.id', '=', applicationId)
    .executeTakeFirstOrThrow();
  return row.fees_paise === null ? Number.POSITIVE_INFINITY : Number(row.fees_paise) - Number(row.fees_paid_paise);
}

async function findLedgerPayment(db: DB, paymentId: string): Promise<LedgerRow | undefined> {
  const row = await db.selectFrom('payments').selectAll().where('kind', '=', 'payment').where('gateway_payment_id', '=', paymentId).executeTakeFirst();
  return row && { ...row, amount_paise: Number(row.amount_paise), created_at: Number(row.created_at) };
}

// Two paths may capture the same authorised payment at once; the gateway refuses the second
// capture, and the payment as it is now (captured by the first) is what counts.
async function capture(gateway: PaymentGateway, payment: RazorpayPayment): Promise<RazorpayPayment> {
  try {
    return await gateway.client.capturePayment(payment.id, payment.amount);
  } catch (error) {
    if (error instanceof RazorpayApiError && error.status === 400) return gateway.client.fetchPayment(payment.id);
    throw error;
  }
}

import { randomUUID } from 'node:crypto';
import { db as defaultDb } from '~/db/db.server';
import { type BackgroundLoop, repeatInBackground, underLease } from '~/modules/leases/lease.server';
import { sitePaymentGateway } from '~/modules/payments/payment-gateway.server';
import { RECONCILE_AFTER_MS, type ReconcileOptions } from '~/modules/payments/reconcile-payments.server';
import { failPendingRefund } from './fail-refund.server';
import { ourRefundIdOf, recordGatewayRefund } from './record-gateway-refund.server';

export const REFUND_RECONCILE_LEASE = 'refunds-reconcile';
/** Razorpay's normal refunds take days to process: a pending one is asked about again after this. */
export const REFUND_RECHECK_AFTER_MS = 15 * 60_000;
/**
 * Our request for a refund times out in seconds. If, this long after, the payment has no refund
 * carrying our id, the request never reached the gateway: nothing was refunded.
 */
export const REFUND_UNMADE_AFTER_MS = 60 * 60_000;
export const REFUND_NEVER_MADE = 'The payment gateway has no such refund: the request never reached it, and nothing was refunded.';
const LEASE_MS = 5 * 60_000;
const BATCH = 100;

export type RefundReconcileReport =
  { ran: false } | { ran: true; checked: number; processed: number; failedAtGateway: number; neverMade: number; unanswered: number };

/**
 * Gateway refunds still pending a few minutes after staff made them are checked against the
 * gateway (docs/decisions/033-refunds.md), as unpaid orders are (reconcile-payments.server.ts):
 * the refund.processed webhook can be lost, and our request can go unanswered after the gateway
 * made the refund (we then never learnt its id: it is found among the payment's refunds by the
 * `receipt` we sent, our own id). What the gateway reports goes through recordGatewayRefund, which
 * enters a processed refund once however many paths find it. A refund the gateway never heard of,
 * an hour on, is failed: its amount is free again, and a request it answered is open again. Each
 * pending refund is asked about at most every REFUND_RECHECK_AFTER_MS, for as long as it is
 * pending. One run at a time, under a database lease.
 */
export async function reconcileRefunds({
  gateway = sitePaymentGateway(),
  holder = randomUUID(),
  db = defaultDb,
  now = Date.now(),
}: ReconcileOptions = {}): Promise<RefundReconcileReport> {
  if (!gateway) return { ran: false };
  return underLease({ name: REFUND_RECONCILE_LEASE, holder, ttlMs: LEASE_MS, db, now }, async () => {
    const pending = await db
      .selectFrom('refunds')
      .innerJoin('payments', 'payments.id', 'refunds.payment_id')
      .select([
        'refunds.id',
        'refunds.gateway_refund_id',
        'refunds.amount_paise',
        'refunds.created_at',
        'refunds.application_id',
        'payments.gateway_payment_id',
      ])
      .where('refunds.status', '=', 'pending')
      .where('refunds.channel', '=', 'gateway')
      .where('refunds.created_at', '<=', now - RECONCILE_AFTER_MS)
      .where((eb) => eb.or([eb('refunds.checked_at', 'is', null), eb('refunds.checked_at', '<=', now - REFUND_RECHECK_AFTER_MS)]))
      .orderBy((eb) => eb.fn.coalesce('refunds.checked_at', eb.lit(0)))
      .orderBy('refunds.created_at')
      .limit(BATCH)
      .execute();
    const report = { checked: pending.length, processed: 0, failedAtGateway: 0, neverMade: 0, unanswered: 0 };
    for (const ours of pending) {
      try {
        const refund = ours.gateway_refund_id
          ? await gateway.client.fetchRefund(ours.gateway_refund_id)
          : (await gateway.client.fetchPaymentRefunds(ours.gateway_payment_id!)).find((made) => ourRefundIdOf(made) === ours.id);
        if (refund) {
          const outcome = await recordGatewayRefund({ refund, gateway, createdBy: 'reconcile', db, now });
          if (outcome === 'refund-recorded') report.processed += 1;
          if (outcome === 'failed') report.failedAtGateway += 1;
        } else if (Number(ours.created_at) <= now - REFUND_UNMADE_AFTER_MS) {
          await failPendingRefund({ db, refund: ours, failure: REFUND_NEVER_MADE, now });
          report.neverMade += 1;
        }
        await db.updateTable('refunds').set({ checked_at: now }).where('id', '=', ours.id).execute();
      } catch (error) {
        // One refund the gateway cannot answer about does not stop the others; it is asked again next run.
        report.unanswered += 1;
        console.error(`refunds reconcile: ${ours.id}: ${(error as Error).message}`);
      }
    }
    return report;
  });
}

/** Every minute in this process. */
export function startRefundReconciliation({ everyMs = 60_000 }: { everyMs?: number } = {}): BackgroundLoop {
  return repeatInBackground({
    label: 'refunds reconcile',
    everyMs,
    job: (holder) => reconcileRefunds({ holder }),
    worthLogging: (report) => report.ran && report.processed + report.failedAtGateway + report.neverMade + report.unanswered > 0,
  });
}

import { randomUUID } from 'node:crypto';
import { db as defaultDb, type DB } from '~/db/db.server';
import { type BackgroundLoop, repeatInBackground, underLease } from '~/modules/leases/lease.server';
import { sitePaymentGateway, type PaymentGateway } from './payment-gateway.server';
import { recordGatewayPayment } from './record-gateway-payment.server';

export const RECONCILE_LEASE = 'payments-reconcile';
/** An order younger than this is left to the browser callback and the webhook. */
export const RECONCILE_AFTER_MS = 3 * 60_000;
/** Checkout attempts end long before this; older unpaid orders are no longer asked about. */
export const RECONCILE_WITHIN_MS = 3 * 24 * 60 * 60_000;
/** An order asked about and still unpaid is asked again after this, not every minute (Razorpay's rate limits). */
export const RECHECK_AFTER_MS = 5 * 60_000;
const LEASE_MS = 5 * 60_000;
const BATCH = 100;

/** What a reconciliation run takes; tests pass their gateway, clock and lease holder. */
export type ReconcileOptions = {
  /** Default: this site's; null: online payments are off. */
  gateway?: PaymentGateway | null;
  holder?: string;
  db?: DB;
  now?: number;
};

export type ReconcileReport = { ran: false } | { ran: true; checked: number; recorded: number; failed: number };

/**
 * Razorpay's rule: the browser callback can be lost, and so can a webhook. Orders still unpaid a
 * few minutes after they were made are checked against the gateway (the order's payments; each
 * order at most every RECHECK_AFTER_MS, for RECONCILE_WITHIN_MS); every
 * captured or authorised one goes through recordGatewayPayment, which counts it once however
 * many paths find it. Runs under the database lease RECONCILE_LEASE: on several nodes, or beside
 * `npm run payments:reconcile`, one run at a time ({ ran: false } for the others).
 */
export async function reconcilePayments({
  gateway = sitePaymentGateway(),
  holder = randomUUID(),
  db = defaultDb,
  now = Date.now(),
}: ReconcileOptions = {}): Promise<ReconcileReport> {
  if (!gateway) return { ran: false };
  return underLease({ name: RECONCILE_LEASE, holder, ttlMs: LEASE_MS, db, now }, async () => {
    const orders = await db
      .selectFrom('payment_orders')
      .select(['id', 'gateway_order_id'])
      .where('status', '!=', 'paid')
      .where('created_at', '<=', now - RECONCILE_AFTER_MS)
      .where('created_at', '>', now - RECONCILE_WITHIN_MS)
      .where((eb) => eb.or([eb('checked_at', 'is', null), eb('checked_at', '<=', now - RECHECK_AFTER_MS)]))
      .orderBy((eb) => eb.fn.coalesce('checked_at', eb.lit(0)))
      .orderBy('created_at')
      .limit(BATCH)
      .execute();
    let recorded = 0;
    let failed = 0;
    for (const order of orders) {
      try {
        for (const payment of await gateway.client.fetchOrderPayments(order.gateway_order_id)) {
          if (payment.status !== 'captured' && payment.status !== 'authorized') continue;
          const result = await recordGatewayPayment({ orderId: order.gateway_order_id, paymentId: payment.id, via: 'reconcile', gateway, db, now });
          if (result.ok && result.recorded) recorded += 1;
        }
        await db.updateTable('payment_orders').set({ checked_at: now }).where('id', '=', order.id).execute();
      } catch (error) {
        // One order the gateway cannot answer about does not stop the others; it is asked again next run.
        failed += 1;
        console.error(`payments reconcile: ${order.gateway_order_id}: ${(error as Error).message}`);
      }
    }
    return { checked: orders.length, recorded, failed };
  });
}

/** Every minute in this process. */
export function startPaymentReconciliation({ everyMs = 60_000 }: { everyMs?: number } = {}): BackgroundLoop {
  return repeatInBackground({
    label: 'payments reconcile',
    everyMs,
    job: (holder) => reconcilePayments({ holder }),
    worthLogging: (report) => report.ran && (report.recorded > 0 || report.failed > 0),
  });
}

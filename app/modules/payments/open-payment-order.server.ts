import type { Insertable } from 'kysely';
import type { DB } from '~/db/db.server';
import type { PaymentOrdersTable } from '~/db/schema';
import { lockApplication } from '~/modules/ledger/lock-application.server';

// At most one open order (status 'created') per application. Each order is a gateway call, and
// reconciliation asks the gateway about it for days; a student pressing Pay Now again for the same
// amount gets the order already open, and one who changes the amount supersedes it (a superseded
// order can still be paid from a Checkout window left open: the payment is recorded as any other,
// and reconciliation keeps asking about it, since it asks about every order not paid).

/**
 * An open order younger than this is offered again; an older one is superseded by a new order, so
 * that a payment on any order we hand out falls well within reconciliation's RECONCILE_WITHIN_MS
 * (3 days from the order's creation).
 */
export const REUSE_OPEN_ORDER_WITHIN_MS = 24 * 60 * 60_000;

export type OpenOrder = { gatewayOrderId: string; amountPaise: number };

/** The application's open order for exactly `amountPaise`, recent enough to be offered again. */
export async function findReusableOrder(db: DB, { applicationId, amountPaise, now }: { applicationId: string; amountPaise: number; now: number }) {
  const row = await db
    .selectFrom('payment_orders')
    .select(['gateway_order_id', 'amount_paise'])
    .where('application_id', '=', applicationId)
    .where('status', '=', 'created')
    .where('amount_paise', '=', amountPaise)
    .where('created_at', '>', now - REUSE_OPEN_ORDER_WITHIN_MS)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row ? ({ gatewayOrderId: row.gateway_order_id, amountPaise: Number(row.amount_paise) } satisfies OpenOrder) : undefined;
}

/**
 * Stores `order` (just made at the gateway) as its application's one open order. The application's
 * row is held for the transaction (lockApplication), so of two create-orders at once the second
 * waits and then sees the first's order: for the same amount it answers that one and drops its own
 * (never stored, so never shown or paid); for another amount it supersedes it. The gateway call
 * itself stays outside the transaction: SQLite has one writer, and a slow gateway must not hold it.
 */
export async function storeOpenOrder(db: DB, order: Insertable<PaymentOrdersTable> & { created_at: number }): Promise<OpenOrder> {
  const amountPaise = Number(order.amount_paise);
  return db.transaction().execute(async (trx) => {
    await lockApplication(trx, order.application_id);
    const open = await findReusableOrder(trx, { applicationId: order.application_id, amountPaise, now: order.created_at });
    if (open) return open;
    await trx
      .updateTable('payment_orders')
      .set({ status: 'superseded', updated_at: order.created_at })
      .where('application_id', '=', order.application_id)
      .where('status', '=', 'created')
      .execute();
    await trx.insertInto('payment_orders').values(order).execute();
    return { gatewayOrderId: order.gateway_order_id, amountPaise };
  });
}

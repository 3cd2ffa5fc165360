import type { Kysely } from 'kysely';

// A gateway refund stays `pending` until the gateway says otherwise, and its webhook can be lost,
// or our request can go unanswered after the gateway made the refund. Reconciliation asks the
// gateway about pending refunds (docs/decisions/033-refunds.md); `checked_at` is when it last asked,
// so each is asked again only after a while (Razorpay's rate limits), as `payment_orders.checked_at`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refunds').addColumn('checked_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refunds').dropColumn('checked_at').execute();
}

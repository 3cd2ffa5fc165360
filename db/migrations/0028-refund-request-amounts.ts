import type { Kysely } from 'kysely';

// A student's refund request says how much (issue 20): by default all that is refundable when
// asked, or less. Staff's refund dialog starts from it. Requests made before this have none, and
// are read as "all that is refundable".
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refund_requests').addColumn('amount_paise', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refund_requests').dropColumn('amount_paise').execute();
}

import type { Kysely } from 'kysely';

// Why staff marked an application's fees Paid or Pending by hand (fee_status_mark, 0004): shown
// beside '(set by staff)' on View Applications and written to the audit log with the mark. Null
// when there is no mark, or when a client of spec §7 sent none (the audit then says 'no reason given').
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('applications').addColumn('fee_status_reason', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('applications').dropColumn('fee_status_reason').execute();
}

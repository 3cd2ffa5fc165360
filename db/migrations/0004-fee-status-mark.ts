import type { Kysely } from 'kysely';

// Staff may mark an application's fees Paid or Pending (spec §4, POST /api/admin/change-fee-status):
// a waiver or a concession, a payment taken at the counter before it is recorded, a cheque that
// bounced. The fee status is otherwise derived from what was paid (application-view.server.ts);
// this column holds only staff's explicit mark, null when there is none.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('applications').addColumn('fee_status_mark', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('applications').dropColumn('fee_status_mark').execute();
}

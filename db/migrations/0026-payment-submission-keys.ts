import { sql, type Kysely } from 'kysely';

// A second click is not a second receipt (issue 20). Staff's Record payment form sends a key made
// when the form opens (the API takes it as the Idempotency-Key header); the ledger payment keeps
// it, and its unique index makes a repeated submission — a double click, a retry after a lost
// answer, two tabs — find the payment already recorded instead of writing another. Payments
// recorded before this, or by other paths, have none.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('submission_key', 'text').execute();
  await sql`create unique index payments_submission_key on payments (submission_key) where submission_key is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payments_submission_key').execute();
  await db.schema.alterTable('payments').dropColumn('submission_key').execute();
}

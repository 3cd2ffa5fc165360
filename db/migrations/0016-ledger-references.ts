import { sql, type Kysely } from 'kysely';

// Money taken outside the gateway (issue 11, docs/decisions/032-offline-payments.md). Ledger rows
// stay write-once; these columns say what the office needs to find and prove a movement:
// - `reference`: the UTR of a UPI payment or bank transfer, the cheque or demand-draft number;
// - `reference_bank`: the bank a cheque or demand draft is drawn on (its number is unique only there);
// - `paid_on`: the day the student paid (ISO calendar day, India), which may be before the day the
//   row was written (`created_at`) — a cheque handed in on Friday and recorded on Monday;
// - `related_payment_id`: the ledger payment a refund returns or a reversal (bounced cheque) undoes,
//   so "never more than what is left of that payment" is a sum over one index.
// Refunds already in the ledger came from the gateway and name their payment's gateway id; they get
// their related payment here.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['reference', 'reference_bank', 'paid_on', 'related_payment_id']) {
    await db.schema.alterTable('payments').addColumn(column, 'text').execute();
  }
  await db.schema.createIndex('payments_related_payment').on('payments').column('related_payment_id').execute();
  // Day book, exports and the Finance overview read the ledger by date across all applications.
  await db.schema.createIndex('payments_created_at').on('payments').column('created_at').execute();
  await sql`
    update payments set related_payment_id = (
      select p.id from payments p where p.kind = 'payment' and p.gateway_payment_id = payments.gateway_payment_id
    )
    where kind = 'refund' and gateway_payment_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payments_created_at').execute();
  await db.schema.dropIndex('payments_related_payment').execute();
  for (const column of ['related_payment_id', 'paid_on', 'reference_bank', 'reference']) {
    await db.schema.alterTable('payments').dropColumn(column).execute();
  }
}

import { sql, type Kysely } from 'kysely';

// Money taken outside the gateway (issue 11, docs/decisions/032-offline-payments.md).
//
// `payment_reference_keys`: one row per ledger payment that carries a bank reference, keyed by the
// reference as the bank would match it — kind, then (for a cheque or demand draft) the bank, then
// the number, trimmed, upper case, without spaces ('UTR:4321ABC', 'CHEQUE:SBI:004512'). Its
// primary key is what makes "a UTR is entered once" hold when two people record the same transfer
// at the same moment: the second insert fails and its whole transaction (receipt number included)
// rolls back. A select before the insert only gives the friendly message naming the receipt.
//
// `payments_one_reversal`: a bounced cheque is undone by one negative adjustment naming the payment
// (related_payment_id); two staff marking it bounced at once cannot take the money off twice.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_reference_keys')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('payment_id', 'text', (c) => c.notNull().references('payments.id').onDelete('restrict'))
    .execute();
  await sql`create unique index payments_one_reversal on payments (related_payment_id) where kind = 'adjustment' and related_payment_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payments_one_reversal').execute();
  await db.schema.dropTable('payment_reference_keys').execute();
}

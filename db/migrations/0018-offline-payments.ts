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
//
// `payment_reports`: a student's 'I have paid by UPI / bank transfer' (amount, day, UTR, a
// screenshot kept sealed in private storage) waiting in accounts' To-verify queue. Decided once:
// the decision is an update `where status = 'pending'`, in the transaction that writes the ledger
// payment on accept. `confirmed_amount_paise` is what accounts found in the bank statement when it
// differs from the report; `payment_id` the ledger payment an accepted report became.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_reference_keys')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('payment_id', 'text', (c) => c.notNull().references('payments.id').onDelete('restrict'))
    .execute();
  await db.schema
    .createTable('payment_reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('application_id', 'text', (c) => c.notNull().references('applications.id').onDelete('restrict'))
    .addColumn('student_id', 'text', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('method', 'text', (c) => c.notNull()) // upi | bank-transfer
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    .addColumn('paid_on', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('proof_storage_key', 'text', (c) => c.notNull())
    .addColumn('proof_content_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull()) // pending | accepted | rejected
    .addColumn('confirmed_amount_paise', 'bigint')
    .addColumn('reason', 'text')
    .addColumn('payment_id', 'text', (c) => c.references('payments.id').onDelete('restrict'))
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_reports_status').on('payment_reports').columns(['status', 'created_at']).execute();
  await sql`create unique index payments_one_reversal on payments (related_payment_id) where kind = 'adjustment' and related_payment_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payments_one_reversal').execute();
  await db.schema.dropTable('payment_reports').execute();
  await db.schema.dropTable('payment_reference_keys').execute();
}

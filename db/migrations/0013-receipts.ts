import { type Kysely } from 'kysely';

// Receipts (issue 10, docs/decisions/026-receipts.md).
//
// `receipt_series`: the last receipt number given in each Indian financial year (April–March,
// Asia/Kolkata), '2026-27' → 42. It is moved by one upsert in the transaction that writes the
// ledger payment, so a payment that rolls back takes its number back with it: no gaps.
//
// `receipts`: every PDF the institute issued, kept as issued (write-once): a receipt per ledger
// payment (`kind = 'payment'`, with its number) and the fee statements staff generate for an
// application (`kind = 'statement'`, no number). The PDF is stored base64 in a text column, like
// mail attachments (decision 022), so the table is the same on both engines (decision 003) and a
// SQLite backup is still one file. An application without money can be erased with its
// statements (cascade); one with a ledger row is kept by law and keeps its receipts.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('receipt_series')
    .addColumn('financial_year', 'text', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('receipts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull()) // payment | statement
    .addColumn('receipt_number', 'text', (c) => c.unique()) // payments only
    .addColumn('payment_id', 'text', (c) => c.unique().references('payments.id').onDelete('restrict'))
    .addColumn('application_id', 'text', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('student_id', 'text', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('pdf_base64', 'text', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('test', 'integer', (c) => c.notNull()) // 1: a simulated or test-key payment, printed TEST
    .addColumn('created_by', 'text', (c) => c.notNull()) // verify | webhook | reconcile | admin:<id>
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('receipts_application').on('receipts').columns(['application_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('receipts').execute();
  await db.schema.dropTable('receipt_series').execute();
}

import { sql, type Kysely } from 'kysely';

// Refunds, credit notes and students' refund requests (issue 11, docs/decisions/033-refunds.md).
//
// `refunds`: every refund staff make, in the state it is in. A gateway refund may be `pending` at
// Razorpay for days; only a `processed` one is money returned, so only then does it enter the
// ledger (a negative `payments` row, `ledger_payment_id`) and lower the balance. Until then it still
// holds its amount against its payment, so two refunds of one payment can never together return more
// than was paid. `gateway_refund_id` is Razorpay's rfnd_… id (unique): the API's answer and the
// refund.processed webhook both record it, and one of them wins. An office refund (cash, cheque …)
// is processed when recorded.
//
// `refund_requests`: a student's request for a refund or a withdrawal, open until accounts refund
// (`refund_id`) or decline it (with a reason). One open request per application (partial unique index).
//
// Credit notes are `receipts` rows of kind 'credit-note' (numbered from `receipt_series` under the key
// 'CN/<financial year>': a series of their own, given by the same upsert as receipt numbers).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payment_id', 'text', (c) => c.notNull().references('payments.id').onDelete('restrict')) // the ledger payment returned
    .addColumn('application_id', 'text', (c) => c.notNull().references('applications.id').onDelete('restrict'))
    .addColumn('student_id', 'text', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('amount_paise', 'bigint', (c) => c.notNull().check(sql`amount_paise > 0`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull()) // gateway | office
    .addColumn('method', 'text') // office: how the money was paid back (cash, cheque, upi, bank-transfer, demand-draft)
    .addColumn('status', 'text', (c) => c.notNull()) // pending | processed | failed
    .addColumn('gateway_refund_id', 'text', (c) => c.unique())
    .addColumn('ledger_payment_id', 'text', (c) => c.unique().references('payments.id').onDelete('restrict'))
    .addColumn('failure', 'text') // what the gateway said when it refused
    .addColumn('created_by', 'text', (c) => c.notNull()) // admin:<id>
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refunds_payment').on('refunds').columns(['payment_id', 'status']).execute();
  await db.schema.createIndex('refunds_application').on('refunds').columns(['application_id', 'created_at']).execute();

  await db.schema
    .createTable('refund_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('application_id', 'text', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('student_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull()) // refund | withdrawal
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull()) // open | refunded | declined
    .addColumn('decision_reason', 'text')
    .addColumn('refund_id', 'text', (c) => c.references('refunds.id').onDelete('restrict'))
    .addColumn('decided_by', 'text') // admin:<id>
    .addColumn('decided_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await sql`create unique index refund_requests_one_open on refund_requests (application_id) where status = 'open'`.execute(db);
  await db.schema.createIndex('refund_requests_status').on('refund_requests').columns(['status', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('refund_requests').execute();
  await db.schema.dropTable('refunds').execute();
}

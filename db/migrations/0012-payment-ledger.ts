import { sql, type Kysely } from 'kysely';

// The ledger of fee money (issue 10, docs/decisions/024-payment-ledger.md). Every movement of money
// is a row that is written once and never changed: a payment, a refund, or an adjustment by staff
// (or by this migration, for totals stored before the ledger existed). Amounts are signed paise:
// payments positive, refunds negative, adjustments either, so the paid total of an application is
// the plain sum of its rows and no number is ever overwritten. `applications.fees_paid_paise` is
// that sum, kept in the same transaction as every insert, for the views that read it.
//
// `payment_orders`: the gateway orders we created, so a checkout signature is checked against the
// order id WE stored for that student, and reconciliation knows which orders to ask about.
// `payment_webhook_events`: Razorpay's X-Razorpay-Event-Id of every event handled (delivered at
// least once; a second delivery is answered without work). `leases`: who runs a periodic job now,
// so several app nodes never run it twice at once.
//
// The payments table of 0003 was never written by the product (there was no payment path); any
// rows a test or a hand put there are carried over rather than dropped.
type OldPayment = {
  id: string;
  application_id: string;
  user_id: string;
  gateway: string;
  gateway_order_id: string;
  gateway_payment_id: string | null;
  amount_paise: number | string;
  status: string;
  created_at: number | string;
  updated_at: number | string;
};

export async function up(db: Kysely<unknown>): Promise<void> {
  // Read, dropped, rebuilt (a rename would leave PostgreSQL's payments_pkey name taken).
  const { rows: old } = await sql<OldPayment>`
    select p.id, p.application_id, a.user_id, p.gateway, p.gateway_order_id, p.gateway_payment_id, p.amount_paise, p.status, p.created_at, p.updated_at
    from payments p join applications a on a.id = p.application_id`.execute(db);
  await db.schema.dropTable('payments').execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('application_id', 'text', (c) => c.notNull().references('applications.id').onDelete('restrict'))
    .addColumn('student_id', 'text', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('kind', 'text', (c) => c.notNull()) // payment | refund | adjustment
    .addColumn('source', 'text', (c) => c.notNull()) // gateway | staff | migration
    .addColumn('gateway', 'text') // razorpay | simulated; null when no gateway moved the money
    .addColumn('method', 'text') // upi | card | netbanking | … as the gateway says; cash, cheque … from staff
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('gateway_order_id', 'text')
    .addColumn('gateway_payment_id', 'text')
    .addColumn('gateway_refund_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull()) // paid (payment) | processed (refund) | recorded (adjustment)
    // Receipts slice: 'NIHM/2026-27/000042', given once from a gapless per-financial-year series.
    .addColumn('receipt_number', 'text', (c) => c.unique())
    .addColumn('note', 'text') // why an adjustment was made
    .addColumn('created_by', 'text', (c) => c.notNull()) // verify | webhook | reconcile | admin:<id> | migration
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint(
      'payments_amount_sign',
      sql`(kind = 'payment' and amount_paise > 0) or (kind = 'refund' and amount_paise < 0) or (kind = 'adjustment' and amount_paise <> 0)`,
    )
    .execute();
  // A gateway payment is counted once: the insert of a second row for it fails, whoever tries.
  await sql`create unique index payments_gateway_payment on payments (gateway_payment_id) where kind = 'payment'`.execute(db);
  await sql`create unique index payments_gateway_refund on payments (gateway_refund_id) where gateway_refund_id is not null`.execute(db);
  await db.schema.createIndex('payments_application').on('payments').columns(['application_id', 'created_at']).execute();
  await db.schema.createIndex('payments_student').on('payments').columns(['student_id', 'created_at']).execute();

  await db.schema
    .createTable('payment_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('gateway_order_id', 'text', (c) => c.notNull().unique())
    .addColumn('application_id', 'text', (c) => c.notNull().references('applications.id').onDelete('restrict'))
    .addColumn('student_id', 'text', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull()) // created | failed (last attempt) | paid
    .addColumn('last_error', 'text') // the gateway's description of the last failed attempt
    .addColumn('checked_at', 'bigint') // last asked about by reconciliation
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_orders_open').on('payment_orders').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('payment_orders_application').on('payment_orders').column('application_id').execute();

  await db.schema
    .createTable('payment_webhook_events')
    .addColumn('id', 'text', (c) => c.primaryKey()) // X-Razorpay-Event-Id
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text') // the payment, order or refund it was about
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();

  // Carried over: orders of the old table, and its paid rows as ledger payments.
  for (const row of old) {
    const amount = Number(row.amount_paise);
    const status = row.status === 'paid' ? 'paid' : row.status === 'failed' ? 'failed' : 'created';
    const [createdAt, updatedAt] = [Number(row.created_at), Number(row.updated_at)];
    await sql`
      insert into payment_orders
        (id, gateway, gateway_order_id, application_id, student_id, amount_paise, currency, status, created_at, updated_at)
      values
        (${row.id}, ${row.gateway}, ${row.gateway_order_id}, ${row.application_id}, ${row.user_id}, ${amount}, 'INR', ${status},
         ${createdAt}, ${updatedAt})`.execute(db);
    if (status !== 'paid' || amount <= 0) continue;
    await sql`
      insert into payments
        (id, application_id, student_id, kind, source, gateway, amount_paise, currency, gateway_order_id, gateway_payment_id,
         status, created_by, created_at)
      values
        (${row.id}, ${row.application_id}, ${row.user_id}, 'payment', 'gateway', ${row.gateway}, ${amount}, 'INR', ${row.gateway_order_id},
         ${row.gateway_payment_id}, 'paid', 'migration', ${createdAt})`.execute(db);
  }

  // A total stored before the ledger (staff edits) becomes an opening adjustment, so the total is
  // the sum of the ledger from now on. Ids: the application's own, prefixed, unique and stable.
  await sql`
    insert into payments (id, application_id, student_id, kind, source, amount_paise, currency, status, note, created_by, created_at)
    select 'opening-' || a.id, a.id, a.user_id, 'adjustment', 'migration',
           a.fees_paid_paise - coalesce((select sum(p.amount_paise) from payments p where p.application_id = a.id), 0),
           'INR', 'recorded', 'Amount paid before the ledger existed', 'migration', a.updated_at
    from applications a
    where a.fees_paid_paise <> coalesce((select sum(p.amount_paise) from payments p where p.application_id = a.id), 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['leases', 'payment_webhook_events', 'payment_orders']) await db.schema.dropTable(table).execute();
  await db.schema.dropTable('payments').execute();
  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('application_id', 'text', (c) => c.notNull().references('applications.id').onDelete('restrict'))
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('gateway_order_id', 'text', (c) => c.notNull().unique())
    .addColumn('gateway_payment_id', 'text', (c) => c.unique())
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

import type { Kysely } from 'kysely';

// The simulated payment gateway's own state (docs/decisions/023-payment-gateway.md): a local
// Razorpay served by our process under /simulated-gateway/ while the site is local. Ids are
// Razorpay's (order_…, pay_…, rfnd_…); amounts in paise; times in epoch ms (the API answers Unix
// seconds). These rows are the gateway's, not our ledger: our own record of money is elsewhere.
// `simulated_gateway_webhooks` holds each event as the exact bytes that are signed and sent, so
// every retry carries the same body, signature and event id until the receiver answers 2xx.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('simulated_gateway_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    .addColumn('amount_paid_paise', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('receipt', 'text')
    .addColumn('status', 'text', (c) => c.notNull()) // created | attempted | paid
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('notes', 'text', (c) => c.notNull()) // JSON object
    .addColumn('payment_capture', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('simulated_gateway_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('simulated_gateway_orders.id'))
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull()) // authorized | captured | refunded | failed
    .addColumn('method', 'text', (c) => c.notNull()) // upi | card | netbanking
    .addColumn('amount_refunded_paise', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('captured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text') // JSON {code, description, source, step, reason} of a failed payment
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('simulated_gateway_payments_order').on('simulated_gateway_payments').columns(['order_id', 'created_at']).execute();

  await db.schema
    .createTable('simulated_gateway_refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payment_id', 'text', (c) => c.notNull().references('simulated_gateway_payments.id'))
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('receipt', 'text')
    .addColumn('notes', 'text', (c) => c.notNull()) // JSON object
    .addColumn('status', 'text', (c) => c.notNull()) // processed
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('simulated_gateway_webhooks')
    .addColumn('id', 'text', (c) => c.primaryKey()) // X-Razorpay-Event-Id
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // Due time of the next attempt; while one is under way it is pushed past that attempt's
    // timeout, so a second worker does not send the same event at the same moment.
    .addColumn('next_attempt_at', 'bigint')
    .addColumn('delivered_at', 'bigint')
    .addColumn('gave_up_at', 'bigint')
    .addColumn('last_status', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('simulated_gateway_webhooks_due').on('simulated_gateway_webhooks').column('next_attempt_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['simulated_gateway_webhooks', 'simulated_gateway_refunds', 'simulated_gateway_payments', 'simulated_gateway_orders'])
    await db.schema.dropTable(table).execute();
}

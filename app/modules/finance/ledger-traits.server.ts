import { type RawBuilder, type SqlBool, sql } from 'kysely';

// Server: what the reports must know about a ledger row beyond its columns, as SQL over the row's
// table or alias (`payments`, `p` …), so every report (Finance, exports, day book, the desks) asks
// the same questions the same way. Each answers true/false on PostgreSQL and 1/0 on SQLite.

const column = (row: string, name: string) => sql.ref(`${row}.${name}`);

/**
 * TEST money: moved by the simulated gateway, or by Razorpay with test keys — the code marks those
 * only on the documents it issued (`receipts.test`, decision 026): the row's own receipt or credit
 * note, or that of the payment it refunds or reverses. No money was received or paid back.
 */
export const isTestMoney = (row: string): RawBuilder<SqlBool> =>
  sql`(coalesce(${column(row, 'gateway')}, '') = 'simulated' or exists (
    select 1 from receipts test_document
    where test_document.test = 1 and test_document.payment_id in (${column(row, 'id')}, ${column(row, 'related_payment_id')})))`;

/** The row that cancels an office receipt: one reversing adjustment, status 'cancelled', naming the payment. */
export const isCancellation = (row: string): RawBuilder<SqlBool> => sql`(${column(row, 'kind')} = 'adjustment' and ${column(row, 'status')} = 'cancelled')`;

/** A payment whose receipt was cancelled: it never counts as money received. */
export const isCancelledPayment = (row: string): RawBuilder<SqlBool> =>
  sql`exists (select 1 from payments cancellation
    where cancellation.related_payment_id = ${column(row, 'id')} and cancellation.kind = 'adjustment' and cancellation.status = 'cancelled')`;

/** A cheque or draft the bank returned: reversed by an adjustment naming it that is not a cancellation. */
export const isBouncedPayment = (row: string): RawBuilder<SqlBool> =>
  sql`exists (select 1 from payments reversal
    where reversal.related_payment_id = ${column(row, 'id')} and reversal.kind = 'adjustment' and reversal.status <> 'cancelled')`;

/** A payment a student reported (UPI, bank transfer) and accounts accepted into the ledger. */
export const isReportedByStudent = (row: string): RawBuilder<SqlBool> =>
  sql`exists (select 1 from payment_reports report where report.payment_id = ${column(row, 'id')})`;

/** Money that counts in a day's collections: neither a cancelled payment nor the row that cancels it. */
export const countsInCollections = (row: string): RawBuilder<SqlBool> => sql`not (${isCancellation(row)} or ${isCancelledPayment(row)})`;

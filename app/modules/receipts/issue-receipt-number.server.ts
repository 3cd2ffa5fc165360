import type { DB } from '~/db/db.server';
import { CREDIT_NOTE_SERIES, financialYearOf, formatReceiptNumber, type ReceiptSeries } from './receipt-number';

/**
 * The next receipt number of the financial year of `now` (April–March, IST), gapless: one upsert
 * on that year's row of `receipt_series`, inside the caller's transaction `db` — the one that
 * writes the ledger payment the number is printed on. On PostgreSQL the row stays locked until
 * that transaction ends, so concurrent payments take consecutive numbers; SQLite runs one writer
 * at a time. A transaction that rolls back (a duplicate recording, a failure) gives its number
 * back. Called by recordGatewayPayment, and by every other path that puts a payment in the ledger.
 * Credit notes (`series: 'credit-note'`) count in a series of their own, in the same table under
 * the key 'CN/2026-27'.
 */
export async function issueReceiptNumber({ db, now, series = 'receipt' }: { db: DB; now: number; series?: ReceiptSeries }): Promise<string> {
  const financialYear = financialYearOf(now);
  const key = series === 'credit-note' ? `${CREDIT_NOTE_SERIES}/${financialYear}` : financialYear;
  const { last_number } = await db
    .insertInto('receipt_series')
    .values({ financial_year: key, last_number: 1 })
    .onConflict((conflict) => conflict.column('financial_year').doUpdateSet((eb) => ({ last_number: eb('receipt_series.last_number', '+', 1) })))
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return formatReceiptNumber(financialYear, Number(last_number), series);
}

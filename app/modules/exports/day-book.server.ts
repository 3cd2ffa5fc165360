import { db as defaultDb, type DB } from '~/db/db.server';
import { studentName } from '~/modules/applications/application-view.server';
import { paymentOutcome } from '~/modules/finance/ledger-labels.server';
import { receiptInstitute } from '~/modules/receipts/receipt-parties.server';
import { ledgerRecordPages, recordMethod } from './ledger-export.server';
import { renderDayBook, type DayBookLine } from './day-book-pdf.server';

// Server: the day book (issue 11): the money recorded on one day in India, for the cashier to hand
// over. Payments and refunds only: a staff adjustment corrects a total, no money changes hands
// (a cancellation is an adjustment too: it is shown on the payment it cancels, marked Cancelled).

/** The day's ledger as lines, in the order recorded. */
export async function dayBookLines({ db = defaultDb, date }: { db?: DB; date: string }): Promise<DayBookLine[]> {
  const lines: DayBookLine[] = [];
  for await (const page of ledgerRecordPages({ db, range: { from: date, to: date } })) {
    for (const row of page) {
      if (row.kind === 'adjustment') continue;
      lines.push({
        at: Number(row.created_at),
        kind: row.kind,
        receiptNumber: row.receipt_number,
        studentNumber: row.student_number,
        student: studentName(row),
        course: row.course_title,
        method: recordMethod(row) ?? 'Not stated',
        // Only the office hands cash over: a gateway's 'cash' would be a method it named, not notes in a drawer.
        cash: row.gateway === null && row.method === 'cash',
        reference: row.reference,
        againstReceipt: row.against_receipt,
        amountPaise: Math.abs(Number(row.amount_paise)),
        test: Boolean(row.test),
        cancelled: row.kind === 'payment' && paymentOutcome(row) === 'Cancelled',
      });
    }
  }
  return lines;
}

/** The day book PDF of `date` (ISO day, India). */
export async function generateDayBook({ db = defaultDb, date, now = Date.now() }: { db?: DB; date: string; now?: number }): Promise<Buffer> {
  const [institute, lines] = await Promise.all([receiptInstitute({ db }), dayBookLines({ db, date })]);
  return renderDayBook({ institute, date, generatedAt: now, lines });
}

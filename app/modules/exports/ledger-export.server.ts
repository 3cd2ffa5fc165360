import { db as defaultDb, type DB } from '~/db/db.server';
import { studentName } from '~/modules/applications/application-view.server';
import { ledgerMethodLabel, paymentOutcome, VOUCHER_TYPES } from '~/modules/finance/ledger-labels.server';
import { isBouncedPayment, isCancelledPayment, isReportedByStudent, isTestMoney } from '~/modules/finance/ledger-traits.server';
import { dateInputValue } from '~/utils/dates';
import type { ExportCell, ExportColumn } from './export-cells';
import type { ExportRange } from './exports.schemas';
import { indiaDayEnd, indiaDayStart } from './india-days';
import type { RowPages } from './table-stream.server';

// Server: the ledger as an accountant keys it into Tally (docs/decisions/030-exports.md). One row
// per ledger row, in the order they were recorded. A payment's money is in 'Amount', a refund's in
// 'Refund' (positive: the money that went back), an adjustment by staff in 'Amount' with its sign.
// The range selects the day a row was RECORDED (India), so an export of last month never changes
// afterwards; 'Date' is the day the student paid (a cheque recorded on Monday may be Friday's).
// Every row can be traced: the student's number, the gateway's payment, order and refund ids, the
// receipt a refund or reversal is against. TEST money (a test gateway) says so: it is not income.

export const LEDGER_COLUMNS: ExportColumn[] = [
  { heading: 'Date', kind: 'day', width: 12 },
  { heading: 'Voucher type', kind: 'text', width: 12 },
  { heading: 'Receipt number', kind: 'text', width: 22 },
  { heading: 'Student number', kind: 'text', width: 18 },
  { heading: 'Student', kind: 'text', width: 28 },
  { heading: 'Course', kind: 'text', width: 32 },
  { heading: 'Ledger name', kind: 'text', width: 32 },
  { heading: 'Type', kind: 'text', width: 12 },
  { heading: 'Status', kind: 'text', width: 10 },
  { heading: 'Method', kind: 'text', width: 24 },
  { heading: 'Reference / UTR', kind: 'text', width: 24 },
  { heading: 'Bank', kind: 'text', width: 20 },
  { heading: 'Gateway payment ID', kind: 'text', width: 22 },
  { heading: 'Gateway order ID', kind: 'text', width: 22 },
  { heading: 'Gateway refund ID', kind: 'text', width: 22 },
  { heading: 'Against receipt', kind: 'text', width: 22 },
  { heading: 'Amount (INR)', kind: 'rupees', width: 14 },
  { heading: 'Refund (INR)', kind: 'rupees', width: 14 },
  { heading: 'Test', kind: 'text', width: 6 },
  { heading: 'Note', kind: 'text', width: 32 },
  { heading: 'Recorded on', kind: 'day', width: 12 },
  { heading: 'Ledger ID', kind: 'text', width: 38 },
];

const KIND_LABEL = { payment: 'Payment', refund: 'Refund', adjustment: 'Adjustment' } as const;

/** Rows read per query: big enough to keep round trips few, small enough that memory never notices. */
export const EXPORT_PAGE_SIZE = 1000;

function ledgerQuery(db: DB) {
  return db
    .selectFrom('payments')
    .innerJoin('applications', 'applications.id', 'payments.application_id')
    .innerJoin('users', 'users.id', 'payments.student_id')
    .innerJoin('courses', 'courses.id', 'applications.course_id')
    .leftJoin('profiles', 'profiles.user_id', 'payments.student_id')
    .leftJoin('payments as against', 'against.id', 'payments.related_payment_id')
    .select([
      'payments.id',
      'payments.kind',
      'payments.method',
      'payments.gateway',
      'payments.amount_paise',
      'payments.receipt_number',
      'payments.reference',
      'payments.reference_bank',
      'payments.paid_on',
      'payments.note',
      'payments.created_at',
      'payments.gateway_payment_id',
      'payments.gateway_order_id',
      'payments.gateway_refund_id',
      'against.receipt_number as against_receipt',
      'users.name as user_name',
      'users.email as user_email',
      'users.student_number',
      'profiles.first_name',
      'profiles.middle_name',
      'profiles.last_name',
      'courses.title as course_title',
      isTestMoney('payments').as('test'),
      isReportedByStudent('payments').as('reported'),
      isCancelledPayment('payments').as('cancelled'),
      isBouncedPayment('payments').as('bounced'),
    ]);
}
export type LedgerRecord = Awaited<ReturnType<ReturnType<typeof ledgerQuery>['execute']>>[number];

/** How the row's money moved, as the reports name it ('Razorpay (UPI)', 'UPI, reported by the student', 'Cash' …). */
export const recordMethod = (row: LedgerRecord) => ledgerMethodLabel({ gateway: row.gateway, method: row.method, reportedByStudent: Boolean(row.reported) });

function ledgerCells(row: LedgerRecord): ExportCell[] {
  const amount = Number(row.amount_paise);
  const recordedOn = dateInputValue(Number(row.created_at));
  return [
    row.paid_on ?? recordedOn,
    VOUCHER_TYPES[row.kind],
    row.receipt_number,
    row.student_number,
    studentName(row),
    row.course_title,
    row.course_title,
    KIND_LABEL[row.kind],
    row.kind === 'payment' ? paymentOutcome(row) : null,
    recordMethod(row),
    row.reference,
    row.reference_bank,
    row.gateway_payment_id,
    row.gateway_order_id,
    row.gateway_refund_id,
    row.against_receipt,
    row.kind === 'refund' ? null : amount,
    row.kind === 'refund' ? -amount : null,
    row.test ? 'Yes' : 'No',
    row.note,
    recordedOn,
    row.id,
  ];
}

type PageOptions = { db?: DB; range: ExportRange; pageSize?: number };

/** The ledger rows recorded in the range, as export rows a page at a time. */
export async function* ledgerPages(options: PageOptions): RowPages {
  for await (const records of ledgerRecordPages(options)) yield records.map(ledgerCells);
}

/** The ledger rows recorded in the range, a page at a time (keyset on created_at, id: no OFFSET scans). */
export async function* ledgerRecordPages({ db = defaultDb, range, pageSize = EXPORT_PAGE_SIZE }: PageOptions): AsyncGenerator<LedgerRecord[]> {
  const start = indiaDayStart(range.from);
  const end = indiaDayEnd(range.to);
  let after: { createdAt: number; id: string } | null = null;
  for (;;) {
    const cursor = after;
    const rows: LedgerRecord[] = await ledgerQuery(db)
      .where('payments.created_at', '>=', start)
      .where('payments.created_at', '<', end)
      // A row comparison, which both engines answer from the (created_at, id) index of migration 0021.
      .$if(cursor !== null, (query) => query.where((eb) => eb(eb.refTuple('payments.created_at', 'payments.id'), '>', eb.tuple(cursor!.createdAt, cursor!.id))))
      .orderBy('payments.created_at')
      .orderBy('payments.id')
      .limit(pageSize)
      .execute();
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
    const last: LedgerRecord = rows[rows.length - 1]!;
    after = { createdAt: Number(last.created_at), id: last.id };
  }
}

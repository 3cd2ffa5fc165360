import { db as defaultDb, type DB } from '~/db/db.server';
import { applicationsWithStudent, deriveFeeStatus, isFeeStatus, studentName } from '~/modules/applications/application-view.server';
import { isTestMoney } from '~/modules/finance/ledger-traits.server';
import { dateInputValue } from '~/utils/dates';
import type { ExportCell, ExportColumn } from './export-cells';
import type { ExportRange } from './exports.schemas';
import { indiaDayEnd, indiaDayStart } from './india-days';
import { EXPORT_PAGE_SIZE } from './ledger-export.server';
import type { RowPages } from './table-stream.server';

// Server: the applications submitted in a range of days (India), oldest first, with what each owes
// (docs/decisions/030-exports.md). Never an Aadhaar number, not even its last digits: this file
// leaves the system, and accounts, who use it, never see Aadhaar numbers (029-staff-roles.md).
// 'Test' says Yes when any of the application's ledger is TEST money (a test gateway): what it
// shows as paid was then not all received.

export const APPLICATION_COLUMNS: ExportColumn[] = [
  { heading: 'Applied on', kind: 'day', width: 12 },
  { heading: 'Student', kind: 'text', width: 28 },
  { heading: 'Student number', kind: 'text', width: 18 },
  { heading: 'E-mail', kind: 'text', width: 30 },
  { heading: 'Phone', kind: 'text', width: 16 },
  { heading: 'City', kind: 'text', width: 16 },
  { heading: 'Course', kind: 'text', width: 32 },
  { heading: 'Status', kind: 'text', width: 10 },
  { heading: 'Fees', kind: 'text', width: 10 },
  { heading: 'Fee (INR)', kind: 'rupees', width: 14 },
  { heading: 'Paid (INR)', kind: 'rupees', width: 14 },
  { heading: 'Balance (INR)', kind: 'rupees', width: 14 },
  { heading: 'Test', kind: 'text', width: 6 },
  { heading: 'Application ID', kind: 'text', width: 38 },
];

function applicationsQuery(db: DB) {
  return applicationsWithStudent(db).select((eb) => [
    'applications.id',
    'applications.status',
    'applications.fees_paid_paise',
    'applications.fee_status_mark',
    'applications.created_at',
    'profiles.contact_number',
    'profiles.city',
    'courses.title as course_title',
    'courses.fees_paise as course_fees_paise',
    'users.student_number',
    eb
      .exists(eb.selectFrom('payments').select('payments.id').whereRef('payments.application_id', '=', 'applications.id').where(isTestMoney('payments')))
      .as('test'),
  ]);
}
type ApplicationRecord = Awaited<ReturnType<ReturnType<typeof applicationsQuery>['execute']>>[number];

function applicationCells(row: ApplicationRecord): ExportCell[] {
  const paid = Number(row.fees_paid_paise);
  const fee = row.course_fees_paise === null ? null : Number(row.course_fees_paise);
  // A Rejected application owes nothing; one without a fee has no balance to state.
  const balance = row.status === 'Rejected' || fee === null ? null : Math.max(0, fee - paid);
  return [
    dateInputValue(Number(row.created_at)),
    studentName(row),
    row.student_number,
    row.user_email,
    row.contact_number,
    row.city,
    row.course_title,
    row.status,
    isFeeStatus(row.fee_status_mark) ? row.fee_status_mark : deriveFeeStatus(paid, fee),
    fee,
    paid,
    balance,
    row.test ? 'Yes' : 'No',
    row.id,
  ];
}

/** The applications submitted in the range, a page at a time (keyset on created_at, id). */
export async function* applicationPages({ db = defaultDb, range, pageSize = EXPORT_PAGE_SIZE }: { db?: DB; range: ExportRange; pageSize?: number }): RowPages {
  const start = indiaDayStart(range.from);
  const end = indiaDayEnd(range.to);
  let after: { createdAt: number; id: string } | null = null;
  for (;;) {
    const cursor = after;
    const rows: ApplicationRecord[] = await applicationsQuery(db)
      .where('applications.created_at', '>=', start)
      .where('applications.created_at', '<', end)
      // A row comparison, which both engines answer from the (created_at, id) index of migration 0021.
      .$if(cursor !== null, (query) =>
        query.where((eb) => eb(eb.refTuple('applications.created_at', 'applications.id'), '>', eb.tuple(cursor!.createdAt, cursor!.id))),
      )
      .orderBy('applications.created_at')
      .orderBy('applications.id')
      .limit(pageSize)
      .execute();
    if (rows.length > 0) yield rows.map(applicationCells);
    if (rows.length < pageSize) return;
    const last: ApplicationRecord = rows[rows.length - 1]!;
    after = { createdAt: Number(last.created_at), id: last.id };
  }
}

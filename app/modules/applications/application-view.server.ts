import type { DB } from '~/db/db.server';
import { paiseToRupees } from '~/modules/courses/course.server';
import { documentUrl } from '~/modules/documents/documents.schemas';
import type { ReceiptLink } from '~/modules/receipts/receipt-link';
import type { ApplicationStatus, FeeStatus } from './applications.schemas';

/** An application in the shape of spec §3, with its user and course populated. */
export type ApplicationView = {
  _id: string;
  userId: { _id: string; name: string; email: string; image: string; resume: string };
  courseId: { _id: string; title: string; fees: number | null };
  date: string;
  status: ApplicationStatus;
  /**
   * Derived from what was paid against the course's fee, unless staff marked it (feesMarkedBy
   * 'staff'); never set by a student's client (the flaw of spec §4 avoided).
   */
  fees: FeeStatus;
  feesMarkedBy: 'staff' | null;
  feesPaid: number;
  receiptUrl: string;
  /** The receipt of each payment, oldest first: in the student's own list only (findStudentApplications). */
  receipts?: ReceiptLink[];
};

/** What staff see of an application besides: why they marked its fees by hand (not shown to the student). */
export type StaffApplicationView = ApplicationView & { feesMarkReason: string | null };

/**
 * Applications joined with their student (account and admission form) and course, selecting what
 * studentName reads: the one base of staff queries about applications. Callers add the columns
 * they need with `.select`, and where/order/limit; it composes inside transactions.
 */
export function applicationsWithStudent(db: DB) {
  return db
    .selectFrom('applications')
    .innerJoin('users', 'users.id', 'applications.user_id')
    .innerJoin('courses', 'courses.id', 'applications.course_id')
    .leftJoin('profiles', 'profiles.user_id', 'applications.user_id')
    .select(['users.name as user_name', 'users.email as user_email', 'profiles.first_name', 'profiles.middle_name', 'profiles.last_name']);
}

/**
 * Applications joined with their student and course; callers add where/order/limit. The handle
 * stays positional: a query builder composed inside other queries and transactions.
 */
export function selectApplicationViews(db: DB) {
  return applicationsWithStudent(db)
    .leftJoin('documents as photo', (join) =>
      join.onRef('photo.user_id', '=', 'applications.user_id').on('photo.kind', '=', 'profilePhoto').on('photo.replaced_at', 'is', null),
    )
    .leftJoin('documents as resume', (join) =>
      join.onRef('resume.user_id', '=', 'applications.user_id').on('resume.kind', '=', 'resume').on('resume.replaced_at', 'is', null),
    )
    .select([
      'applications.id',
      'applications.status',
      'applications.fees_paid_paise',
      'applications.fee_status_mark',
      'applications.fee_status_reason',
      'applications.receipt_file_id',
      'applications.created_at',
      'users.id as user_id',
      'photo.id as photo_id',
      'resume.id as resume_id',
      'courses.id as course_id',
      'courses.title as course_title',
      'courses.fees_paise as course_fees_paise',
    ]);
}

type Row = {
  id: string;
  status: string;
  fees_paid_paise: number;
  fee_status_mark: string | null;
  fee_status_reason: string | null;
  receipt_file_id: string | null;
  created_at: number;
  user_id: string;
  user_name: string;
  user_email: string;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  photo_id: string | null;
  resume_id: string | null;
  course_id: string;
  course_title: string;
  course_fees_paise: number | null;
};

export function deriveFeeStatus(paidPaise: number, feesPaise: number | null): FeeStatus {
  return feesPaise !== null && feesPaise > 0 && paidPaise >= feesPaise ? 'Paid' : 'Pending';
}

export const isFeeStatus = (value: string | null): value is FeeStatus => value === 'Paid' || value === 'Pending';

/** The student's full name from the admission form, else the account's name, else the e-mail. */
export function studentName(row: { first_name: string | null; middle_name: string | null; last_name: string | null; user_name: string; user_email: string }) {
  const fromProfile = [row.first_name, row.middle_name, row.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return fromProfile || row.user_name.trim() || row.user_email;
}

export function toApplicationView(row: Row): ApplicationView {
  const paid = Number(row.fees_paid_paise);
  const fees = row.course_fees_paise === null ? null : Number(row.course_fees_paise);
  return {
    _id: row.id,
    userId: {
      _id: row.user_id,
      name: studentName(row),
      email: row.user_email,
      image: row.photo_id ? documentUrl(row.photo_id) : '',
      resume: row.resume_id ? documentUrl(row.resume_id) : '',
    },
    courseId: { _id: row.course_id, title: row.course_title, fees: paiseToRupees(fees) },
    date: new Date(Number(row.created_at)).toISOString(),
    status: row.status as ApplicationStatus,
    fees: isFeeStatus(row.fee_status_mark) ? row.fee_status_mark : deriveFeeStatus(paid, fees),
    feesMarkedBy: isFeeStatus(row.fee_status_mark) ? 'staff' : null,
    feesPaid: paid / 100,
    receiptUrl: row.receipt_file_id ? `/files/receipts/${row.receipt_file_id}` : '',
  };
}

export function toStaffApplicationView(row: Row): StaffApplicationView {
  const view = toApplicationView(row);
  return { ...view, feesMarkReason: view.feesMarkedBy ? row.fee_status_reason : null };
}

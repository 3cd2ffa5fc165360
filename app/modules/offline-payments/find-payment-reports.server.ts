import { db as defaultDb, type DB } from '~/db/db.server';
import { studentName } from '~/modules/applications/application-view.server';
import { amountFlag } from './decide-payment-report.server';
import { paymentProofUrl } from './payment-proof.server';

export type PaymentReportView = {
  _id: string;
  applicationId: string;
  student: { _id: string; name: string; email: string };
  course: string;
  method: string;
  /** Rupees, as every amount the staff API answers with. */
  amount: number;
  paidOn: string;
  utr: string;
  screenshotUrl: string;
  status: 'pending' | 'accepted' | 'rejected';
  /** The application's balance due now, in rupees (null: the course has no fee). */
  balance: number | null;
  /** 'Reported ₹X, confirmed ₹Y' when accounts accepted another amount. */
  flag: string | null;
  reason: string | null;
  reportedAt: string;
};

/** Accounts' To-verify queue (status pending, oldest first) or the decided reports (newest first). */
export async function findPaymentReports({ status, db = defaultDb }: { status: 'pending' | 'accepted' | 'rejected'; db?: DB }): Promise<PaymentReportView[]> {
  const rows = await db
    .selectFrom('payment_reports')
    .innerJoin('applications', 'applications.id', 'payment_reports.application_id')
    .innerJoin('courses', 'courses.id', 'applications.course_id')
    .innerJoin('users', 'users.id', 'payment_reports.student_id')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .selectAll('payment_reports')
    .select([
      'users.name as user_name',
      'users.email as user_email',
      'profiles.first_name',
      'profiles.middle_name',
      'profiles.last_name',
      'courses.title as course',
      'courses.fees_paise',
      'applications.fees_paid_paise',
    ])
    .where('payment_reports.status', '=', status)
    .orderBy('payment_reports.created_at', status === 'pending' ? 'asc' : 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    applicationId: row.application_id,
    student: { _id: row.student_id, name: studentName(row), email: row.user_email },
    course: row.course,
    method: row.method,
    amount: Number(row.amount_paise) / 100,
    paidOn: row.paid_on,
    utr: row.reference,
    screenshotUrl: paymentProofUrl(row.id),
    status: row.status,
    balance: row.fees_paise === null ? null : Math.max(0, Number(row.fees_paise) - Number(row.fees_paid_paise)) / 100,
    flag: row.confirmed_amount_paise === null ? null : amountFlag(Number(row.amount_paise), Number(row.confirmed_amount_paise)),
    reason: row.reason,
    reportedAt: new Date(Number(row.created_at)).toISOString(),
  }));
}

/** How many reports wait in the To-verify queue: the count beside Payments in the dashboard's menu. */
export async function countReportsToVerify({ db = defaultDb }: { db?: DB } = {}): Promise<number> {
  const { count } = await db
    .selectFrom('payment_reports')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(count);
}

import { inLanguage } from '~/modules/content/content-languages';
import type { Locale } from '~/modules/i18n/locales';
import { db as defaultDb, type DB } from '~/db/db.server';
import { selectApplicationViews, toApplicationView } from '~/modules/applications/application-view.server';
import type { ApplicationStatus, FeeStatus } from '~/modules/applications/applications.schemas';
import { instalmentSchedule, type ScheduledInstalment } from '~/modules/courses/instalment-plan';
import { getInstalmentPlan } from '~/modules/courses/instalment-plan.server';
import { dateInputValue } from '~/utils/dates';
import { AppError } from '~/utils/errors';
import { isId } from '~/utils/ids';
import { APPLICATION_REJECTED, INVALID_APPLICATION_ID, NO_COURSE_FEE, NOTHING_DUE } from './payments.schemas';

/** What the pay page shows (spec §2 'Pay course'): money in integer paise. */
export type PayPage = {
  applicationId: string;
  status: ApplicationStatus;
  appliedOn: string;
  feeStatus: FeeStatus;
  course: { id: string; title: string; duration: string | null; eligibility: string | null };
  student: { name: string; email: string; phone: string | null; city: string | null; state: string | null };
  feePaise: number | null;
  paidPaise: number;
  balancePaise: number;
  /** The instalment plan with what is paid, next and overdue; null without a plan. */
  schedule: ScheduledInstalment[] | null;
  /** Why this application cannot be paid online now (rejected, no fee, nothing due); null: it can. */
  notPayable: string | null;
};

/**
 * The signed-in student's application as the pay page shows it. An unknown id, a malformed one and
 * another student's are the same 'Invalid application ID' (NOT_FOUND), so ids cannot be probed.
 * The server decides again what may be paid when the order is made (createPaymentOrder).
 */
export async function getPayPage({
  userId,
  applicationId,
  locale = 'en',
  db = defaultDb,
  now = Date.now(),
}: {
  userId: string;
  applicationId: string;
  /** The page's language: the course's title in it where staff entered one (decision 044). */
  locale?: Locale;
  db?: DB;
  now?: number;
}): Promise<PayPage> {
  const row = isId(applicationId)
    ? await selectApplicationViews(db)
        .select([
          'courses.duration',
          'courses.eligibility',
          'courses.title_hi',
          'courses.title_mr',
          'profiles.contact_number',
          'profiles.city',
          'profiles.state',
        ])
        .where('applications.id', '=', applicationId)
        .where('applications.user_id', '=', userId)
        .executeTakeFirst()
    : undefined;
  if (!row) throw new AppError('NOT_FOUND', INVALID_APPLICATION_ID);
  const view = toApplicationView(row);
  const feePaise = row.course_fees_paise === null ? null : Number(row.course_fees_paise);
  const paidPaise = Number(row.fees_paid_paise);
  const balancePaise = feePaise === null ? 0 : Math.max(0, feePaise - paidPaise);
  const plan = await getInstalmentPlan({ courseId: row.course_id, db });
  const notPayable =
    view.status === 'Rejected'
      ? APPLICATION_REJECTED
      : feePaise === null || feePaise <= 0
        ? NO_COURSE_FEE
        : balancePaise <= 0 || view.fees === 'Paid'
          ? NOTHING_DUE
          : null;
  return {
    applicationId: view._id,
    status: view.status,
    appliedOn: view.date,
    feeStatus: view.fees,
    course: { id: row.course_id, title: inLanguage(row.course_title, row, 'title', locale), duration: row.duration, eligibility: row.eligibility },
    student: { name: view.userId.name, email: view.userId.email, phone: row.contact_number, city: row.city, state: row.state },
    feePaise,
    paidPaise,
    balancePaise,
    schedule: instalmentSchedule(plan, feePaise, paidPaise, dateInputValue(now)),
    notPayable,
  };
}

import { inLanguage } from '~/modules/content/content-languages';
import type { Locale } from '~/modules/i18n/locales';
import { db as defaultDb, type DB } from '~/db/db.server';
import { findReceiptLinks } from '~/modules/receipts/find-receipt-links.server';
import type { ReceiptLink } from '~/modules/receipts/receipt-link';
import { selectApplicationViews, toApplicationView, type ApplicationView } from './application-view.server';

/**
 * A student's own applications, newest first (the Applied Courses table of spec §2), each with its
 * payments' receipts; each course's title in the page's language where staff entered one.
 */
export async function findStudentApplications({
  userId,
  locale = 'en',
  db = defaultDb,
}: {
  userId: string;
  locale?: Locale;
  db?: DB;
}): Promise<Array<ApplicationView & { receipts: ReceiptLink[] }>> {
  const rows = await selectApplicationViews(db)
    .select(['courses.title_hi', 'courses.title_mr'])
    .where('applications.user_id', '=', userId)
    .orderBy('applications.created_at', 'desc')
    .orderBy('applications.id', 'desc')
    .execute();
  const receipts = await findReceiptLinks({ db, applicationIds: rows.map((row) => row.id) });
  return rows.map((row) => {
    const view = toApplicationView(row);
    return { ...view, courseId: { ...view.courseId, title: inLanguage(row.course_title, row, 'title', locale) }, receipts: receipts.get(row.id) ?? [] };
  });
}

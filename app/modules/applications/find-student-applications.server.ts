import { db as defaultDb, type DB } from '~/db/db.server';
import { findReceiptLinks } from '~/modules/receipts/find-receipt-links.server';
import type { ReceiptLink } from '~/modules/receipts/receipt-link';
import { selectApplicationViews, toApplicationView, type ApplicationView } from './application-view.server';

/** A student's own applications, newest first (the Applied Courses table of spec §2), each with its payments' receipts. */
export async function findStudentApplications({
  userId,
  db = defaultDb,
}: {
  userId: string;
  db?: DB;
}): Promise<Array<ApplicationView & { receipts: ReceiptLink[] }>> {
  const rows = await selectApplicationViews(db)
    .where('applications.user_id', '=', userId)
    .orderBy('applications.created_at', 'desc')
    .orderBy('applications.id', 'desc')
    .execute();
  const receipts = await findReceiptLinks({ db, applicationIds: rows.map((row) => row.id) });
  return rows.map((row) => ({ ...toApplicationView(row), receipts: receipts.get(row.id) ?? [] }));
}

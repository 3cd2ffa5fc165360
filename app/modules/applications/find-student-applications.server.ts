import { db as defaultDb, type DB } from '~/db/db.server';
import { selectApplicationViews, toApplicationView, type ApplicationView } from './application-view.server';

/** A student's own applications, newest first (the Applied Courses table of spec §2). */
export async function findStudentApplications({ userId, db = defaultDb }: { userId: string; db?: DB }): Promise<ApplicationView[]> {
  const rows = await selectApplicationViews(db)
    .where('applications.user_id', '=', userId)
    .orderBy('applications.created_at', 'desc')
    .orderBy('applications.id', 'desc')
    .execute();
  return rows.map(toApplicationView);
}

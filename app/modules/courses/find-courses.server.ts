import { db as defaultDb, type DB } from '~/db/db.server';
import { type Course, selectCourses, toCourse } from './course.server';

/** Every course, hidden ones included, newest first (Manage Courses, spec §2). */
export async function findCourses({ db = defaultDb }: { db?: DB } = {}): Promise<Course[]> {
  const rows = await selectCourses(db).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map((row) => toCourse(row));
}

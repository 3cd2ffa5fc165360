import { db as defaultDb, type DB } from '~/db/db.server';
import { AppError } from '~/utils/errors';
import { isId } from '~/utils/ids';
import { type Course, selectCourses, toCourse } from './course.server';

/** Any course, hidden or not (staff). An unknown or malformed id is NOT_FOUND 'Course not found'. */
export async function getCourse({ id, db = defaultDb }: { id: string; db?: DB }): Promise<Course> {
  const row = isId(id) ? await selectCourses(db).where('courses.id', '=', id).executeTakeFirst() : undefined;
  if (!row) throw new AppError('NOT_FOUND', 'Course not found');
  return toCourse(row);
}

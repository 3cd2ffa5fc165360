import { db as defaultDb, type DB } from '~/db/db.server';
import type { Locale } from '~/modules/i18n/locales';
import { AppError } from '~/utils/errors';
import { isId } from '~/utils/ids';
import { RELATED_COURSE_COUNT } from './courses.schemas';
import { type Course, selectCourses, toCourse } from './course.server';
import { findVisibleCourses } from './find-public-courses.server';

/**
 * A course visitors may see, its texts in `locale` (English where none was entered); a hidden or
 * unknown one is NOT_FOUND, never a hint that it exists.
 */
export async function getPublicCourse({ id, locale = 'en', db = defaultDb }: { id: string; locale?: Locale; db?: DB }): Promise<Course> {
  const row = isId(id) ? await selectCourses(db).where('courses.id', '=', id).where('visible', '=', 1).executeTakeFirst() : undefined;
  if (!row) throw new AppError('NOT_FOUND', 'Course not found');
  return toCourse(row, locale);
}

/** Up to four other visible courses, in random order, in `locale` like the course itself. */
export async function findRelatedCourses({ id, locale = 'en', db = defaultDb }: { id: string; locale?: Locale; db?: DB }): Promise<Course[]> {
  const others = (await findVisibleCourses({ locale, db })).filter((course) => course.id !== id);
  for (let i = others.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [others[i], others[j]] = [others[j]!, others[i]!];
  }
  return others.slice(0, RELATED_COURSE_COUNT);
}

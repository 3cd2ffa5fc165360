import { db as defaultDb, type DB } from '~/db/db.server';
import { COURSES_PAGE_SIZE, type CourseListQuery, titleMatches } from './courses.schemas';
import { type Course, selectCourses, toCourse } from './course.server';

/** Every course visitors may see, oldest first (the order the institute listed them). */
export async function findVisibleCourses({ db = defaultDb }: { db?: DB } = {}): Promise<Course[]> {
  const rows = await selectCourses(db).where('visible', '=', 1).orderBy('created_at', 'asc').orderBy('id').execute();
  return rows.map(toCourse);
}

/**
 * One page of the public course list. The search rule of spec §5 cannot be said in portable SQL
 * (prefix of any word segment), and an institute lists tens of courses, so it runs here.
 */
export async function findPublicCourses({ query, db = defaultDb }: { query: CourseListQuery; db?: DB }) {
  const matching = (await findVisibleCourses({ db })).filter((course) => titleMatches(course.title, query.q));
  if (query.sort) {
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    matching.sort((a, b) => (query.sort === 'az' ? 1 : -1) * collator.compare(a.title, b.title));
  }
  const pageCount = Math.max(1, Math.ceil(matching.length / COURSES_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const start = (page - 1) * COURSES_PAGE_SIZE;
  return { courses: matching.slice(start, start + COURSES_PAGE_SIZE), total: matching.length, page, pageCount };
}

import { db as defaultDb, type DB } from '~/db/db.server';
import { inLanguage, translationsOf } from '~/modules/content/content-languages';
import { LANGUAGE_TAGS, type Locale } from '~/modules/i18n/locales';
import { COURSE_TRANSLATED_FIELDS, COURSES_PAGE_SIZE, type CourseListQuery, titleMatches } from './courses.schemas';
import { type Course, selectCourses, toCourse } from './course.server';

const visibleCourseRows = (db: DB) => selectCourses(db).where('visible', '=', 1).orderBy('created_at', 'asc').orderBy('id').execute();

/**
 * Every course visitors may see, oldest first (the order the institute listed them), its texts in
 * `locale` where staff entered them (English otherwise, field by field).
 */
export async function findVisibleCourses({ locale = 'en', db = defaultDb }: { locale?: Locale; db?: DB } = {}): Promise<Course[]> {
  return (await visibleCourseRows(db)).map((row) => toCourse(row, locale));
}

/**
 * One page of the public course list. The search rule of spec §5 cannot be said in portable SQL
 * (prefix of any word segment), and an institute lists tens of courses, so it runs here. A title
 * matches in English and in the page's language: a visitor may type either.
 */
export async function findPublicCourses({ query, locale = 'en', db = defaultDb }: { query: CourseListQuery; locale?: Locale; db?: DB }) {
  const matching = (await visibleCourseRows(db))
    .filter((row) => {
      const localTitle = inLanguage(row.title, translationsOf(row, COURSE_TRANSLATED_FIELDS), 'title', locale);
      return titleMatches(row.title, query.q) || titleMatches(localTitle, query.q);
    })
    .map((row) => toCourse(row, locale));
  if (query.sort) {
    const collator = new Intl.Collator(locale === 'en' ? 'en' : LANGUAGE_TAGS[locale], { sensitivity: 'base', numeric: true });
    matching.sort((a, b) => (query.sort === 'az' ? 1 : -1) * collator.compare(a.title, b.title));
  }
  const pageCount = Math.max(1, Math.ceil(matching.length / COURSES_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const start = (page - 1) * COURSES_PAGE_SIZE;
  return { courses: matching.slice(start, start + COURSES_PAGE_SIZE), total: matching.length, page, pageCount };
}

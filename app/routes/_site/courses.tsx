import { CourseCard } from '~/components/course-card';
import { CourseFilters } from '~/components/courses/course-filters';
import { CoursePagination } from '~/components/courses/course-pagination';
import { CourseSearchForm } from '~/components/courses/course-search-form';
import { toCourseCard } from '~/modules/courses/course-card.server';
import { COURSES_PAGE_SIZE, courseListQuery } from '~/modules/courses/courses.schemas';
// Only the loader uses courses.schemas: the component must not pull zod into the browser.
import { findPublicCourses } from '~/modules/courses/find-public-courses.server';
import { courseCardTexts } from '~/modules/i18n/site/card-texts.server';
import { localeRouterContext } from '~/modules/i18n/locale-context';
import { i18nFor } from '~/modules/i18n/translate.server';
import { pageMeta, rootConfig } from '~/utils/seo';
import type { Route } from './+types/courses';

export { publicPageHeaders as headers } from '~/utils/public-page-headers';

// Courses list of spec §2. All state is in the URL (?q=&sort=az|za&page=), so every result is a
// link and the page works without JavaScript.
export async function loader({ request, context }: Route.LoaderArgs) {
  const i18n = i18nFor(context.get(localeRouterContext));
  const params = new URL(request.url).searchParams;
  const query = courseListQuery.parse({ q: (params.get('q') ?? '').trim(), sort: params.get('sort') ?? undefined, page: params.get('page') ?? 1 });
  const result = await findPublicCourses({ query, locale: context.get(localeRouterContext) });
  return {
    texts: { courseCard: courseCardTexts(i18n) },
    query: { ...query, page: result.page },
    courses: result.courses.map(toCourseCard),
    first: (result.page - 1) * COURSES_PAGE_SIZE + 1,
    total: result.total,
    pageCount: result.pageCount,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const query = loaderData?.query;
  // Searches and later pages are variations of one list: they all point search engines at /courses.
  return pageMeta({
    matches,
    title: query?.q ? `Courses matching “${query.q}”` : 'Courses',
    description:
      'Diploma and certificate courses in healthcare and hospital management in Nagpur: patient ' +
      'care, operation theatre, dialysis, X-ray and imaging, pharmacy and more.',
    path: '/courses',
  });
};

export default function Courses({ loaderData }: Route.ComponentProps) {
  const { query, courses, first, total, pageCount } = loaderData;
  return (
    <main id="main">
      <div className="bg-brand-700 px-4 py-12 text-white sm:py-16">
        <div className="mx-auto max-w-6xl">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Our Courses</h1>
          <p className="mt-3 max-w-3xl text-lg text-brand-50">Job-ready healthcare and hospital management programmes. No donation, fees in instalments.</p>
          <CourseSearchForm query={query} />
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[16rem_1fr]">
        <CourseFilters query={query} />
        <section aria-labelledby="results-heading">
          <h2 id="results-heading" className="sr-only">
            Results
          </h2>
          {courses.length > 0 ? (
            <>
              <p role="status" className="mb-4 text-sm text-slate-600">
                Showing {first}–{first + courses.length - 1} of {total} {total === 1 ? 'course' : 'courses'}
              </p>
              <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
                {courses.map((course, index) => (
                  <li key={course.id} className="grid">
                    <CourseCard course={course} texts={loaderData.texts.courseCard} priority={index === 0} />
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p role="status" className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-lg text-slate-700">
              No courses found.
            </p>
          )}
          <CoursePagination query={query} page={query.page} pageCount={pageCount} />
        </section>
      </div>
    </main>
  );
}

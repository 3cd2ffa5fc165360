import { CourseCard } from '~/components/course-card';
import { CourseFilters } from '~/components/courses/course-filters';
import { CoursePagination } from '~/components/courses/course-pagination';
import { CourseSearchForm } from '~/components/courses/course-search-form';
import { toCourseCard } from '~/modules/courses/course-card.server';
import { COURSES_PAGE_SIZE, courseListQuery } from '~/modules/courses/courses.schemas';
// Only the loader uses courses.schemas: the component must not pull zod into the browser.
import { findPublicCourses } from '~/modules/courses/find-public-courses.server';
import { fillText } from '~/modules/i18n/fill-text';
import { coursesTexts, showingCourses } from '~/modules/i18n/site/courses-texts.server';
import { localeRouterContext } from '~/modules/i18n/locale-context';
import { i18nFor } from '~/modules/i18n/translate.server';
import { pageMeta } from '~/utils/seo';
import type { Route } from './+types/courses';

export { publicPageHeaders as headers } from '~/utils/public-page-headers';

// Courses list of spec §2. All state is in the URL (?q=&sort=az|za&page=), so every result is a
// link and the page works without JavaScript.
export async function loader({ request, context }: Route.LoaderArgs) {
  const i18n = i18nFor(context.get(localeRouterContext));
  const params = new URL(request.url).searchParams;
  const query = courseListQuery.parse({ q: (params.get('q') ?? '').trim(), sort: params.get('sort') ?? undefined, page: params.get('page') ?? 1 });
  const result = await findPublicCourses({ query, locale: context.get(localeRouterContext) });
  const first = (result.page - 1) * COURSES_PAGE_SIZE + 1;
  return {
    texts: { ...coursesTexts(i18n), showing: showingCourses(i18n, first, first + result.courses.length - 1, result.total) },
    query: { ...query, page: result.page },
    courses: result.courses.map(toCourseCard),
    pageCount: result.pageCount,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const query = loaderData?.query;
  const texts = loaderData?.texts.meta;
  // Searches and later pages are variations of one list: they all point search engines at /courses.
  return pageMeta({
    matches,
    title: (query?.q ? fillText(texts?.titleMatching ?? '', { query: query.q }) : texts?.title) ?? '',
    description: texts?.description ?? '',
    path: '/courses',
  });
};

export default function Courses({ loaderData }: Route.ComponentProps) {
  const { texts, query, courses, pageCount } = loaderData;
  return (
    <main id="main">
      <div className="bg-brand-700 px-4 py-12 text-white sm:py-16">
        <div className="mx-auto max-w-6xl">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{texts.heading}</h1>
          <p className="mt-3 max-w-3xl text-lg text-brand-50">{texts.lead}</p>
          <CourseSearchForm query={query} texts={texts.list.search} />
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[16rem_1fr]">
        <CourseFilters query={query} texts={texts.list.filters} />
        <section aria-labelledby="results-heading">
          <h2 id="results-heading" className="sr-only">
            {texts.results}
          </h2>
          {courses.length > 0 ? (
            <>
              <p role="status" className="mb-4 text-sm text-slate-600">
                {texts.showing}
              </p>
              <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
                {courses.map((course, index) => (
                  <li key={course.id} className="grid">
                    <CourseCard course={course} texts={texts.courseCard} priority={index === 0} />
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p role="status" className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-lg text-slate-700">
              {texts.none}
            </p>
          )}
          <CoursePagination query={query} page={query.page} pageCount={pageCount} texts={texts.list.pagination} />
        </section>
      </div>
    </main>
  );
}

import { Form, Link } from 'react-router';
import type { CourseListQuery } from '~/modules/courses/courses.schemas';
import { fillText } from '~/modules/i18n/fill-text';
import type { CourseListTexts } from '~/modules/i18n/site/courses-texts.server';
import { courseListHref } from './course-list-href';

const sorts = [
  { value: 'az', label: 'A-Z' },
  { value: 'za', label: 'Z-A' },
] as const;

// Filter panel of spec §2: the current search as a clearable chip, and the A-Z / Z-A toggles.
// The toggles are submit buttons of a GET form: the pressed one submits without a name, so
// pressing it again drops the sort; the other one replaces it. Only one can be active.
export function CourseFilters({ query, texts }: { query: CourseListQuery; texts: CourseListTexts['filters'] }) {
  return (
    <aside aria-label={texts.label} className="flex flex-col self-start gap-6 rounded-xl border border-slate-200 bg-slate-50 p-5">
      <section aria-labelledby="current-search-heading">
        <h2 id="current-search-heading" className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
          {texts.currentSearch}
        </h2>
        {query.q ? (
          <p className="mt-3 inline-flex max-w-full items-center gap-2 rounded-full bg-brand-100 py-1 pr-1 pl-3 text-sm text-brand-800">
            <span className="truncate">{query.q}</span>
            <Link
              to={courseListHref({ sort: query.sort })}
              aria-label={fillText(texts.clearSearch, { query: query.q })}
              className="inline-flex size-7 shrink-0 items-center justify-center rounded-full text-lg leading-none hover:bg-brand-600 hover:text-white"
            >
              <span aria-hidden="true">×</span>
            </Link>
          </p>
        ) : (
          <p className="mt-3 text-sm text-slate-600">{texts.allCourses}</p>
        )}
      </section>
      <section aria-labelledby="sort-heading">
        <h2 id="sort-heading" className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
          {texts.sortBy}
        </h2>
        <Form method="get" action="/courses" className="mt-3">
          {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
          <div role="group" aria-labelledby="sort-heading" className="flex gap-2">
            {sorts.map((sort) => {
              const active = query.sort === sort.value;
              return (
                <button
                  key={sort.value}
                  type="submit"
                  name={active ? undefined : 'sort'}
                  value={active ? undefined : sort.value}
                  aria-pressed={active}
                  className={`rounded-md border px-4 py-2 text-sm font-semibold ${
                    active ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700'
                  }`}
                >
                  {sort.label}
                </button>
              );
            })}
          </div>
        </Form>
      </section>
    </aside>
  );
}

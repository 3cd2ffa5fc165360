import { Form } from 'react-router';
import type { CourseListQuery } from '~/modules/courses/courses.schemas';
import type { CourseListTexts } from '~/modules/i18n/site/courses-texts.server';

// A plain GET form: the search lives in the URL (/courses?q=…), works without JavaScript and can
// be shared. A new search starts at page 1 and keeps the chosen sort.
export function CourseSearchForm({ query, texts }: { query: CourseListQuery; texts: CourseListTexts['search'] }) {
  return (
    <Form method="get" action="/courses" role="search" className="mt-6 flex max-w-2xl flex-col gap-3 sm:flex-row">
      <label htmlFor="course-search" className="sr-only">
        {texts.label}
      </label>
      {/* key: a client navigation to another query refreshes the uncontrolled field. */}
      <input
        key={query.q}
        id="course-search"
        type="search"
        name="q"
        defaultValue={query.q}
        placeholder={texts.label}
        autoComplete="off"
        maxLength={200}
        className={
          'min-w-0 flex-1 rounded-md border-0 bg-white px-4 py-3 text-base text-slate-900 ' +
          'placeholder:text-slate-500 focus-visible:outline-3 focus-visible:outline-accent-500'
        }
      />
      {query.sort ? <input type="hidden" name="sort" value={query.sort} /> : null}
      <button
        type="submit"
        className={
          'rounded-md bg-accent-500 px-6 py-3 font-semibold text-slate-900 hover:bg-amber-400 ' +
          'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white'
        }
      >
        {texts.button}
      </button>
    </Form>
  );
}

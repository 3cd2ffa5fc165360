import { Link } from 'react-router';
import type { CourseListQuery } from '~/modules/courses/courses.schemas';
import { fillText } from '~/modules/i18n/fill-text';
import type { CourseListTexts } from '~/modules/i18n/site/courses-texts.server';
import { courseListHref } from './course-list-href';

const linkClass = 'inline-flex size-10 items-center justify-center rounded-md border text-sm font-semibold';

// Page numbers and previous/next arrows of spec §2, as plain links (no JavaScript needed).
export function CoursePagination({
  query,
  page,
  pageCount,
  texts,
}: {
  query: CourseListQuery;
  page: number;
  pageCount: number;
  texts: CourseListTexts['pagination'];
}) {
  if (pageCount <= 1) return null;
  const href = (target: number) => courseListHref({ q: query.q, sort: query.sort, page: target });
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav aria-label={texts.label} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} aria-label={texts.previous} className={`${linkClass} border-slate-300 hover:border-brand-700`}>
              <span aria-hidden="true">‹</span>
            </Link>
          ) : (
            <span aria-hidden="true" className={`${linkClass} border-slate-200 text-slate-400`}>
              ‹
            </span>
          )}
        </li>
        {pages.map((number) => (
          <li key={number}>
            <Link
              to={href(number)}
              aria-label={fillText(texts.page, { number })}
              aria-current={number === page ? 'page' : undefined}
              className={`${linkClass} ${number === page ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 hover:border-brand-700'}`}
            >
              {number}
            </Link>
          </li>
        ))}
        <li>
          {page < pageCount ? (
            <Link to={href(page + 1)} aria-label={texts.next} className={`${linkClass} border-slate-300 hover:border-brand-700`}>
              <span aria-hidden="true">›</span>
            </Link>
          ) : (
            <span aria-hidden="true" className={`${linkClass} border-slate-200 text-slate-400`}>
              ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}

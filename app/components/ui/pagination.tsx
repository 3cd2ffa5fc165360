import { Link } from 'react-router';

const link = 'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50';
const off = 'rounded-md border border-slate-200 px-3 py-1.5 text-sm font-semibold text-slate-500';

type PaginationProps = {
  page: number;
  pageCount: number;
  /** Names the navigation landmark, e.g. 'Applications pages'. */
  label: string;
  /** The address of page `n`; by default `?page=n` (a list that keeps other parameters passes its own). */
  href?: (page: number) => string;
};

/** Previous / next links of a list paged on the server; nothing when there is one page. */
export function Pagination({ page, pageCount, label, href = (n) => `?page=${n}` }: PaginationProps) {
  if (pageCount <= 1) return null;
  const step = (target: number, text: string, enabled: boolean) =>
    enabled ? (
      <Link to={href(target)} className={link}>
        {text}
      </Link>
    ) : (
      <span aria-disabled="true" className={off}>
        {text}
      </span>
    );
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
      {step(page - 1, 'Previous', page > 1)}
      <p className="text-sm text-slate-700" aria-current="page">
        Page {page} of {pageCount}
      </p>
      {step(page + 1, 'Next', page < pageCount)}
    </nav>
  );
}

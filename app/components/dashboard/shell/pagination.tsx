import { Link } from 'react-router';

/** Previous / next links of a list paged on the server (?page=N); nothing when there is one page. */
export function Pagination({ page, pageCount, label }: { page: number; pageCount: number; label: string }) {
  if (pageCount <= 1) return null;
  const link = 'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50';
  const off = 'rounded-md border border-slate-200 px-3 py-1.5 text-sm font-semibold text-slate-500';
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={`?page=${page - 1}`} className={link}>
          Previous
        </Link>
      ) : (
        <span aria-disabled="true" className={off}>
          Previous
        </span>
      )}
      <p className="text-sm text-slate-700" aria-current="page">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={`?page=${page + 1}`} className={link}>
          Next
        </Link>
      ) : (
        <span aria-disabled="true" className={off}>
          Next
        </span>
      )}
    </nav>
  );
}

import { Link } from 'react-router';

/** Previous / next of View Applications; keeps the name search in the links (?name=…&page=N). */
export function ApplicantsPagination({ page, pageCount, name }: { page: number; pageCount: number; name: string }) {
  if (pageCount <= 1) return null;
  const to = (target: number) => `?${new URLSearchParams({ ...(name ? { name } : {}), page: String(target) })}`;
  const link = 'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50';
  const off = 'rounded-md border border-slate-200 px-3 py-1.5 text-sm font-semibold text-slate-500';
  return (
    <nav aria-label="Applications pages" className="mt-4 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={to(page - 1)} className={link}>
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
        <Link to={to(page + 1)} className={link}>
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

import type { MetaDescriptor } from 'react-router';

/** Title of a staff page ('Dashboard – …'); the layout adds `noindex` for every dashboard page. */
export const dashboardMeta = (title: string): MetaDescriptor[] => [{ title: `Dashboard – ${title}` }];

/** ?page=N of a paged dashboard list (1 when missing or not a whole number); a page with two lists names each one's parameter. */
export function pageParam(request: Request, name = 'page'): number {
  const value = Number(new URL(request.url).searchParams.get(name) ?? '1');
  return Number.isInteger(value) && value >= 1 ? value : 1;
}

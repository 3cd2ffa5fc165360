import { useRouteLoaderData } from 'react-router';
import type { loader as siteLoader } from '~/routes/_site/layout';

/** The signed-in student (or null), loaded by the public site's layout. */
export function useStudent() {
  return useRouteLoaderData<typeof siteLoader>('routes/_site/layout')?.student ?? null;
}

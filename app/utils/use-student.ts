import { useRouteLoaderData } from 'react-router';
import type { SignedInStudent } from '~/modules/auth/get-signed-in-student.server';

/** What the public site's layout loader (routes/_site/layout.tsx) gives every page. */
export type SiteLoaderData = { student: (SignedInStudent & { greeting: string }) | null };

/** The signed-in student (or null), loaded by the public site's layout. */
export function useStudent() {
  return useRouteLoaderData<SiteLoaderData>('routes/_site/layout')?.student ?? null;
}

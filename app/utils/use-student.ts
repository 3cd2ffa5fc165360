import { useRouteLoaderData } from 'react-router';
import type { SignedInStudent } from '~/modules/auth/get-signed-in-student.server';
import type { Locale } from '~/modules/i18n/locales';
import type { ShellTexts } from '~/modules/i18n/site/shell-texts.server';

/** What the public site's layout loader (routes/_site/layout.tsx) gives every page: who is signed in, and the shell's texts in the page's language. */
export type SiteLoaderData = { student: (SignedInStudent & { greeting: string }) | null; locale: Locale; texts: ShellTexts };

/** The signed-in student (or null), loaded by the public site's layout. */
export function useStudent() {
  return useRouteLoaderData<SiteLoaderData>('routes/_site/layout')?.student ?? null;
}

/** The page's language (its address's prefix, decision 043). */
export function useSiteLocale(): Locale {
  return useRouteLoaderData<SiteLoaderData>('routes/_site/layout')!.locale;
}

/** What the site's shell says, in the page's language (decision 043). */
export function useShellTexts(): ShellTexts {
  return useRouteLoaderData<SiteLoaderData>('routes/_site/layout')!.texts;
}

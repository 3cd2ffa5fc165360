// The languages of the site (issue 22). English keeps the addresses it always had; Hindi and
// Marathi pages live under /hi/… and /mr/…, the same paths after the prefix
// (docs/decisions/043-languages.md).

export const LOCALES = ['en', 'hi', 'mr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The language as used in India: <html lang>, hreflang and Intl. */
export const LANGUAGE_TAGS: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN', mr: 'mr-IN' };

/** Each language named in itself, as a language switch shows it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिंदी', mr: 'मराठी' };

/** Where a visitor's choice of language is kept (set by GET /language, server/language-switch.ts). */
export const LANGUAGE_COOKIE = 'lang';

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/** The prefix of a language's addresses: '' for English, '/hi' and '/mr'. */
export const localePrefix = (locale: Locale): string => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/** The language of an address by its first segment, and the path without the prefix. */
export function localeOfPath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(hi|mr)(?=\/|$)/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname };
  return { locale: match[1] as Locale, path: pathname.slice(match[0].length) || '/' };
}

/** The same page in another language: `path` is a path of the site without any language prefix. */
export function pathInLocale(path: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  return prefix && path === '/' ? prefix : prefix + path;
}

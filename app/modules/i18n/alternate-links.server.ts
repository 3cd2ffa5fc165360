import { LANGUAGE_TAGS, LOCALES, localeOfPath, pathInLocale } from './locales';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The page's address in each language, and English as `x-default`, as `<link rel="alternate"
 * hreflang>` tags for the page's <head>: search engines show each reader the language they read.
 * Written by the server into the HTML (entry.server.tsx), so no script of ours carries them. The
 * dashboard, in English only, has none.
 */
export function alternateLanguageLinks(requestUrl: string, origin: string): string {
  const { path } = localeOfPath(new URL(requestUrl).pathname);
  if (/^\/dashboard(\/|$)/.test(path)) return '';
  const link = (hreflang: string, href: string) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(origin + href)}"/>`;
  return [...LOCALES.map((locale) => link(LANGUAGE_TAGS[locale], pathInLocale(path, locale))), link('x-default', path)].join('');
}

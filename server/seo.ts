import { Hono } from 'hono';
import { findVisibleCourses } from '~/modules/courses/find-public-courses.server';
import { LANGUAGE_TAGS, LOCALES, localePrefix, pathInLocale } from '~/modules/i18n/locales';
import { findNews } from '~/modules/news/news.server';
import { env } from '~/utils/env.server';

export const seo = new Hono();

const xmlEscape = (text: string) => text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);

// Private pages (the portal's and the dashboard's, in every language) stay out of search engines.
const PRIVATE = ['/dashboard', '/user-profile', '/applications', '/pay-course/'];
const DISALLOWED = ['/api/', ...LOCALES.flatMap((locale) => PRIVATE.map((path) => localePrefix(locale) + path))];
seo.get('/robots.txt', (c) =>
  c.text(`User-agent: *\nAllow: /\n${DISALLOWED.map((path) => `Disallow: ${path}\n`).join('')}\nSitemap: ${env.APP_URL}/sitemap.xml\n`),
);

seo.get('/sitemap.xml', async (c) => {
  const [courses, news] = await Promise.all([findVisibleCourses(), findNews()]);
  // Each page in each language, every entry naming the page's other languages (decision 043).
  const href = (path: string, locale: (typeof LOCALES)[number]) => xmlEscape(env.APP_URL + pathInLocale(path, locale));
  const urls = (path: string, lastmod?: number) => {
    const alternates = LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${LANGUAGE_TAGS[locale]}" href="${href(path, locale)}"/>`).join('');
    const modified = lastmod ? `<lastmod>${new Date(lastmod).toISOString().slice(0, 10)}</lastmod>` : '';
    return LOCALES.map((locale) => `<url><loc>${href(path, locale)}</loc>${alternates}${modified}</url>`).join('');
  };
  const entries = [
    ...['/', '/about', '/courses', '/news', '/contact', '/policies'].map((path) => urls(path)),
    ...courses.map((course) => urls(`/apply-course/${course.id}`, course.createdAt)),
    ...news.map((item) => urls(`/news/${item.id}`, item.date)),
  ];
  c.header('Content-Type', 'application/xml; charset=utf-8');
  return c.body(
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${entries.join('')}</urlset>\n`,
  );
});

import { Hono } from 'hono';
import { findVisibleCourses } from '~/modules/courses/find-public-courses.server';
import { findNews } from '~/modules/news/news.server';
import { env } from '~/utils/env.server';

export const seo = new Hono();

const xmlEscape = (text: string) => text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);

// Private pages (the portal's and the dashboard's) stay out of search engines.
const DISALLOWED = ['/api/', '/dashboard', '/user-profile', '/applications', '/pay-course/'];
seo.get('/robots.txt', (c) =>
  c.text(`User-agent: *\nAllow: /\n${DISALLOWED.map((path) => `Disallow: ${path}\n`).join('')}\nSitemap: ${env.APP_URL}/sitemap.xml\n`),
);

seo.get('/sitemap.xml', async (c) => {
  const [courses, news] = await Promise.all([findVisibleCourses(), findNews()]);
  const url = (path: string, lastmod?: number) =>
    `<url><loc>${xmlEscape(env.APP_URL + path)}</loc>${lastmod ? `<lastmod>${new Date(lastmod).toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
  const urls = [
    ...['/', '/about', '/courses', '/news', '/contact', '/policies'].map((path) => url(path)),
    ...courses.map((course) => url(`/apply-course/${course.id}`, course.createdAt)),
    ...news.map((item) => url(`/news/${item.id}`, item.date)),
  ];
  c.header('Content-Type', 'application/xml; charset=utf-8');
  return c.body(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`);
});

import { beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '~/modules/courses/create-course.server';
import { createNewsItem } from '~/modules/news/news.server';
import { envForThisTest } from '../tests/env-for-test';
import { seo } from './seo';

// /robots.txt and /sitemap.xml: what search engines may crawl, with absolute URLs from APP_URL.

/** Checks XML well-formedness the way a parser would: balanced tags, escaped text, one root. */
function expectWellFormedXml(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.slice(xml.indexOf('?>') + 2).trim();
  const stack: string[] = [];
  let roots = 0;
  for (const [token, closing, name, selfClosing, text] of body.matchAll(
    /<(\/?)([A-Za-z][\w:.-]*)(?:\s+[\w:.-]+="(?:[^"<&]|&(?:amp|lt|gt|quot|apos);)*")*\s*(\/?)>|([^<]+)/g,
  )) {
    if (text !== undefined) {
      expect(text, 'text outside tags').not.toMatch(/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i);
      if (!stack.length) expect(text.trim(), 'text outside the root').toBe('');
      continue;
    }
    if (closing) expect(stack.pop(), token).toBe(name);
    else {
      if (!stack.length) roots++;
      if (!selfClosing) stack.push(name!);
    }
  }
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
  // Every character is accounted for by the tokens above.
  expect(body.replace(/<(\/?)([A-Za-z][\w:.-]*)(?:\s+[\w:.-]+="(?:[^"<&]|&(?:amp|lt|gt|quot|apos);)*")*\s*(\/?)>|([^<]+)/g, '')).toBe('');
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc!.replace(/&amp;/g, '&'));

describe('GET /robots.txt', () => {
  it('allows the site, keeps crawlers out of the API and private areas, and names the sitemap', async () => {
    envForThisTest({ APP_URL: 'https://institute.example' });
    const res = await seo.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await res.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/api/', '/dashboard', '/user-profile', '/applications', '/pay-course/']) expect(lines).toContain(`Disallow: ${path}`);
    // The portal's pages in Hindi and Marathi too (decision 043).
    for (const path of ['/hi/user-profile', '/mr/applications', '/hi/pay-course/']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Sitemap: https://institute.example/sitemap.xml');
  });
});

describe('GET /sitemap.xml', () => {
  let visible: string[];
  let hidden: string;
  let news: string[];
  beforeAll(async () => {
    const course = (title: string, day: number, visibleFlag = true) =>
      createCourse({ course: { title, description: '<p>x</p>', images: [], visible: visibleFlag, createdAt: Date.UTC(2026, 2, day) } });
    visible = [await course('Patient Care Assistant', 3), await course('Pharmacy & Dispensing <Assistant>', 4)];
    hidden = await course('Withdrawn course', 5, false);
    news = [
      await createNewsItem({ item: { title: 'Admissions open', description: '<p>x</p>', date: Date.UTC(2026, 4, 1), images: [] } }),
      await createNewsItem({ item: { title: 'Health camp', description: '<p>x</p>', date: Date.UTC(2026, 3, 1), images: [] } }),
    ];
  });

  it('is well-formed XML in the sitemap namespace', async () => {
    const res = await seo.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await res.text();
    expectWellFormedXml(xml);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
  });

  it('lists the static pages, every visible course and every news item as absolute URLs in each language, never a hidden course', async () => {
    envForThisTest({ APP_URL: 'https://institute.example' });
    const urls = locs(await (await seo.request('/sitemap.xml')).text());
    const inEachLanguage = (path: string) => ['', '/hi', '/mr'].map((prefix) => `https://institute.example${prefix && path === '/' ? prefix : prefix + path}`);
    expect(urls).toEqual([
      ...['/', '/about', '/courses', '/news', '/contact', '/policies'].flatMap(inEachLanguage),
      ...visible.flatMap((id) => inEachLanguage(`/apply-course/${id}`)),
      ...news.flatMap((id) => inEachLanguage(`/news/${id}`)),
    ]);
    expect(urls.join(' ')).not.toContain(hidden);
  });

  it('names, in every entry, the same page in English, Hindi and Marathi', async () => {
    envForThisTest({ APP_URL: 'https://institute.example' });
    const xml = await (await seo.request('/sitemap.xml')).text();
    const entry = [...xml.matchAll(/<url>(.*?)<\/url>/g)]
      .map(([, body]) => body!)
      .find((body) => body.includes('<loc>https://institute.example/mr/about</loc>'))!;
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="en-IN" href="https://institute.example/about"/>');
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="hi-IN" href="https://institute.example/hi/about"/>');
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="mr-IN" href="https://institute.example/mr/about"/>');
  });

  it('dates courses by posting and news by their date, in each language', async () => {
    const xml = await (await seo.request('/sitemap.xml')).text();
    const entries = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, body]) => body!);
    for (const prefix of ['', '/hi', '/mr']) {
      expect(entries.find((body) => body.includes(`${prefix}/apply-course/${visible[0]}</loc>`))).toContain('<lastmod>2026-03-03</lastmod>');
      expect(entries.find((body) => body.includes(`${prefix}/news/${news[0]}</loc>`))).toContain('<lastmod>2026-05-01</lastmod>');
    }
  });

  it('escapes an APP_URL with XML special characters', async () => {
    envForThisTest({ APP_URL: 'https://institute.example/site?a=1&b=2' });
    const xml = await (await seo.request('/sitemap.xml')).text();
    expectWellFormedXml(xml);
    expect(locs(xml)[0]).toBe('https://institute.example/site?a=1&b=2/');
  });
});

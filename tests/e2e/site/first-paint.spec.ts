import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { waitForHydration } from '../hydration';

// First paint (decisions 019 and 040): a public page needs nothing but its HTML to paint styled.
// The part of the app's stylesheet its markup needs is inline in <head>; the whole sheet is fetched
// one frame after the first paint and applies when the page gains a class (app/utils/whole-stylesheet.ts),
// and react-toastify's stylesheet loads with the first toast
// (course-detail.spec.ts, where Enroll Now shows one).

async function publicPages(request: APIRequestContext) {
  const { courses } = await (await request.get('/api/courses')).json();
  const { news } = await (await request.get('/api/news-and-events/news')).json();
  return ['/', '/about', '/courses', `/apply-course/${courses[0]._id}`, '/news', `/news/${news[0]._id}`, '/contact', '/policies'];
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a public page is styled from its HTML alone (no flash of unstyled content)', async ({ page, request }) => {
    for (const path of await publicPages(request)) {
      await page.goto(path);
      // One sheet, inline, and Tailwind's classes apply: the skip link is visually hidden
      // (sr-only) and the theme's font is on <body>.
      expect(await page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href)), path).toEqual([null]);
      const skip = page.getByRole('link', { name: 'Skip to content' });
      expect(await skip.evaluate((element) => getComputedStyle(element).position), path).toBe('absolute');
      expect(await skip.evaluate((element) => getComputedStyle(element).clipPath), path).toBe('inset(50%)');
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily), path).toContain('system-ui');
    }
  });
});

test('the whole stylesheet is fetched after the first paint and applies once the page gains a class, as by client-side navigation, without errors', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await waitForHydration(page);
  const inlineSheet = await page.locator('head style[data-href]').getAttribute('data-href');
  const whole = page.locator('link#whole-stylesheet');
  expect(await whole.evaluate((link: HTMLLinkElement) => new URL(link.href).pathname)).toBe(inlineSheet);
  // Fetched and parsed, and holding more than the page's own part, but not applied.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const size = (sheet: CSSStyleSheet | null | undefined) => [...(sheet?.cssRules ?? [])].reduce((length, rule) => length + rule.cssText.length, 0);
        const own = size(document.querySelector<HTMLStyleElement>('head style[data-href]')?.sheet);
        return size(document.querySelector<HTMLLinkElement>('link#whole-stylesheet')?.sheet) > own * 1.5;
      }),
    )
    .toBe(true);
  await expect(whole).toHaveAttribute('media', 'not all');
  expect(await page.evaluate(() => document.querySelectorAll('head style[data-href]').length)).toBe(1);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses', exact: true }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(whole).toHaveAttribute('media', 'all');
  // A class the home page does not use is styled on /courses: the search button's accent colour.
  await expect(page.getByRole('search').getByRole('button', { name: 'Search' })).toHaveCSS('background-color', 'rgb(245, 158, 11)');
  expect(await page.getByRole('link', { name: 'Skip to content' }).evaluate((element) => getComputedStyle(element).position)).toBe('absolute');
  expect(errors).toEqual([]);
});

test('a public page inlines its stylesheet and loads no JavaScript before the first paint, then hydrates under the CSP, largest picture first', async ({
  page,
  request,
}) => {
  for (const path of await publicPages(request)) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    // A <link rel=stylesheet> in <head> holds the first paint until it has been downloaded.
    expect(head.match(/<link\b[^>]*\brel=["']?stylesheet\b[^>]*>/gi) ?? [], path).toEqual([]);
    const inline = head.match(/<style\b[^>]*data-href="([^"]+)"[^>]*>([\s\S]*?)<\/style>/i);
    expect(inline, path).not.toBeNull();
    // The rules this page's markup uses, not the whole stylesheet (which has the dashboard's too).
    const whole = await (await request.get(inline![1]!)).text();
    expect(inline![2], path).toContain('.bg-brand-700{');
    expect(inline![2]!.length, path).toBeLessThan(whole.length * 0.7);
    // No preload and no module script in the HTML: the only way in is the starter, one frame after
    // the first paint (app/utils/hydrate-after-first-paint.server.ts).
    expect(html.match(/<link\b[^>]*\bmodulepreload\b[^>]*>/gi) ?? [], path).toEqual([]);
    expect(html.match(/<script\b[^>]*\btype="module"[^>]*>/gi) ?? [], path).toEqual([]);
    expect(html, path).toContain('<script type="text/plain" id="hydration-module">');
  }

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const priorities = new Map<string, string>();
  let loadingPath = '';
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', ({ request, documentURL }) => {
    // Only the page being loaded: a request the page before it still makes (a lazy chunk, its
    // route discovery) is not this page's.
    if (new URL(documentURL).pathname !== loadingPath) return;
    const { pathname } = new URL(request.url);
    if (!priorities.has(pathname)) priorities.set(pathname, request.initialPriority);
  });
  for (const path of ['/', '/courses']) {
    priorities.clear();
    loadingPath = path;
    await page.goto(path);
    await waitForHydration(page);
    const requested = [...priorities.keys()];
    const firstScript = requested.findIndex((pathname) => /^\/assets\/.+\.js$/.test(pathname));
    expect(firstScript, path).toBeGreaterThan(0);
    // The hero picture of /, the first course card's picture of /courses: asked for at High
    // priority, before any script.
    const firstPicture = requested.findIndex((pathname) => /\.webp$/.test(pathname));
    expect(priorities.get(requested[firstPicture]!), path).toBe('High');
    expect(firstPicture, path).toBeLessThan(firstScript);
  }
  // A refused inline script (CSP) or a failed hydration would show here.
  expect(errors).toEqual([]);
});

test('a public page neither fetches nor runs its scripts until the visitor shows intent; Home at the latest 3 s after load, for its carousel', async ({
  page,
}) => {
  const hydrated = (tab: Page) => tab.evaluate(() => Object.keys(document.body).some((key) => key.startsWith('__reactFiber')));
  /** The scripts a tab asks for from now on. */
  const scriptsAskedBy = (tab: Page) => {
    const asked: string[] = [];
    tab.on('request', (request) => {
      if (/^\/assets\/.+\.js$/.test(new URL(request.url()).pathname)) asked.push(request.url());
    });
    return asked;
  };
  // A paused clock holds the starter's timer and its frame (decision 049): time moves only when told.
  // It is the context's, so the second tab below runs on it too.
  await page.clock.install({ time: new Date('2026-06-01T10:00:00+05:30') });
  await page.clock.pauseAt(new Date('2026-06-01T10:00:01+05:30'));

  const askedByHome = scriptsAskedBy(page);
  await page.goto('/');
  await page.clock.runFor(2_900);
  expect(await hydrated(page)).toBe(false);
  expect(askedByHome).toEqual([]);
  await page.clock.runFor(200);
  await expect.poll(() => hydrated(page)).toBe(true);

  // /news in a tab of its own: what hydrated Home goes on loading (its lazy modules) is Home's.
  const news = await page.context().newPage();
  const askedByNews = scriptsAskedBy(news);
  await news.goto('/news');
  await page.clock.runFor(60_000);
  expect(await hydrated(news)).toBe(false);
  expect(askedByNews).toEqual([]);
  // A wheel turned: the compositor hands the page its event when it gets to it, so the clock moves on
  // a frame at a time until it has (the starter waits one frame after it).
  await news.mouse.wheel(0, 100);
  await expect
    .poll(async () => {
      await page.clock.runFor(20);
      return hydrated(news);
    })
    .toBe(true);
});

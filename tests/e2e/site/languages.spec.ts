import { expect, test } from '@playwright/test';
import { waitForHydration } from '../hydration';
import { MARATHI_DIALOG, signInInOpenDialog } from '../portal/portal-helpers';

// Issue 22: the same pages under /hi and /mr, in that language (decision 043). The site's shell
// (header, menu, footer) is translated so far; the pages' own texts follow.

const SHELL = {
  hi: { lang: 'hi-IN', courses: 'पाठ्यक्रम', about: 'हमारे बारे में', login: 'लॉगिन', rights: 'सर्वाधिकार सुरक्षित', menu: 'मेनू खोलें' },
  mr: { lang: 'mr-IN', courses: 'अभ्यासक्रम', about: 'आमच्याविषयी', login: 'लॉगिन', rights: 'सर्व हक्क राखीव', menu: 'मेनू उघडा' },
} as const;

for (const [locale, texts] of Object.entries(SHELL)) {
  test(`/${locale}: the page says it is in ${texts.lang}, its shell speaks it, and its links stay in it after hydration`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto(`/${locale}/courses`);
    await expect(page.locator('html')).toHaveAttribute('lang', texts.lang);
    const main = page.getByRole('navigation', { name: 'मुख्य' }).first();
    await expect(main.getByRole('link', { name: texts.courses })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('contentinfo')).toContainText(texts.rights);
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Nagpur Institute of Hospital Management`);
    await waitForHydration(page);

    // A link followed in the browser (no page load) keeps the language.
    await main.getByRole('link', { name: texts.about }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/about$`));
    await expect(page.locator('html')).toHaveAttribute('lang', texts.lang);
    await expect(page.getByRole('button', { name: texts.login, exact: true })).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test('on a 390 px phone the menu opens in the page’s language and its links keep it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/mr');
  await waitForHydration(page);
  await page.getByRole('button', { name: SHELL.mr.menu }).click();
  const drawer = page.getByRole('dialog', { name: 'मेनू' });
  await drawer.getByRole('link', { name: SHELL.mr.courses }).click();
  await expect(page).toHaveURL(/\/mr\/courses$/);
  await expect(drawer).toBeHidden();
});

test('the language switch keeps the page, remembers the choice and comes back to English', async ({ page, context }) => {
  await page.goto('/courses?q=dialysis');
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('link', { name: 'मराठी' }).click();
  await expect(page).toHaveURL(/\/mr\/courses\?q=dialysis$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr-IN');
  expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('mr');
  await page.getByRole('button', { name: 'भाषा: मराठी' }).click();
  await expect(page.getByRole('link', { name: 'मराठी' })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/courses\?q=dialysis$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('en');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the language switch still opens and still goes to the page in the language chosen', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('link', { name: 'हिंदी' }).click();
    await expect(page).toHaveURL(/\/hi\/about$/);
    await expect(page.getByRole('navigation', { name: 'मुख्य' }).first().getByRole('link', { name: SHELL.hi.about })).toHaveAttribute('aria-current', 'page');
  });
});

test('each page names its address in the three languages, English as x-default', async ({ page, baseURL }) => {
  await page.goto('/hi/news');
  const alternates = page.locator('head link[rel="alternate"]');
  await expect(alternates).toHaveCount(4);
  const hrefs = Object.fromEntries(await alternates.evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])));
  expect(hrefs).toEqual({ 'en-IN': `${baseURL}/news`, 'hi-IN': `${baseURL}/hi/news`, 'mr-IN': `${baseURL}/mr/news`, 'x-default': `${baseURL}/news` });
});

test('a portal page at its English address follows the language chosen (the lang cookie); signing in goes on to it in that language', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'lang', value: 'mr', url: baseURL! }]);
  await page.goto('/applications');
  await expect(page).toHaveURL(/\/mr\?sign-in=1&next=%2Fapplications$/);
  await waitForHydration(page);
  // The dialog and the code's e-mail are in Marathi, the page's language.
  await signInInOpenDialog(page, undefined, 'तुमचा लॉगिन कोड', MARATHI_DIALOG);
  await expect(page).toHaveURL(/\/mr\/applications$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr-IN');
});

test.describe('a browser that asks for Hindi', () => {
  test.use({ locale: 'hi-IN' });
  test('opens the portal in Hindi, and the public pages where their address says', async ({ page }) => {
    await page.goto('/user-profile');
    await expect(page).toHaveURL(/\/hi\?sign-in=1&next=%2Fuser-profile$/);
    await page.goto('/courses');
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  });
});

test('every public page in Hindi says so and names its three addresses', async ({ page, request, baseURL }) => {
  const { courses } = await (await request.get('/api/courses')).json();
  const { news } = await (await request.get('/api/news-and-events/news')).json();
  for (const path of ['', '/about', '/courses', `/apply-course/${courses[0]._id}`, '/news', `/news/${news[0]._id}`, '/contact', '/policies']) {
    await page.goto(`/hi${path}`);
    await expect(page.locator('html'), path).toHaveAttribute('lang', 'hi-IN');
    const english = `${baseURL}${path || '/'}`;
    await expect(page.locator('head link[rel="alternate"][hreflang="hi-IN"]'), path).toHaveAttribute('href', `${baseURL}/hi${path}`);
    await expect(page.locator('head link[rel="alternate"][hreflang="x-default"]'), path).toHaveAttribute('href', english);
    await expect(page.getByRole('banner').getByRole('button', { name: 'भाषा: हिंदी' }), path).toBeVisible();
  }
});

test('English keeps its addresses and its words', async ({ page }) => {
  await page.goto('/courses');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/courses');
});

test('the staff dashboard has no Hindi or Marathi address: it answers in English at its own', async ({ request }) => {
  const answer = await request.get('/hi/dashboard/finance?from=2026-11-01', { maxRedirects: 0 });
  expect(answer.status()).toBe(308);
  expect(answer.headers().location).toBe('/dashboard/finance?from=2026-11-01');
});

test('/mr/courses speaks Marathi around the list: its heading, its count, a search that finds nothing, and the next page', async ({ page }) => {
  await page.goto('/mr/courses');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('आमचे अभ्यासक्रम');
  await expect(page.getByRole('region', { name: 'शोध परिणाम' }).getByRole('status')).toHaveText('12 अभ्यासक्रमांपैकी 1–9 दाखवत आहोत');
  await expect(page.getByRole('navigation', { name: 'पाने' }).getByRole('link', { name: 'पान 2' })).toHaveAttribute('href', '/mr/courses?page=2');
  await waitForHydration(page);
  await page.getByRole('searchbox', { name: 'नावाने अभ्यासक्रम शोधा' }).fill('zzzz');
  await page.getByRole('button', { name: 'शोधा', exact: true }).click();
  await expect(page).toHaveURL(/\/mr\/courses\?q=zzzz$/);
  await expect(page.getByRole('status')).toHaveText('एकही अभ्यासक्रम सापडला नाही.');
  await expect(page).toHaveTitle(/^“zzzz” शी जुळणारे अभ्यासक्रम/);
});

test('/hi: an unknown news item is a Hindi 404, and Policies are in Hindi with the institute’s e-mail as a link', async ({ page }) => {
  const response = await page.goto('/hi/news/01900000-0000-7000-8000-000000000000');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('समाचार नहीं मिला');
  await expect(page.getByRole('navigation', { name: 'उपयोगी लिंक' }).getByRole('link', { name: 'पाठ्यक्रम देखें' })).toHaveAttribute('href', '/hi/courses');

  await page.goto('/hi/policies');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('नीतियाँ');
  const refund = page.getByRole('region', { name: 'रिफ़ंड और रद्दीकरण' });
  await expect(refund.locator('strong')).toHaveText('भुगतान या प्रवेश से 7 दिनों के भीतर');
  await expect(refund.getByRole('link').first()).toHaveAttribute('href', /^mailto:/);
});

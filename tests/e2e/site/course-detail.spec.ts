import { type APIRequestContext, expect, test } from '@playwright/test';
import { waitForHydration } from '../hydration';

/** Every stylesheet rule the document has, as text (inline and linked sheets alike). */
const allCssRules = () =>
  [...document.styleSheets].flatMap((sheet) => {
    try {
      return [...sheet.cssRules].map((rule) => rule.cssText);
    } catch {
      return [];
    }
  });

async function courseId(request: APIRequestContext, title: string): Promise<string> {
  const body = (await (await request.get('/api/courses')).json()) as { courses: Array<{ _id: string; title: string }> };
  const course = body.courses.find((c) => c.title === title);
  if (!course) throw new Error(`no course titled ${title}`);
  return course._id;
}

test('a course page shows title, posted time, fees, duration, description, eligibility, both images, four related courses and its Course JSON-LD', async ({
  page,
  request,
}) => {
  const id = await courseId(request, 'Patient Care Assistant');
  const response = await page.goto(`/apply-course/${id}`);
  expect(response?.status()).toBe(200);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Patient Care Assistant');
  // The demo courses were posted about two months before the seed ran.
  await expect(main.getByText(/^Posted \d+ (minute|hour|day|week|month|year)s? ago$/)).toBeVisible();
  await expect(main.getByText('Fees: ₹35,000')).toBeVisible();
  await expect(main.getByText('Duration:')).toBeVisible();
  await expect(main.getByText('Infection control')).toBeVisible(); // a list item of the description HTML
  const eligibility = main.getByRole('region', { name: 'Eligibility Criteria' });
  await expect(eligibility).toContainText('12th');

  // The first image is the hero (not lazy), the second sits beside the description (lazy);
  // the related course cards follow.
  const [hero, sideImage] = [main.locator('img').nth(0), main.locator('img').nth(1)];
  await expect(hero).toHaveAttribute('loading', 'eager');
  await expect(hero).toHaveAttribute('width', /\d+/);
  await expect(sideImage).toHaveAttribute('loading', 'lazy');
  // The course's own two; the related cards' pictures are theirs (a course another suite adds
  // while this one runs may be drawn, and may have none).
  const related = page.getByRole('region', { name: 'More Related Courses' });
  await expect(main.locator('img')).toHaveCount(2 + (await related.locator('img').count()));
  await expect(page).toHaveTitle(/^Patient Care Assistant \| /);

  // Which four is the server's draw (public-courses.db.test.ts: never the course itself).
  const relatedTitles = await related.getByRole('heading', { level: 3 }).allTextContents();
  expect(relatedTitles).toHaveLength(4);
  expect(new Set(relatedTitles).size).toBe(4);
  expect(relatedTitles).not.toContain('Patient Care Assistant');
  await expect(related.getByRole('link', { name: 'Enroll Now' })).toHaveCount(4);

  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const course = blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Course');
  expect(course).toMatchObject({
    name: 'Patient Care Assistant',
    provider: { '@type': 'EducationalOrganization' },
    offers: { '@type': 'Offer', price: 35000, priceCurrency: 'INR' },
    timeRequired: 'P1Y',
  });
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/apply-course/${id}$`));
});

test('the Eligibility Criteria box is absent when the course has no eligibility text; unset fees say so', async ({ page, request }) => {
  await page.goto(`/apply-course/${await courseId(request, 'Medical Records Technician')}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Medical Records Technician');
  await expect(page.getByText('Eligibility Criteria')).toHaveCount(0);

  await page.goto(`/apply-course/${await courseId(request, 'Diploma in D.M.I.T')}`);
  await expect(page.getByText('Fees: contact the institute')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Eligibility Criteria' })).toContainText('2 Years Any Graduation');
});

test('Enroll Now, signed out: toast "Login to apply for Courses" at the top right, drawn by the stylesheet it brings, and the sign-in dialog', async ({
  page,
  request,
}) => {
  await page.goto(`/apply-course/${await courseId(request, 'Diploma in C.S.S.D')}`);
  await waitForHydration(page);
  // No page pays for toast styles before it shows a toast (decision 019).
  expect((await page.evaluate(allCssRules)).filter((rule) => rule.includes('Toastify'))).toEqual([]);

  await page.getByRole('button', { name: 'Enroll Now' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Login to apply for Courses' });
  await expect(toast).toBeVisible();
  expect((await page.evaluate(allCssRules)).some((rule) => rule.startsWith('.Toastify__toast-container'))).toBe(true);
  // react-toastify's own values (ReactToastify.css: light theme, 64 px high, 6 px corners, a
  // shadow) on the toast, a fixed container above the page.
  const drawn = page.locator('.Toastify__toast').filter({ hasText: 'Login to apply for Courses' });
  const style = await drawn.evaluate((element) => {
    const own = getComputedStyle(element);
    const container = getComputedStyle(element.closest('.Toastify__toast-container')!);
    return {
      background: own.backgroundColor,
      minHeight: own.minHeight,
      radius: own.borderRadius,
      shadow: own.boxShadow,
      containerPosition: container.position,
      containerZIndex: container.zIndex,
    };
  });
  expect(style).toEqual({
    background: 'rgb(255, 255, 255)',
    minHeight: '64px',
    radius: '6px',
    shadow: 'rgba(0, 0, 0, 0.1) 0px 4px 12px 0px',
    containerPosition: 'fixed',
    containerZIndex: '9999',
  });
  // Spec §9: top-right. The toast's right edge is near the viewport's, its top near the top,
  // once its entrance (a slide from the right) has come to rest.
  const viewport = page.viewportSize()!;
  const gapToTheRight = async () => {
    const box = (await toast.boundingBox())!;
    return viewport.width - (box.x + box.width);
  };
  await expect.poll(gapToTheRight).toBeLessThan(40);
  expect((await toast.boundingBox())!.y).toBeLessThan(80);
  await expect(page.getByRole('dialog', { name: 'Student Login' })).toBeVisible();
});

test('an unknown course id, and an unknown address, are 404 pages inside the site layout', async ({ page }) => {
  for (const id of ['01900000-0000-7000-8000-000000000000', 'not-an-id']) {
    const response = await page.goto(`/apply-course/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Course not found');
    await expect(page.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/courses');
    await expect(page.getByRole('contentinfo')).toBeVisible(); // the site footer: still inside the layout
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  }

  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});

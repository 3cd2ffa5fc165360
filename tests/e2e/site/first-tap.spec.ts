import { expect, test, type Page } from '@playwright/test';

// The first tap always works (app/utils/first-taps.ts): a control tapped as soon as the page is
// parsed (DOMContentLoaded), before hydration, on a mid-range phone's CPU (4× slower), still does
// what it says. Buttons are held and replayed once the page has hydrated; links and the search
// form work without JavaScript. Each case opens a fresh page and taps at once: no
// waitForHydration anywhere in this file.

async function openOnSlowPhone(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
}

const courseId = async (page: Page) => ((await (await page.request.get('/api/courses')).json()) as { courses: { _id: string }[] }).courses[0]!._id;

test.describe('tapped at DOMContentLoaded under 4× CPU throttling', () => {
  test('Login opens the student sign-in dialog', async ({ page }) => {
    await openOnSlowPhone(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Student Login' })).toBeVisible({ timeout: 15_000 });
  });

  test('Admin Login opens the staff sign-in dialog', async ({ page }) => {
    await openOnSlowPhone(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Admin Login', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Admin Login' })).toBeVisible({ timeout: 15_000 });
  });

  test('the carousel’s previous arrow shows the last slide', async ({ page }) => {
    await openOnSlowPhone(page, '/');
    await page.getByRole('button', { name: 'Previous slide' }).click();
    // From the first slide back to the third: the slide show itself only ever moves forward.
    await expect(page.getByRole('button', { name: /^Show slide 3:/ })).toHaveAttribute('aria-current', 'true', { timeout: 15_000 });
    await expect(page.locator('[aria-roledescription="slide"]').nth(2)).toBeVisible();
  });

  test('Enroll Now, signed out, says to sign in and opens the sign-in dialog', async ({ page }) => {
    await openOnSlowPhone(page, `/apply-course/${await courseId(page)}`);
    await page.getByRole('button', { name: 'Enroll Now' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Login to apply for Courses' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('dialog', { name: 'Student Login' })).toBeVisible();
  });

  test('search finds courses by title', async ({ page }) => {
    await openOnSlowPhone(page, '/courses');
    const search = page.getByRole('search');
    await search.getByRole('searchbox', { name: 'Search courses by title' }).fill('theatre');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/courses\?q=theatre$/, { timeout: 15_000 });
    await expect(page.getByRole('region', { name: 'Results' }).getByRole('heading', { level: 3 })).toHaveText(['Operation Theatre Technician']);
  });

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the menu opens the drawer', async ({ page }) => {
      await openOnSlowPhone(page, '/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible({ timeout: 15_000 });
    });
  });
});

import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';

// A freshly installed site before staff add anything (SEED_DEMO=false): every list says so.

test('Home says there is no news, and shows no course cards', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('No news available')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Enroll Now' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('Courses says no courses were found', async ({ page }) => {
  await page.goto('/courses');
  await expect(page.getByText('No courses found.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('News & Events says there is no news and there are no events', async ({ page }) => {
  await page.goto('/news');
  await expect(page.getByText('No news available')).toBeVisible();
  await expect(page.getByText('No events available')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the public API answers empty lists, not errors', async ({ request }) => {
  expect(await (await request.get('/api/courses')).json()).toMatchObject({ success: true, courses: [] });
  expect(await (await request.get('/api/news-and-events/news')).json()).toEqual({ news: [] });
  expect(await (await request.get('/api/news-and-events/events')).json()).toEqual({ events: [] });
});

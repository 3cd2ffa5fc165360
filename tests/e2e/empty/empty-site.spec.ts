import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';

// A freshly installed site before staff add anything (SEED_DEMO=false): every list says so. That
// the public API answers empty lists, not errors: server/api/public/empty-site.db.test.ts.
test('Home, Courses and News & Events say there is nothing yet, and pass axe', async ({ page }) => {
  await test.step('Home says there is no news, and shows no course cards', async () => {
    await page.goto('/');
    await expect(page.getByText('No news available')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Enroll Now' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  await test.step('Courses says no courses were found', async () => {
    await page.goto('/courses');
    await expect(page.getByText('No courses found.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step('News & Events says there is no news and there are no events', async () => {
    await page.goto('/news');
    await expect(page.getByText('No news available')).toBeVisible();
    await expect(page.getByText('No events available')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

import { expect, openDashboard, test, uniqueTitle } from './content-fixtures';
import { saidOnce } from './dashboard-helpers';

// Issue 22 point 4: staff enter a course's Marathi title in the course form and /mr shows it. The
// fallback per field, search, sanitising and the other forms: content-languages.db.test.ts.

test('staff enter a Marathi title in Add Course; /mr/courses shows it, /courses the English one', async ({ page }) => {
  const title = uniqueTitle('Nursing Aide');
  const marathi = `नर्सिंग सहाय्यक ${title.split(' ').pop()}`;
  await openDashboard(page, '/dashboard/add-course');
  await page.getByLabel('Course Title').fill(title);
  const versions = page.getByRole('button', { name: 'Hindi and Marathi versions (optional)' });
  await expect(versions).toHaveAttribute('aria-expanded', 'false');
  await versions.click();
  await page.getByLabel('Course Title (Marathi)').fill(marathi);
  await page.getByRole('button', { name: 'Add Course' }).click();
  await saidOnce(page, 'Course added successfully!');

  await page.goto(`/mr/courses?q=${encodeURIComponent(marathi)}`);
  await expect(page.getByRole('heading', { name: marathi })).toBeVisible();
  await page.goto(`/courses?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});

import { expect, openDashboard, test } from './content-fixtures';
import { uniqueEmail } from './dashboard-helpers';

// Issue 9 point 13 at 1366 px: step 2 of Enroll Students starts with the first and last name of
// step 1's full name; the middle name is left to staff; names staff typed themselves are kept.
test.use({ viewport: { width: 1366, height: 768 } });

test('step 2 starts with the first and last name from the full name, and keeps what staff typed', async ({ page }) => {
  await openDashboard(page, '/dashboard/enroll-student');
  const next = page.getByRole('button', { name: 'Next' });
  const back = page.getByRole('button', { name: 'Back', exact: true });

  await test.step('a three-word name gives first and last; middle stays empty', async () => {
    await page.getByLabel('Full Name').fill('  Priya  Ramesh Kale ');
    await page.getByLabel('Email').fill(uniqueEmail('priya'));
    await next.click();
    await expect(page.getByLabel('First Name')).toHaveValue('Priya');
    await expect(page.getByLabel('Middle Name')).toHaveValue('');
    await expect(page.getByLabel('Last Name')).toHaveValue('Kale');
  });

  await test.step('a corrected full name follows into names still as given; a typed one stays', async () => {
    await page.getByLabel('First Name').fill('Priyanka');
    await back.click();
    await page.getByLabel('Full Name').fill('Priya Kulkarni');
    await next.click();
    await expect(page.getByLabel('First Name')).toHaveValue('Priyanka');
    await expect(page.getByLabel('Last Name')).toHaveValue('Kulkarni');
  });
});

import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../dashboard/dashboard-helpers';
import { waitForHydration } from '../hydration';
import { waitForMail } from '../mailbox';
import { signInStudent } from './portal-helpers';

// Issue 22: what a student reads in the portal, in Hindi and Marathi (decision 043). The texts and
// the server's sentences are proven by unit and database tests; these check what a browser shows.

test('/hi: the sign-in dialog fetches its texts in Hindi, and a wrong code is refused in Hindi', async ({ page }) => {
  const email = uniqueEmail('hindi');
  await page.goto('/hi/courses');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('button', { name: 'लॉगिन', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'विद्यार्थी लॉगिन' });
  await dialog.getByLabel('ई-मेल').fill(email);
  await dialog.getByRole('button', { name: 'कोड भेजें' }).click();
  const code = /\b(\d{6})\b/.exec((await waitForMail(email, 'आपका लॉगिन कोड')).text)![1]!;
  await expect(dialog.getByText(`हमने ${email} पर 6 अंकों का कोड ई-मेल किया है।`)).toBeVisible();

  await dialog.getByLabel('ई-मेल में आया कोड').fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
  await dialog.getByRole('button', { name: 'लॉगिन करें' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('यह कोड सही नहीं है। ई-मेल देखें और फिर से कोशिश करें।');

  await dialog.getByLabel('ई-मेल में आया कोड').fill(code);
  await dialog.getByRole('button', { name: 'लॉगिन करें' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/hi\/courses$/);
});

test('/mr: the admission form says a wrong field in Marathi, at the field and beside Submit', async ({ page }) => {
  await signInStudent(page);
  await page.goto('/mr/user-profile');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr-IN');
  const form = page.getByRole('tabpanel', { name: 'विद्यार्थी प्रवेश अर्ज', exact: true });
  await form.getByLabel('पहिले नाव', { exact: true }).fill('साई');
  await form.getByLabel('पिन कोड', { exact: true }).fill('12');
  await form.getByLabel('शहर', { exact: true }).focus(); // leaving the field checks it
  await expect(form.getByText('6 अंकी पिन कोड लिहा.')).toBeVisible();

  await form.getByRole('button', { name: 'सबमिट करा' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'कृपया या 2 नोंदी दुरुस्त करा' })).toContainText('पिन कोड, गोपनीयता सूचना.');
  await expect(form.getByLabel('पिन कोड', { exact: true })).toBeFocused();
});

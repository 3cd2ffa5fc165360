import { expect, type Page } from '@playwright/test';
import { uniqueEmail } from '../dashboard/dashboard-helpers';
import { waitForHydration } from '../hydration';
import { waitForMail } from '../mailbox';

export { uniqueEmail };

/** Signs a student in through the Login dialog with the code from the e-mail really sent. */
export async function signInWithEmailCode(page: Page, email = uniqueEmail('student')): Promise<string> {
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Student Login' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  const mail = await waitForMail(email, 'is your sign-in code');
  const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
  expect(mail.subject).toBe(`${code} is your sign-in code`);
  await dialog.getByLabel('Code from the e-mail').fill(code);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Hi / })).toBeVisible();
  return email;
}

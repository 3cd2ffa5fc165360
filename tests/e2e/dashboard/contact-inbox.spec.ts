import type { Page } from '@playwright/test';
import { waitForHydration } from '../hydration';
// Signed in as the demo administrator by default: one sign-in per worker (content-fixtures.ts).
import { expect, test } from './content-fixtures';
import { browserDialogs, registerAdmin, uniqueEmail } from './dashboard-helpers';
import { expectNoAxeViolations } from '../axe';

// Spec §2 'Contact Us Messages': what visitors send through /contact arrives here, shown as text,
// and can be deleted after a confirmation.

async function sendContactMessage(page: Page, values: { name: string; email: string; phone: string; message: string }) {
  await page.goto('/contact');
  await waitForHydration(page);
  const form = page.getByRole('region', { name: 'Send us a message' });
  await form.getByLabel('Name').fill(values.name);
  await form.getByLabel('Email').fill(values.email);
  await form.getByLabel('Phone').fill(values.phone);
  await form.getByLabel('Message').fill(values.message);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toContainText('Message sent successfully');
}

test('a message sent through /contact shows in the inbox and is deleted after confirming in a dialog', async ({ page }, testInfo) => {
  const seen = browserDialogs(page);
  const name = `Rohit Kale ${Date.now().toString(36)}`;
  const email = uniqueEmail('visitor');
  const message = 'Please call me about the evening batch. Is this <b>html</b>? <img src=x onerror=alert(1)>';
  await test.step('a visitor sends a message with markup in it through /contact', async () => {
    await sendContactMessage(page, { name, email, phone: '+91 98220 55555', message });
  });
  const row = page.getByRole('row').filter({ hasText: name });
  await test.step('the inbox lists it, with mail and phone links, its markup shown literally, never as HTML', async () => {
    await registerAdmin(page.request, { name: 'Inbox Tester' });
    await page.goto('/dashboard/contact-us');
    await waitForHydration(page);
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await expect(row.getByRole('link', { name: '+91 98220 55555' })).toHaveAttribute('href', 'tel:+919822055555');
    await expect(row.getByRole('cell').nth(3)).toHaveText(message);
    await expect(row.locator('b, img')).toHaveCount(0);
  });

  const dialog = page.getByRole('alertdialog', { name: 'Delete message' });
  await test.step('Delete asks in a dialog (no browser confirm), with no accessibility violations; Cancel keeps the message', async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await row.getByRole('button', { name: `Delete message from ${name}` }).click();
    await expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this message?');
    await expect(dialog).toContainText(`From ${name} (${email})`);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('8-delete-message-dialog.png') });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(1);
  });

  await test.step('confirming deletes it; the focus lands on the inbox heading', async () => {
    await row.getByRole('button', { name: `Delete message from ${name}` }).click();
    await dialog.getByRole('button', { name: 'Delete message' }).click();
    await expect(page.locator('.Toastify').getByText('Message deleted successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Contact Us Messages' })).toBeFocused();
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  });

  await test.step('The delete is in the audit log, by this administrator', async () => {
    await page.goto('/dashboard/audit-log');
    await expect(page.getByRole('row').filter({ hasText: 'contact-message.delete' }).filter({ hasText: 'Inbox Tester' })).toHaveCount(1);
  });
  expect(seen).toEqual([]);
});

test('deleting a message that is already gone says so in the dialog, as an alert', async ({ page, browser }) => {
  const name = `Twice Deleted ${Date.now().toString(36)}`;
  await sendContactMessage(page, { name, email: uniqueEmail('twice'), phone: '9822012345', message: 'Delete me twice.' });
  await page.goto('/dashboard/contact-us');
  await waitForHydration(page);
  const seen = browserDialogs(page);
  const row = page.getByRole('row').filter({ hasText: name });
  // Another tab removes it first.
  const other = await browser.newContext({ storageState: await page.context().storageState() });
  const otherPage = await other.newPage();
  await otherPage.goto(new URL('/dashboard/contact-us', page.url()).toString());
  await waitForHydration(otherPage);
  await otherPage.getByRole('button', { name: `Delete message from ${name}` }).click();
  await otherPage.getByRole('alertdialog', { name: 'Delete message' }).getByRole('button', { name: 'Delete message' }).click();
  await expect(otherPage.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await other.close();

  await row.getByRole('button', { name: `Delete message from ${name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete message' });
  await dialog.getByRole('button', { name: 'Delete message' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Failed to delete message.');
  await expect(dialog).toBeVisible();
  expect(seen).toEqual([]);
});

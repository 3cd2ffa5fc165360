import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { applicant, uniqueSurname } from './applicant';
import { expect, openDashboard, test } from './content-fixtures';
import { waitForHydration } from '../hydration';
import { waitForMail } from '../mailbox';
import { STRONG_PASSWORD, uniqueEmail } from './dashboard-helpers';

// Decision 029: each member of staff sees only the buttons and menu entries their role may use.
// The demo administrator of content-fixtures.ts is the owner who sets a colleague's role; the
// colleague works in a browser of their own, on a real student's Pending application.

async function setRole(owner: APIRequestContext, origin: string, email: string, role: 'accounts' | 'admissions') {
  const list = await owner.get('/api/admin/staff');
  expect(list.status(), await list.text()).toBe(200);
  const { staff } = (await list.json()) as { staff: { _id: string; email: string }[] };
  const member = staff.find((candidate) => candidate.email === email);
  expect(member, `${email} is on the Staff list`).toBeDefined();
  const changed = await owner.post(`/api/admin/staff/${member!._id}/role`, { data: { role }, headers: { origin } });
  expect(changed.status(), await changed.text()).toBe(200);
}

/** A colleague joins through an owner's invitation (sign-ups are rate-limited per client, and every suite shares one). */
async function joinAs(owner: APIRequestContext, origin: string, colleague: Page, role: 'accounts' | 'admissions') {
  const email = uniqueEmail('colleague');
  const invited = await owner.post('/api/admin/staff/invite', { data: { email, role }, headers: { origin } });
  expect(invited.status(), await invited.text()).toBe(200);
  const mail = await waitForMail(email, 'You are invited to the staff of');
  const link = mail.text.match(/https?:\/\/\S+(\/dashboard\/accept-invite\/[\w-]+)/)?.[1];
  expect(link, mail.text).toBeTruthy();
  await colleague.goto(link!);
  await waitForHydration(colleague);
  await colleague.getByLabel('Name').fill('Role Tester');
  await colleague.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await colleague.getByLabel('Confirm password').fill(STRONG_PASSWORD);
  await colleague.getByRole('button', { name: 'Join the staff' }).click();
  await expect(colleague.getByText('Welcome, Role Tester')).toBeVisible();
  return email;
}

const menuLinks = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link');

test('accounts and admissions each see only their own buttons on View Applications, and their own menu', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000); // a student applies, then two roles read the same application
  const surname = uniqueSurname();
  const student = await applicant(browser, baseURL!, surname);
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const colleague = await context.newPage();
  await colleague.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/dashboard');
  const origin = new URL(page.url()).origin;
  const email = await joinAs(page.request, origin, colleague, 'accounts');
  const row = colleague.getByRole('row').filter({ hasText: student.name });
  const profile = colleague.getByRole('dialog', { name: student.name });

  await test.step('accounts: fee buttons, no decisions, no course change, the Aadhaar masked with no Reveal', async () => {
    await openDashboard(colleague, `/dashboard/view-applications?name=${surname.toLowerCase()}`);
    await expect(colleague.getByText('Role: Accounts')).toBeAttached();
    await expect(menuLinks(colleague).filter({ hasText: 'Add Course' })).toHaveCount(0);
    await expect(menuLinks(colleague).filter({ hasText: 'View Applications' })).toHaveCount(1);
    await expect(row.getByRole('button', { name: `Mark Paid (fees of ${student.name})` })).toBeVisible();
    await expect(row.getByRole('button', { name: `Edit fees paid of ${student.name}` })).toBeVisible();
    await expect(row.getByRole('button', { name: `Accept application of ${student.name}` })).toHaveCount(0);
    await expect(row.getByRole('button', { name: `Reject application of ${student.name}` })).toHaveCount(0);
    await expect(row.getByText('Pending', { exact: true }).first()).toBeVisible();
    await expect(row.getByRole('button', { name: `Change course for ${student.name}` })).toHaveCount(0);
    // Documents are admissions' (the file route refuses accounts): initials, not a photo that fails to load; no resume link.
    await expect(row.locator('img')).toHaveCount(0);
    await expect(row.getByText('MS', { exact: true })).toBeVisible();
    await expect(row.getByRole('link', { name: /^Resume of/ })).toHaveCount(0);
    await row.getByRole('link', { name: `View Profile of ${student.name}` }).click();
    await expect(profile).toBeVisible();
    await expect(profile.locator('img')).toHaveCount(0);
    await expect(profile.getByText('XXXX XXXX 0124')).toBeVisible();
    await expect(profile.getByRole('button', { name: 'Reveal the full Aadhaar number' })).toHaveCount(0);
    await expect(profile.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await expectNoAxeViolations(colleague);
  });

  await test.step('admissions: decisions, course change, Reveal and Edit; no fee buttons', async () => {
    await setRole(page.request, origin, email, 'admissions');
    await openDashboard(colleague, `/dashboard/view-applications?name=${surname.toLowerCase()}`);
    await expect(colleague.getByText('Role: Admissions')).toBeAttached();
    await expect(menuLinks(colleague).filter({ hasText: 'Add Course' })).toHaveCount(0);
    await expect(row.getByRole('button', { name: `Accept application of ${student.name}` })).toBeVisible();
    await expect(row.getByRole('button', { name: `Reject application of ${student.name}` })).toBeVisible();
    await expect(row.getByRole('button', { name: `Change course for ${student.name}` })).toBeVisible();
    await expect(row.getByRole('button', { name: `Mark Paid (fees of ${student.name})` })).toHaveCount(0);
    await expect(row.getByRole('button', { name: `Edit fees paid of ${student.name}` })).toHaveCount(0);
    await row.getByRole('link', { name: `View Profile of ${student.name}` }).click();
    await expect(profile.getByRole('button', { name: 'Reveal the full Aadhaar number' })).toBeVisible();
    await expect(profile.getByRole('link', { name: 'Edit' })).toBeVisible();
  });

  await context.close();
  await student.close();
});

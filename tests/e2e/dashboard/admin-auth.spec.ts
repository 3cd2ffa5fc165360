import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN } from '../../factories';
import { expectNoAxeViolations } from '../axe';
import { waitForHydration } from '../hydration';
import { waitForMail } from '../mailbox';
import { recordToasts } from '../portal/portal-helpers';
import { ACCESS_PASSWORD, expectSignedOutRedirect, readResetCode, registerAdmin, STRONG_PASSWORD, tinyPng, uniqueEmail } from './dashboard-helpers';

// The staff dialog of spec §2/§4/§5 (Login, Sign Up, Forgot Password) against the real API.

async function openDialog(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('button', { name: 'Admin Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Admin Login' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('an administrator logs in with the demo account and lands on Manage Courses', { tag: '@journey' }, async ({ page }) => {
  const dialog = await openDialog(page);
  // The page behind cannot scroll while the dialog is open.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email');
  for (const label of ['Email', 'Password']) await expect(dialog.getByLabel(label, { exact: true })).toHaveAttribute('required', '');
  await dialog.getByLabel('Email').fill(DEMO_ADMIN.email);
  const password = dialog.getByLabel('Password', { exact: true });
  await password.fill(DEMO_ADMIN.password);
  await expect(password).toHaveAttribute('type', 'password');
  await dialog.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await dialog.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
  await dialog.getByRole('button', { name: 'Login' }).click();
  // A sign-in hashes on purpose (scrypt, 128 MiB); the same allowance as for a refused one below.
  await expect(page).toHaveURL(/\/dashboard\/manage-courses$/, { timeout: 20_000 });
  await expect(page.getByText(`Welcome, ${DEMO_ADMIN.name}`)).toBeVisible();
  // The session is an HttpOnly cookie, not a token in localStorage.
  expect(await page.evaluate(() => Object.keys(localStorage))).not.toContain('adminToken');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'admin_session');
  expect(cookie?.httpOnly).toBe(true);
});

test('signed out, a dashboard page opens the dialog on Home; Escape or the close icon closes it; logging in goes on to that page; Logout signs out', async ({
  page,
}) => {
  await test.step('a signed-out visit lands on Home with the dialog open; Escape and the close icon close it', async () => {
    await expectSignedOutRedirect(page, '/dashboard/contact-us');
    await waitForHydration(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/); // the parameter is dropped: a reload does not reopen it
    const opener = page.getByRole('banner').getByRole('button', { name: 'Admin Login' });
    await opener.click();
    await page.getByRole('dialog', { name: 'Admin Login' }).getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  await test.step('logged in from the dialog a dashboard page opened, they go on to that page', async () => {
    await expectSignedOutRedirect(page, '/dashboard/contact-us');
    await waitForHydration(page);
    const dialog = page.getByRole('dialog', { name: 'Admin Login' });
    await dialog.getByLabel('Email').fill(DEMO_ADMIN.email);
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard\/contact-us$/, { timeout: 20_000 }); // scrypt on purpose, as above
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  // That the old token is dead on the server even if someone kept the cookie: auth.db.test.ts.
  await test.step('Logout in the account menu signs out, back on Home', async () => {
    await registerAdmin(page.request, { name: 'Logout Tester' });
    await page.goto('/dashboard/contact-us');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Account menu for Logout Tester' }).hover();
    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectSignedOutRedirect(page, '/dashboard');
  });
});

// The dialog's every step is scanned on the way: the page under the dialog is in the scan too.
test('sign up: a wrong access password goes back to step 1 with the server message; the right one creates the account; the dashboard welcomes them', async ({
  page,
}) => {
  test.setTimeout(60_000); // four accessibility scans of the page under the dialog, and two sign-ups
  const name = 'Sunita Deshmukh';
  const signUp = page.getByRole('dialog', { name: 'Admin Sign Up' });
  await test.step('the Login dialog and step 1 of Sign Up have no accessibility violations', async () => {
    const dialog = await openDialog(page);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    await expectNoAxeViolations(page);
  });

  await test.step('a wrong access password (not checked in the browser), details, a photo: Create Account is refused at step 1', async () => {
    await signUp.getByLabel('Admin access password').fill('a-wrong-guess-123');
    await signUp.getByRole('button', { name: 'Next' }).click();
    await expectNoAxeViolations(page);
    await signUp.getByLabel('Name').fill(name);
    await signUp.getByLabel('Email').fill(uniqueEmail('signup'));
    await expect(signUp.getByLabel('Email')).toHaveAttribute('type', 'email');
    await signUp.getByLabel('Password', { exact: true }).fill('short');
    await signUp.getByRole('button', { name: 'Next' }).click();
    await expect(signUp.getByLabel('Password', { exact: true })).toBeVisible(); // min 10: the browser refuses
    await signUp.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await signUp.getByRole('button', { name: 'Next' }).click();
    await signUp.getByLabel('Photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng() });
    await expect(signUp.getByRole('img', { name: 'Preview of your photo' })).toBeVisible();
    await expectNoAxeViolations(page);
    await signUp.getByRole('button', { name: 'Create Account' }).click();
    await expect(signUp.getByRole('alert')).toHaveText('Incorrect admin access password');
    await expect(signUp.getByLabel('Admin access password')).toBeVisible();
    await expect(signUp.getByLabel('Admin access password')).toHaveValue('');
  });

  await test.step('the right access password, the details and photo kept: Create Account → the dashboard welcomes them', async () => {
    await signUp.getByLabel('Admin access password').fill(ACCESS_PASSWORD);
    await signUp.getByRole('button', { name: 'Next' }).click();
    await expect(signUp.getByLabel('Name')).toHaveValue(name);
    await signUp.getByRole('button', { name: 'Next' }).click();
    // Back at step 3 the file input is a new, empty one: the photo chosen before is what is sent.
    await expect(signUp.getByRole('img', { name: 'Preview of your photo' })).toBeVisible();
    await signUp.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/dashboard\/manage-courses$/);
    await expect(page.getByText(`Welcome, ${name}`)).toBeVisible();
  });
});

test("forgot password: mismatched new passwords say 'Passwords do not match' and send nothing", async ({ page }) => {
  const toasts = await recordToasts(page);
  const dialog = await openDialog(page);
  await dialog.getByRole('button', { name: 'Forgot Password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot Password' });
  await expectNoAxeViolations(page);
  await forgot.getByLabel('Email').fill(uniqueEmail('mismatch'));
  await forgot.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.locator('.Toastify').getByText('If that e-mail belongs to an administrator, a code is on its way.')).toBeVisible();
  await expect(forgot.getByLabel('OTP')).toBeVisible();
  await expectNoAxeViolations(page); // the code step, under its toast
  await forgot.getByLabel('OTP').fill('123456');
  await forgot.getByLabel('New password', { exact: true }).fill(STRONG_PASSWORD);
  await forgot.getByLabel('Confirm new password').fill(`${STRONG_PASSWORD}-x`);
  const sent: string[] = [];
  page.on('request', (request) => sent.push(request.url()));
  await forgot.getByRole('button', { name: 'Reset Password' }).click();
  // Spec §5's toast, said in the dialog instead: a toast would sit behind the modal's backdrop, in the inert page.
  await expect(forgot.getByRole('alert')).toHaveText('Passwords do not match');
  expect(sent.filter((url) => url.includes('/api/'))).toEqual([]);
  // Back to Login resets the dialog.
  await forgot.getByRole('button', { name: 'Back to Login' }).click();
  const login = page.getByRole('dialog', { name: 'Admin Login' });
  await expect(login.getByLabel('Email')).toHaveValue('');
  expect(await toasts()).toEqual(['If that e-mail belongs to an administrator, a code is on its way.']);
});

test('forgot password: the code from the e-mail sets a new password; the old one is refused in the dialog, the new one logs in', async ({ page }) => {
  const toasts = await recordToasts(page);
  const admin = await registerAdmin(page.request, { name: 'Reset Tester', email: uniqueEmail('reset') });
  const forgot = page.getByRole('dialog', { name: 'Forgot Password' });
  const login = page.getByRole('dialog', { name: 'Admin Login' });
  const newPassword = 'Sitabuldi-Fort-2031';
  await test.step('a signed-out administrator asks for a code', async () => {
    await page.context().clearCookies(); // signed out again: only the e-mail and the code are known
    const dialog = await openDialog(page);
    await dialog.getByRole('button', { name: 'Forgot Password?' }).click();
    await forgot.getByLabel('Email').fill(admin.email);
    await forgot.getByRole('button', { name: 'Send OTP' }).click();
    await expect(forgot.getByLabel('OTP')).toBeVisible();
  });
  await test.step('the code from the e-mail sets a new password, and the owner is told by e-mail', async () => {
    const code = await readResetCode(admin.email);
    await forgot.getByLabel('OTP').fill(code);
    await forgot.getByLabel('New password', { exact: true }).fill(newPassword);
    await forgot.getByLabel('Confirm new password').fill(newPassword);
    await forgot.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.locator('.Toastify').getByText('Password updated. You can log in now.')).toBeVisible();
    // The owner is told by e-mail that their password changed.
    expect((await waitForMail(admin.email, 'Your password was changed')).to).toContain(admin.email);
  });
  await test.step("the old password gets the server's message in the dialog, which stays open", async () => {
    await expect(login.getByLabel('Email')).toHaveValue('');
    await login.getByLabel('Email').fill(admin.email);
    await login.getByLabel('Password', { exact: true }).fill(admin.password);
    await login.getByRole('button', { name: 'Login' }).click();
    // A refused sign-in is slow on purpose (scrypt with 128 MiB): on a loaded 2-core machine that took over 5 s.
    await expect(login.getByRole('alert')).toHaveText('Invalid e-mail or password.', { timeout: 20_000 });
    await expect(page).toHaveURL(/\/$/);
    // Said once, in the dialog: a toast would sit behind the modal's backdrop, in the inert page.
    expect(await toasts()).toEqual(['If that e-mail belongs to an administrator, a code is on its way.', 'Password updated. You can log in now.']);
  });
  await test.step('the new password logs in', async () => {
    await login.getByLabel('Password', { exact: true }).fill(newPassword);
    await login.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard\/manage-courses$/);
    await expect(page.getByText('Welcome, Reset Tester')).toBeVisible();
  });
});

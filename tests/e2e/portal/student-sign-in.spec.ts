import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { waitForHydration } from '../hydration';
import { waitForMail } from '../mailbox';
import { courseIdByTitle, recordToasts, signInWithEmailCode, uniqueEmail } from './portal-helpers';

test('a student signs in with the e-mail code, is greeted, gets the student links, and signs out to /', { tag: '@journey' }, async ({ page }) => {
  test.setTimeout(60_000); // the dialog's sign-in, a reload and an axe scan: 30 s on a loaded machine
  const banner = page.getByRole('banner');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const account = await test.step('the student signs in with the e-mail code and gets the student links', async () => {
    await page.goto('/courses');
    const email = await signInWithEmailCode(page);
    // Before the admission form gives names, the greeting uses the e-mail's name part.
    const greeting = banner.getByRole('button', { name: `Hi ${email.split('@')[0]}` });
    await expect(greeting).toBeVisible();
    await expect(page).toHaveURL('/courses'); // stays where it was
    // The student's links are in the account menu (the bar keeps the five public links on one line).
    await expect(nav.getByRole('link')).toHaveCount(5);
    await greeting.click();
    await expect(banner.getByRole('link', { name: 'Applied Courses' })).toHaveAttribute('href', '/applications');
    await expect(banner.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/user-profile');
    await page.keyboard.press('Escape');
    await expect(banner.getByRole('link', { name: 'My Profile' })).toBeHidden();
    await expect(banner.getByRole('button', { name: 'Admin Login' })).toHaveCount(0);
    return greeting;
  });

  await test.step('A reload keeps the session (HttpOnly cookie), and the page is not cacheable', async () => {
    const response = await page.reload();
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(account).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === 'student.session_token')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  });

  await test.step('the account menu is accessible and Sign out returns to /', async () => {
    await waitForHydration(page);
    await account.click();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(account).toBeFocused();
    await account.click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/');
    await expect(banner.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Applied Courses' })).toHaveCount(0);
  });
});

test('a student signs in through the OpenID Provider and comes back where they were', async ({ page }) => {
  const email = uniqueEmail('oidc.student');
  await page.goto('/about');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('dialog', { name: 'Student Login' }).getByRole('button', { name: 'Continue with Test ID' }).click();
  // The provider's own pages (oidc-provider's development login and consent).
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: /continue/i }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('banner').getByRole('button', { name: /^Hi oidc student/ })).toBeVisible();
});

test('a provider that has not confirmed the e-mail cannot sign anyone in under it', async ({ page }) => {
  const email = uniqueEmail('unverified');
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('dialog', { name: 'Student Login' }).getByRole('button', { name: 'Continue with Test ID' }).click();
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: /continue/i }).click();
  const dialog = page.getByRole('dialog', { name: 'Student Login' });
  await expect(dialog.getByRole('alert')).toHaveText('Your sign-in provider has not confirmed your e-mail address. Sign in with an e-mail code instead.');
  await expect(page.getByRole('banner').getByRole('button', { name: /^Hi / })).toHaveCount(0);
});

test('on a 390 px phone, one notice at a time: a wrong code refused in the dialog, then "You are signed in."; the dialog passes axe in both states', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const toasts = await recordToasts(page);
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Student Login' });
  await expectNoAxeViolations(page);
  const email = uniqueEmail('phone');
  await test.step('the code is sent: the hint under the code field says so, no toast', async () => {
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByLabel('Code from the e-mail')).toHaveAccessibleDescription(new RegExp(`We e-mailed a 6-digit code to ${email}`));
  });
  const code = /\b(\d{6})\b/.exec((await waitForMail(email, 'Your sign-in code')).text)![1]!;
  await test.step('a wrong code is refused in the dialog only', async () => {
    await dialog.getByLabel('Code from the e-mail').fill(code === '123456' ? '654321' : '123456');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('That code is not right. Check the e-mail and try again.');
    await expectNoAxeViolations(page);
  });
  await test.step('the right code signs in with one toast, and the refusal is gone with the dialog', async () => {
    await dialog.getByLabel('Code from the e-mail').fill(code);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('alert')).toHaveText(['You are signed in.']);
    expect(await toasts()).toEqual(['You are signed in.']);
    await expect(page.getByRole('banner').getByRole('button', { name: `Hi ${email.split('@')[0]}` })).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath('6-signed-in-one-notice-390.png') });
  });
});

test.describe('signed in from Enroll Now, on a 390 px phone (issue 21)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const COURSE = 'Diploma in C.S.S.D';

  /** The course page, signed out, after Enroll Now: its toast and the sign-in dialog. */
  async function enrollSignedOut(page: Page) {
    const courseId = await courseIdByTitle(page, COURSE);
    await page.goto(`/apply-course/${courseId}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Enroll Now' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Login to apply for Courses' })).toBeVisible();
    return courseId;
  }

  /**
   * Back on the course, ready to apply: Enroll Now in view (with the focus after a sign-in in the
   * dialog), and nothing applied for the student.
   */
  async function expectReadyToApply(page: Page, courseId: string, { focused }: { focused: boolean }) {
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/apply-course/${courseId}`);
    // No parameter that would open the dialog again on a reload.
    const dialogParameters = () =>
      [...new URL(page.url()).searchParams.keys()].filter((name) => ['sign-in', 'sign-in-error', 'error', 'error_description'].includes(name));
    await expect.poll(dialogParameters).toEqual([]);
    const enroll = page.getByRole('complementary', { name: 'Enrolment' }).getByRole('button', { name: 'Enroll Now' });
    if (focused) await expect(enroll).toBeFocused();
    await expect(enroll).toBeInViewport({ ratio: 1 });
    await expect(enroll).toBeEnabled();
    const { applications } = (await (await page.request.get('/api/users/applications')).json()) as { applications: unknown[] };
    expect(applications).toEqual([]);
  }

  test('through the provider, the student is back at the course, at Enroll Now', async ({ page }) => {
    const courseId = await enrollSignedOut(page);
    await page.getByRole('dialog', { name: 'Student Login' }).getByRole('button', { name: 'Continue with Test ID' }).click();
    await page.locator('input[name="login"]').fill(uniqueEmail('enroll.provider'));
    await page.locator('input[name="password"]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: /continue/i }).click();
    await waitForHydration(page);
    await expect(page.getByRole('banner').getByRole('button', { name: /^Hi enroll provider/ })).toBeVisible();
    expect(new URL(page.url()).hash).toBe('#enroll-now');
    await expectReadyToApply(page, courseId, { focused: false });
  });

  test('a provider that refuses keeps the student on the course; the e-mail code then signs in there', async ({ page }, testInfo) => {
    const courseId = await enrollSignedOut(page);
    const dialog = page.getByRole('dialog', { name: 'Student Login' });
    await test.step('the refusal is said in the dialog, on the course page', async () => {
      await dialog.getByRole('button', { name: 'Continue with Test ID' }).click();
      await page.locator('input[name="login"]').fill(uniqueEmail('unverified.enroll'));
      await page.locator('input[name="password"]').fill('any password');
      await page.getByRole('button', { name: 'Sign-in' }).click();
      await page.getByRole('button', { name: /continue/i }).click();
      await expect(page).toHaveURL(new RegExp(`^[^?]+/apply-course/${courseId}\\?sign-in-error=provider`));
      await expect(dialog.getByRole('alert')).toHaveText('Your sign-in provider has not confirmed your e-mail address. Sign in with an e-mail code instead.');
    });
    await test.step('the e-mail code signs in where the student is, ready to apply', async () => {
      await waitForHydration(page);
      const email = uniqueEmail('enroll.code');
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByRole('button', { name: 'Send code' }).click();
      const code = /\b(\d{6})\b/.exec((await waitForMail(email, 'Your sign-in code')).text)![1]!;
      await dialog.getByLabel('Code from the e-mail').fill(code);
      await dialog.getByRole('button', { name: 'Sign in' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('banner').getByRole('button', { name: /^Hi / })).toBeVisible();
      await expectReadyToApply(page, courseId, { focused: true });
      await page.screenshot({ path: testInfo.outputPath('enroll-now-after-sign-in-390.png') });
    });
  });
});

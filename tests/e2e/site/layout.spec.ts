import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { waitForHydration } from '../hydration';

// The site shell of spec §2: navigation bar and mobile drawer, sign-in dialogs, footer, and the
// floating WhatsApp button of spec §1.

const NAV = [
  ['Home', '/'],
  ['About Us', '/about'],
  ['Courses', '/courses'],
  ['News And Events', '/news'],
  ['Contact Us', '/contact'],
] as const;

async function publicPages(request: APIRequestContext) {
  const { courses } = await (await request.get('/api/courses')).json();
  const { news } = await (await request.get('/api/news-and-events/news')).json();
  return ['/', '/about', '/courses', `/apply-course/${courses[0]._id}`, '/news', `/news/${news[0]._id}`, '/contact', '/policies', '/no-such-page'];
}

test.describe('desktop navigation bar', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('has the links of spec §2, marks the current page, and the logo returns home', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, href] of NAV) await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await waitForHydration(page);
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Institute/ })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  test('the first Tab reaches a skip link to the main content', async ({ page }) => {
    await page.goto('/contact');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await expect(skip).toHaveAttribute('href', '#main');
    await expect(page.locator('main#main')).toHaveCount(1);
  });

  // 'Admin Login' opens the staff dialog: tests/e2e/dashboard/admin-auth.spec.ts.
  for (const [button, heading] of [['Login', 'Student Login']] as const) {
    test(`'${button}' opens an accessible dialog, focused on its first field, and it closes`, async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      const opener = page.getByRole('banner').getByRole('button', { name: button, exact: true });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: heading });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Email')).toBeFocused();
      await expectNoAxeViolations(page);
      // The page behind is blocked from scrolling while the dialog is open.
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();

      await opener.click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // A click on the backdrop closes it too.
      await opener.click();
      await expect(dialog).toBeVisible();
      await page.mouse.click(5, 5);
      await expect(dialog).toBeHidden();
    });
  }
});

test.describe('mobile drawer at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  async function openDrawer(page: Page) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    return drawer;
  }

  test('opens and closes by its buttons, and is accessible when open', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await waitForHydration(page);
    const drawer = await openDrawer(page);
    for (const [label, href] of NAV) await expect(drawer.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    await expect(drawer.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('closes when a link is clicked, after navigating', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const drawer = await openDrawer(page);
    await drawer.getByRole('link', { name: 'Courses' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(drawer).toBeHidden();
    const again = await openDrawer(page);
    await expect(again.getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page');
  });

  test('closes on Escape and keeps keyboard focus inside while open', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const drawer = await openDrawer(page);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((el) => el.contains(document.activeElement) || document.activeElement === document.body)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test('Login in the drawer closes it and opens the sign-in dialog', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const drawer = await openDrawer(page);
    await drawer.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Student Login' })).toBeVisible();
  });
});

test('between 760 and 1050 px the sign-in buttons are in the bar and the links in the drawer', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Admin Login' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
});

test('the footer has social links, information links, contact details, the founding year and a copyright line', async ({ page }) => {
  await page.goto('/news');
  const footer = page.getByRole('contentinfo');
  for (const network of ['Facebook', 'Instagram', 'YouTube']) {
    const link = footer.getByRole('link', { name: new RegExp(network) });
    await expect(link).toHaveAttribute('href', /^https:\/\//);
    await expect(link).toHaveAttribute('target', '_blank');
  }
  const info = footer.getByRole('navigation', { name: 'Information' });
  for (const href of ['/', '/about', '/courses', '/contact', '/news', '/policies']) await expect(info.locator(`a[href="${href}"]`)).toHaveCount(1);
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(2);
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
  await expect(footer.locator('address')).not.toBeEmpty();
  await expect(footer).toContainText('Established 2006');
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
});

test('the WhatsApp button is on every public page, opens wa.me in a new tab', async ({ page, request }) => {
  for (const path of await publicPages(request)) {
    await page.goto(path);
    const button = page.getByRole('link', { name: /WhatsApp/ });
    await expect(button, path).toBeVisible();
    await expect(button, path).toHaveAttribute('href', /^https:\/\/wa\.me\/\d{10,15}$/);
    await expect(button, path).toHaveAttribute('target', '_blank');
    await expect(button, path).toHaveAttribute('rel', /noopener/);
    await expect(page.getByRole('banner'), path).toBeVisible();
    await expect(page.getByRole('contentinfo'), path).toBeVisible();
  }
});

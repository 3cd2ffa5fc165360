import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { waitForHydration } from '../hydration';
import { signInStudent, submitAdmissionAsStudent } from '../portal/portal-helpers';

// The site shell of spec §2: navigation bar and mobile drawer, sign-in dialogs, footer, and the
// floating WhatsApp button of spec §1.

const NAV = [
  ['Home', '/'],
  ['About Us', '/about'],
  ['Courses', '/courses'],
  ['News And Events', '/news'],
  ['Contact Us', '/contact'],
] as const;

const UNKNOWN_ID = '01900000-0000-7000-8000-000000000000';

/** The public pages, a search with results and one without, and the three kinds of 404. */
async function sweptPages(request: APIRequestContext) {
  const { courses } = (await (await request.get('/api/courses')).json()) as { courses: Array<{ _id: string; title: string }> };
  const { news } = await (await request.get('/api/news-and-events/news')).json();
  const course = courses.find((c) => c.title === 'X-Ray and Imaging Technology')!;
  return [
    '/',
    '/about',
    '/courses?q=diploma&sort=az',
    '/courses?q=nurse',
    `/apply-course/${course._id}`,
    `/apply-course/${UNKNOWN_ID}`,
    '/news',
    `/news/${news[0]._id}`,
    `/news/${UNKNOWN_ID}`,
    '/contact',
    '/policies',
    '/no/such/page',
  ];
}

async function publicPages(request: APIRequestContext) {
  const { courses } = await (await request.get('/api/courses')).json();
  const { news } = await (await request.get('/api/news-and-events/news')).json();
  return ['/', '/about', '/courses', `/apply-course/${courses[0]._id}`, '/news', `/news/${news[0]._id}`, '/contact', '/policies', '/no-such-page'];
}

test.describe('desktop navigation bar', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the first Tab reaches a skip link to the main content; the bar has the links of spec §2, marks the current page, and the logo returns home', async ({
    page,
  }) => {
    await page.goto('/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await expect(skip).toHaveAttribute('href', '#main');
    await expect(page.locator('main#main')).toHaveCount(1);

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

  test('opens and closes by its buttons, Escape and its links, keeps focus inside, is accessible open, and its Login opens the sign-in dialog', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await waitForHydration(page);

    await test.step('its icons are drawn from the symbols in the page, which hydration leaves in place', async () => {
      // A <use> whose symbol is missing draws nothing: its box is empty.
      const drawnWidth = (button: Locator) => button.locator('use').evaluate((use) => (use as SVGUseElement).getBBox().width);
      expect(await drawnWidth(page.getByRole('button', { name: 'Open menu' }))).toBeGreaterThan(0);
      const drawer = await openDrawer(page);
      expect(await drawnWidth(drawer.getByRole('button', { name: 'Close menu' }))).toBeGreaterThan(0);
      await drawer.getByRole('button', { name: 'Close menu' }).click();
      await expect(drawer).toBeHidden();
    });

    await test.step('its buttons open and close it, and it is accessible when open', async () => {
      const drawer = await openDrawer(page);
      for (const [label, href] of NAV) await expect(drawer.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
      await expect(drawer.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      await drawer.getByRole('button', { name: 'Close menu' }).click();
      await expect(drawer).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    });

    await test.step('keyboard focus stays inside while it is open, and Escape closes it', async () => {
      const drawer = await openDrawer(page);
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        expect(await drawer.evaluate((el) => el.contains(document.activeElement) || document.activeElement === document.body)).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    });

    await test.step('Login in the drawer closes it and opens the sign-in dialog', async () => {
      const drawer = await openDrawer(page);
      await drawer.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(drawer).toBeHidden();
      const dialog = page.getByRole('dialog', { name: 'Student Login' });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    await test.step('a link closes it, after navigating', async () => {
      const drawer = await openDrawer(page);
      await drawer.getByRole('link', { name: 'Courses' }).click();
      await expect(page).toHaveURL(/\/courses$/);
      await expect(drawer).toBeHidden();
      const again = await openDrawer(page);
      await expect(again.getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page');
    });

    await test.step("the phone's Back closes it too, on the page it goes back to", async () => {
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible(); // still open from the step before
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    });
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

// The accessibility sweep of the public site: each page, and each state worth scanning, once.
// States only a journey reaches are scanned there: the sign-in dialog and the drawer (above), the
// student's account menu (below), a refused contact message (contact.spec.ts).
test('every public page has the header, the footer and the WhatsApp button (wa.me, new tab), and no axe violations', async ({ page, request }) => {
  test.setTimeout(180_000); // twelve pages, each scanned: 5-15 s a page on a loaded machine
  for (const path of await sweptPages(request)) {
    await test.step(path, async () => {
      await page.goto(path);
      const button = page.getByRole('link', { name: /WhatsApp/ });
      await expect(button).toBeVisible();
      await expect(button).toHaveAttribute('href', /^https:\/\/wa\.me\/\d{10,15}$/);
      await expect(button).toHaveAttribute('target', '_blank');
      await expect(button).toHaveAttribute('rel', /noopener/);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      // The two pages with a form are scanned as a visitor fills it in: hydrated.
      if (path === '/' || path === '/contact') await waitForHydration(page);
      await expectNoAxeViolations(page);
    });
  }
});

/**
 * Text in the header that runs over more than one line: for each element holding text (the logo's
 * name aside, which may take two lines), the number of distinct line boxes its text occupies.
 */
function wrappedHeaderTexts(banner: Element) {
  const linesOf = new Map<Element, number[]>();
  const walker = document.createTreeWalker(banner, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!node.textContent?.trim() || !parent?.closest('nav, button')) continue;
    // Hidden, or read by screen readers only (a 1 px clipped box): not on screen.
    if (!parent.checkVisibility() || parent.getBoundingClientRect().width <= 1) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    linesOf.set(parent, [...(linesOf.get(parent) ?? []), ...[...range.getClientRects()].map((rect) => rect.top)]);
  }
  const wrapped: string[] = [];
  for (const [element, tops] of linesOf) {
    const sorted = tops.sort((a, b) => a - b);
    const lines = 1 + sorted.filter((top, index) => index > 0 && top - sorted[index - 1]! > 4).length;
    if (lines > 1) wrapped.push(`${element.textContent?.trim()}: ${lines} lines`);
  }
  return wrapped;
}

test.describe('the header of a signed-in student', () => {
  // A long name, the kind that wrapped: the greeting shows the first and last name.
  const GREETING = 'Hi Venkatalakshmi Raghunathanpillai';

  // One student for the whole story: signed in through the API (signing in has its own suite,
  // tests/e2e/portal/student-sign-in.spec.ts), the name given through the admission form.
  test("keeps the bar on one line at four widths; the student's links are in the account menu, with or without JavaScript, and fit a 390 px phone", async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000); // a sign-in, four widths, two axe scans and a second browser context
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInStudent(page);
    await page.goto('/about');
    await submitAdmissionAsStudent(page, { firstName: 'Venkatalakshmi', lastName: 'Raghunathanpillai' });
    await page.reload();
    await waitForHydration(page);
    const banner = page.getByRole('banner');
    const account = banner.getByRole('button', { name: GREETING });

    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const width of [1024, 1280, 1366, 1920]) {
      await test.step(`every link, button and the greeting on one line at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 800 });
        await expect(account).toBeVisible();
        // From 1050 px the bar has the five links of spec §2; below, they are in the drawer.
        if (width >= 1050) for (const [label] of NAV) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
        else await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
        expect(await banner.evaluate(wrappedHeaderTexts)).toEqual([]);
        expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(73); // one bar (4.5rem and its border)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.screenshot({ path: testInfo.outputPath(`5-header-signed-in-${width}.png`) });
      });
    }

    await test.step('the menu lists Applied Courses, My Profile and Sign out, is accessible, and closes after a link', async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await account.click();
      await expect(page.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/user-profile');
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Applied Courses' }).click();
      await expect(page).toHaveURL('/applications');
      await expect(page.getByRole('link', { name: 'My Profile' })).toBeHidden();
    });

    await test.step('without JavaScript the same button opens the menu and its links work', async () => {
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false, storageState: await page.context().storageState() });
      const plain = await context.newPage();
      await plain.goto('/about');
      await plain.getByRole('banner').getByRole('button', { name: GREETING }).click();
      await plain.getByRole('link', { name: 'My Profile' }).click();
      await expect(plain).toHaveURL('/user-profile');
      await context.close();
    });

    await test.step('on a 390 px phone the greeting is in the header and the account menu fits the screen', async () => {
      await page.goto('/about');
      await waitForHydration(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(account).toBeInViewport({ ratio: 1 });
      await account.click();
      const items = [
        page.getByRole('link', { name: 'Applied Courses' }),
        page.getByRole('link', { name: 'My Profile' }),
        page.getByRole('button', { name: 'Sign out' }),
      ];
      for (const item of items) await expect(item).toBeInViewport({ ratio: 1 });
      // The small button shows the initial; the open menu shows the whole greeting.
      await expect(page.locator(':popover-open').getByText(GREETING, { exact: true })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: testInfo.outputPath('5-account-menu-390.png') });
      await expectNoAxeViolations(page);
    });

    await test.step('Sign out leaves for Home, signed out', async () => {
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('banner').getByRole('button', { name: /^Hi / })).toHaveCount(0);
    });
  });
});

/** What the floating WhatsApp button (and its ring) covers: visible text, links and controls. */
function coveredByWhatsapp() {
  const button = document.querySelector('a[href^="https://wa.me/"]')!;
  const own = button.closest('aside')!;
  const b = button.getBoundingClientRect();
  const ring = 4;
  const hits = (r: DOMRect) =>
    r.width > 1 && r.height > 1 && r.left < b.right + ring && r.right > b.left - ring && r.top < b.bottom + ring && r.bottom > b.top - ring;
  const covered: string[] = [];
  for (const element of document.querySelectorAll('a, button, input, select, textarea, label')) {
    if (own.contains(element) || !element.checkVisibility()) continue;
    if ([...element.getClientRects()].some(hits)) covered.push(`${element.tagName.toLowerCase()}: ${element.textContent?.trim().slice(0, 60)}`);
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!node.textContent?.trim() || !parent || own.contains(parent) || parent.closest('script, style') || !parent.checkVisibility()) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    if ([...range.getClientRects()].some(hits)) covered.push(`text: ${node.textContent.trim().slice(0, 60)}`);
  }
  return covered;
}

async function scrollToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1)).toBe(true);
}

test('on a 390 px phone the WhatsApp button covers no text, link or control at the bottom of any page', async ({ page, request }, testInfo) => {
  test.setTimeout(60_000); // nine public pages, a sign-in and two student pages
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of await publicPages(request)) {
    await test.step(path, async () => {
      await page.goto(path);
      await scrollToBottom(page);
      expect(await page.evaluate(coveredByWhatsapp)).toEqual([]);
    });
  }
  await page.screenshot({ path: testInfo.outputPath('7-whatsapp-bottom-390.png') });
  await test.step("the student's pages, signed in", async () => {
    await signInStudent(page);
    for (const path of ['/applications', '/user-profile']) {
      await page.goto(path);
      await scrollToBottom(page);
      expect(await page.evaluate(coveredByWhatsapp), path).toEqual([]);
    }
  });
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { colourOf } from '../colour';
import { waitForHydration } from '../hydration';

// The contact form of spec §2/§5/§8, on /contact and on Home: success clears it, failure keeps
// what was typed; both answers are in a polite live region.
const SUCCESS = '✅ Message sent successfully!';
const FAILURE = '❌ Failed to send message. Please try again later.';
const message = { name: 'Asha Patil', email: 'asha@example.org', phone: '+91 98220 12345', message: 'Is there an evening batch for the Dialysis course?' };

const form = (page: Page, where: 'contact' | 'home') =>
  where === 'contact' ? page.getByRole('region', { name: 'Send us a message' }) : page.getByRole('region', { name: 'Get in Touch' });

async function fill(scope: Locator, values = message) {
  await scope.getByLabel('Name').fill(values.name);
  await scope.getByLabel('Email').fill(values.email);
  await scope.getByLabel('Phone').fill(values.phone);
  await scope.getByLabel('Message').fill(values.message);
}

async function expectValues(scope: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await expect(scope.getByLabel(label)).toHaveValue(value);
}

test('/contact has its meta tags, the institute contacts, and four required fields with e-mail and telephone input types', async ({ page }) => {
  await page.goto('/contact');
  await expect(page).toHaveTitle(/^Contact Us \| /);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/contact$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
  const main = page.getByRole('main');
  await expect(main.locator('a[href^="tel:"]')).toHaveCount(2);
  await expect(main.locator('a[href^="mailto:"]')).toHaveCount(1);

  const scope = form(page, 'contact');
  for (const label of ['Name', 'Email', 'Phone', 'Message']) await expect(scope.getByLabel(label)).toHaveAttribute('required', '');
  await expect(scope.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(scope.getByLabel('Phone')).toHaveAttribute('type', 'tel');
  await waitForHydration(page);
  await scope.getByRole('button', { name: 'Send Message' }).click(); // empty: the browser refuses
  await expect(scope.getByRole('status')).toBeEmpty();
});

for (const where of ['contact', 'home'] as const) {
  test(`on ${where === 'contact' ? '/contact' : 'Home'}: sending shows progress, then success and a cleared form`, async ({ page }) => {
    // Hold the answer until the in-flight state has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/contact.data*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(where === 'contact' ? '/contact' : '/');
    await waitForHydration(page);
    const scope = form(page, where);
    await fill(scope);
    await scope.getByRole('button', { name: 'Send Message' }).click();
    await expect(scope.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    release();
    await expect(scope.getByRole('status')).toHaveText(SUCCESS);
    await expect(scope.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    await expect.poll(() => colourOf(scope.getByRole('status').getByText(SUCCESS))).toBe('green');
    await expectValues(scope, { Name: '', Email: '', Phone: '', Message: '' });
    await expect(scope.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(page.url()).toMatch(where === 'contact' ? /\/contact$/ : /\/$/);
  });
}

test('invalid data that slips past the browser is refused with the reason, and the typed values stay', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const scope = form(page, 'home');
  await scope.locator('form').evaluate((el: HTMLFormElement) => (el.noValidate = true));
  await fill(scope, { ...message, phone: 'call me' });
  await scope.getByRole('button', { name: 'Send Message' }).click();
  await expect(scope.getByRole('status')).toContainText(FAILURE);
  await expect(scope.getByRole('status')).toContainText('Enter a valid phone number.');
  await expect.poll(() => colourOf(scope.getByRole('status').getByText(FAILURE))).toBe('red');
  await expectValues(scope, { Name: message.name, Email: message.email, Phone: 'call me', Message: message.message });
  await expectNoAxeViolations(page);
});

test('a server error shows the failure message and keeps the values', async ({ page }) => {
  // Only the submission fails; the page's own data still loads.
  await page.route('**/contact.data*', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }) : route.continue(),
  );
  await page.goto('/contact');
  await waitForHydration(page);
  const scope = form(page, 'contact');
  await fill(scope);
  await scope.getByRole('button', { name: 'Send Message' }).click();
  await expect(scope.getByRole('status')).toHaveText(FAILURE);
  await expectValues(scope, { Name: message.name, Email: message.email, Phone: message.phone, Message: message.message });
  await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
});

test('a lost connection shows the failure message and keeps the values, on Home and on /contact', async ({ page }) => {
  // Everything the page would fetch from /contact fails, as it does offline: the post and any reload.
  await page.route('**/contact.data*', (route) => route.abort('internetdisconnected'));
  for (const [path, where] of [
    ['/', 'home'],
    ['/contact', 'contact'],
  ] as const) {
    await page.goto(path);
    await waitForHydration(page);
    const scope = form(page, where);
    await fill(scope);
    await scope.getByRole('button', { name: 'Send Message' }).click();
    await expect(scope.getByRole('status'), path).toHaveText(FAILURE);
    await expectValues(scope, { Name: message.name, Email: message.email, Phone: message.phone, Message: message.message });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form still sends, and a refused message comes back with its values', async ({ page }) => {
    await page.goto('/contact');
    const scope = form(page, 'contact');
    await fill(scope, { ...message, phone: 'call me' });
    await scope.getByRole('button', { name: 'Send Message' }).click();
    await expect(scope.getByRole('status')).toContainText(FAILURE);
    await expectValues(scope, { Name: message.name, Phone: 'call me' });

    await scope.getByLabel('Phone').fill(message.phone);
    await scope.getByRole('button', { name: 'Send Message' }).click();
    await expect(scope.getByRole('status')).toHaveText(SUCCESS);
    await expectValues(scope, { Name: '', Email: '', Phone: '', Message: '' });
  });

  test('the Home form posts to /contact and shows the answer there', async ({ page }) => {
    await page.goto('/');
    await fill(form(page, 'home'));
    await form(page, 'home').getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(form(page, 'contact').getByRole('status')).toHaveText(SUCCESS);
  });
});

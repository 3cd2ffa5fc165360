import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { waitForHydration } from '../hydration';
import { applyAsNewStudent } from '../portal/portal-helpers';

// The simulated gateway's TEST checkout (docs/decisions/023-payment-gateway.md), on a 390 px phone:
// the local TEST page creates a ₹1.00 order through our Razorpay client, opens checkout.js's modal,
// and shows what the page's handlers receive, exactly what Razorpay Checkout would hand a pay page.
test.use({ viewport: { width: 390, height: 844 } });

/** Script errors and CSP refusals the page met: the checkout must run under the site's CSP. */
function watchForErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function openCheckout(page: Page) {
  await page.goto('/simulated-gateway/try');
  await expect(page.getByRole('heading', { level: 1, name: 'TEST checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay ₹1.00 with the TEST checkout' }).click();
  const checkout = page.getByRole('dialog', { name: 'TEST payment of ₹1.00' });
  await expect(checkout).toBeVisible();
  return checkout;
}

test('a TEST payment made with the keyboard hands the page the payment id, order id and signature', async ({ page }, testInfo) => {
  const errors = watchForErrors(page);
  const checkout = await openCheckout(page);

  await test.step('the modal says TEST, offers UPI, card and netbanking, and passes axe', async () => {
    await expect(checkout.getByText('TEST MODE', { exact: true })).toBeVisible();
    await expect(checkout).toHaveAccessibleDescription(/Simulated payment gateway: no money moves\./);
    const methods = checkout.getByRole('group', { name: 'Payment method (TEST)' });
    for (const name of ['UPI', 'Card', 'Netbanking']) await expect(methods.getByRole('radio', { name })).toBeVisible();
    await expect(methods.getByRole('radio', { name: 'UPI' })).toBeChecked();
    await expect(checkout.getByRole('button', { name: 'Pay ₹1.00 (TEST)' })).toBeVisible();
    await expect(checkout.getByRole('button', { name: 'Fail payment (TEST)' })).toBeVisible();
    await expect(checkout.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('checkout-modal-390.png') });
  });

  await test.step('pick Card and pay, from the keyboard alone', async () => {
    await expect(checkout.getByRole('radio', { name: 'UPI' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(checkout.getByRole('radio', { name: 'Card' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(checkout.getByRole('button', { name: 'Pay ₹1.00 (TEST)' })).toBeFocused();
    await page.keyboard.press('Enter');
  });

  await test.step('the modal closes and the handler receives what Razorpay Checkout sends', async () => {
    await expect(checkout).toBeHidden();
    const result = page.getByRole('status');
    await expect(result).toContainText('handler received:');
    const answer = JSON.parse((await result.textContent())!.replace('handler received:', '')) as Record<string, string>;
    expect(Object.keys(answer).sort()).toEqual(['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature']);
    expect(answer.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(answer.razorpay_order_id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(answer.razorpay_signature).toMatch(/^[0-9a-f]{64}$/);
    await expect(page.getByRole('button', { name: 'Pay ₹1.00 with the TEST checkout' })).toBeFocused();
  });
  expect(errors).toEqual([]);
});

test("a failed TEST payment reaches on('payment.failed') and leaves the modal open; Escape then closes it", async ({ page }) => {
  const errors = watchForErrors(page);
  const checkout = await openCheckout(page);
  await checkout.getByRole('radio', { name: 'Netbanking' }).check();
  await checkout.getByRole('button', { name: 'Fail payment (TEST)' }).click();

  await expect(checkout.getByRole('status')).toContainText('TEST payment failed');
  await expect(checkout.getByRole('status')).toContainText('You can try again or cancel.');
  const result = page.locator('#rzp-sim-result');
  await expect(result).toContainText("on('payment.failed') received:");
  await expect(result).toContainText('"reason": "payment_failed"');
  await expect(result).toContainText('"payment_id": "pay_');
  await expect(checkout).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(checkout).toBeHidden();
  await expect(result).toContainText('The checkout was closed without paying.');
  // The failed attempt is answered 400, as Razorpay answers one; Chromium logs that status.
  expect(errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
});

test('opened from the pay page, among the site’s own styles, the checkout sits in the middle of the screen', async ({ page }, testInfo) => {
  const applicationId = await applyAsNewStudent(page, { firstName: 'Kavya', middleName: 'Suresh', lastName: 'Jadhav' }, 'Diploma in C.S.S.D');
  await page.goto(`/pay-course/${applicationId}`);
  await waitForHydration(page);
  await page.getByRole('region', { name: 'Payment Details' }).getByRole('button', { name: 'Pay Now' }).click();
  const checkout = page.getByRole('dialog', { name: /^TEST payment of ₹/ });
  await expect(checkout).toBeVisible();
  // The checkout links its own stylesheet as it opens: its box is read once that has applied.
  await expect.poll(() => checkout.evaluate((dialog) => getComputedStyle(dialog).borderTopStyle)).toBe('dashed');
  const box = (await checkout.boundingBox())!;
  const screen = page.viewportSize()!;
  // The same room on either side and above as below (within a pixel's rounding), not pressed to a corner.
  expect(Math.abs(box.x - (screen.width - box.x - box.width))).toBeLessThanOrEqual(1);
  expect(Math.abs(box.y - (screen.height - box.y - box.height))).toBeLessThanOrEqual(1);
  expect(box.x).toBeGreaterThanOrEqual(16);
  await page.screenshot({ path: testInfo.outputPath('checkout-on-pay-page-390.png') });
});

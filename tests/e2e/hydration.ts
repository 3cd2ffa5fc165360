import { expect, type Page } from '@playwright/test';

/**
 * Waits until React has hydrated the page (its fiber keys are on <body>). Server-rendered markup
 * looks the same before and after, so a click before this point can silently do nothing.
 * Polls from Node, not from page timers. Hydration itself starts one animation frame after the
 * first paint (decision 019): under a paused page.clock, run the clock past that frame first.
 * Right after a click that navigates, the new document may have no <body> yet or its context may be
 * replaced mid-call: both read as "not yet" and the poll asks again.
 * A public page hydrates at the visitor's first intent (decision 049): a key pressed (Shift, which
 * does nothing of itself) is that intent.
 */
export async function waitForHydration(page: Page) {
  await page.keyboard.press('Shift');
  await expect
    .poll(() => page.evaluate(() => document.body !== null && Object.keys(document.body).some((key) => key.startsWith('__reactFiber'))).catch(() => false), {
      timeout: 10_000,
    })
    .toBe(true);
}

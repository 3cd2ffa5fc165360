import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails with the list of violations (WCAG 2.1 A and AA) found on the page as it comes to rest: a
 * toast still fading in is part-transparent, and its colours would be measured half-way.
 */
export async function expectNoAxeViolations(page: Page) {
  // Entrance animations end first. Left running: endless ones (a spinner), paused ones, and a
  // toast's progress bar, which is its auto-close timer (waiting for it would close the toast).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => {
          const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
          const timer = target instanceof Element && target.matches('.Toastify__progress-bar');
          return animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity && !timer;
        })
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
  expect(summary).toEqual([]);
}

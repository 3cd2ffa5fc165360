import { expect, type Page, test } from '@playwright/test';
import { courseIdByTitle } from '../portal/portal-helpers';

// Issue 22 point 6: Hindi and Marathi pages draw Devanagari with the site's own font (Noto Sans
// Devanagari, app/app.css); an English page never downloads it, not even for the rupee sign.

const fontRequests = (page: Page) => {
  const requests: string[] = [];
  page.on('request', (request) => request.resourceType() === 'font' && requests.push(new URL(request.url()).pathname));
  return requests;
};

test('a Marathi page draws its letters with the Devanagari font; an English course page with ₹ fees never fetches it', async ({ page }) => {
  const id = await courseIdByTitle(page, 'Patient Care Assistant');
  const fonts = fontRequests(page);

  await page.goto(`/apply-course/${id}`);
  await expect(page.getByText(/₹/).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fonts).toEqual([]);

  await page.goto(`/mr/apply-course/${id}`);
  await page.waitForLoadState('networkidle');
  expect(fonts).toEqual([expect.stringMatching(/^\/assets\/noto-sans-devanagari-devanagari-wght-normal-[\w-]+\.woff2$/)]);
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replaceAll('"', ''));
  });
  expect(loaded).toContain('Institute Devanagari');
});

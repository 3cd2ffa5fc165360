import { expect, test as base, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_ADMIN } from '../../factories';
import { waitForHydration } from '../hydration';
import { saidOnce } from './dashboard-helpers';

// For the course and news dashboard suites. Staff sign-in is rate-limited per client (10 per 15
// minutes), so each worker signs in once through the API and its tests reuse the session cookie.
export const test = base.extend<object, { adminState: string }>({
  adminState: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const response = await context.request.post('/api/admin/login', { data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } });
      expect(response.status(), await response.text()).toBe(200);
      const path = workerInfo.project.outputDir + `/admin-state-${workerInfo.project.name}-${workerInfo.workerIndex}.json`;
      await context.storageState({ path });
      await context.close();
      await use(path);
    },
    { scope: 'worker' },
  ],
  storageState: ({ adminState }, use) => use(adminState),
});
export { expect };

let counter = 0;
/** A title no other test (or parallel run) uses. */
export const uniqueTitle = (prefix: string) => `${prefix} ${Date.now().toString(36)}${process.pid.toString(36)}${++counter}`;

/** A small PNG of one colour, as a file for setInputFiles. */
export async function pngFile(name: string, hue: [number, number, number]) {
  const buffer = await sharp({ create: { width: 64, height: 40, channels: 3, background: { r: hue[0], g: hue[1], b: hue[2] } } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** Opens a dashboard page and waits until it can be used. */
export async function openDashboard(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

/**
 * Adds a course through the Add Course form and returns its id (from its Edit link in Manage
 * Courses). Optional rich text: plain text then bold text typed in the editor.
 */
export async function addCourse(
  page: Page,
  { title, fees, plain, bold, images = true }: { title: string; fees?: string; plain?: string; bold?: string; images?: boolean },
) {
  await openDashboard(page, '/dashboard/add-course');
  await page.getByLabel('Course Title').fill(title);
  const editor = page.getByRole('textbox', { name: 'Course Description' });
  await editor.click();
  if (plain) await page.keyboard.type(plain);
  if (bold) {
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(bold);
    await expect(page.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  }
  if (fees !== undefined) await page.getByLabel('Course Fees (₹)').fill(fees);
  if (images) {
    await page.getByLabel('Image 1').setInputFiles(await pngFile('one.png', [15, 118, 110]));
    await page.getByLabel('Image 2').setInputFiles(await pngFile('two.png', [200, 120, 30]));
  }
  await page.getByRole('button', { name: 'Add Course' }).click();
  await saidOnce(page, 'Course added successfully!');
  return courseIdOf(page, title);
}

/** The id of a course, from its row's Edit link in Manage Courses (found by a title search). */
export async function courseIdOf(page: Page, title: string) {
  await openDashboard(page, `/dashboard/manage-courses?q=${encodeURIComponent(title)}`);
  const href = await courseRow(page, title).getByRole('link', { name: /^Edit/ }).getAttribute('href');
  const id = href?.split('/').pop();
  expect(id).toBeTruthy();
  return id!;
}

export const courseRow = (page: Page, title: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });

import type { Browser, Page } from '@playwright/test';
import { courseIdByTitle, signInStudent, uniqueEmail } from '../portal/portal-helpers';
import { expect } from './content-fixtures';

// A student in their own browser context for the staff suites of the audit log and duplicate
// Aadhaar numbers: signed in through the API with the e-mailed code (signInStudent), admission form
// sent, optionally applied. The page starts blank; go where the test needs.
export async function studentWith(
  browser: Browser,
  baseURL: string,
  {
    firstName,
    lastName,
    aadhaar,
    course,
    viewport,
  }: { firstName: string; lastName: string; aadhaar: string; course?: string; viewport?: { width: number; height: number } },
): Promise<{ page: Page; applicationId: string | null; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] }, ...(viewport ? { viewport } : {}) });
  const page = await context.newPage();
  await signInStudent(page, uniqueEmail(lastName.toLowerCase()));
  const headers = { origin: new URL(baseURL).origin };
  const admission = await page.request.post('/api/users/submit-admission', {
    multipart: { consent: 'true', firstName, middleName: 'Ramesh', lastName, aadharNumber: aadhaar },
    headers,
  });
  expect(admission.status(), await admission.text()).toBe(200);
  let applicationId: string | null = null;
  if (course) {
    const applied = await page.request.post('/api/users/apply', { data: { courseId: await courseIdByTitle(page, course) }, headers });
    expect(applied.status(), await applied.text()).toBe(201);
    const listed = (await (await page.request.get('/api/users/applications')).json()) as { applications: Array<{ _id: string }> };
    applicationId = listed.applications[0]!._id;
  }
  return { page, applicationId, close: () => context.close() };
}

let counter = 0;
/** A surname no other test or parallel run uses (letters only, as a name would be). */
export const uniqueName = (prefix: string) =>
  `${prefix}${(Date.now() * 100 + process.pid * 10 + ++counter).toString(26).replace(/\d/g, (digit) => 'qrstuvwxyz'[Number(digit)]!)}`;

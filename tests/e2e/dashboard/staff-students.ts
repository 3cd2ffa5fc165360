import type { Browser, Page } from '@playwright/test';
import { courseIdByTitle, signInStudent, signInWithEmailCode, submitAdmissionAsStudent, uniqueEmail } from '../portal/portal-helpers';
import { expect } from './content-fixtures';

// A student in their own browser context for the staff suites of the audit log and duplicate
// Aadhaar numbers: signed in with an e-mail code, admission form sent, optionally applied.
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
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto('/');
  await signInWithEmailCode(page, uniqueEmail(lastName.toLowerCase()));
  await submitAdmissionAsStudent(page, { firstName, middleName: 'Ramesh', lastName, aadharNumber: aadhaar });
  let applicationId: string | null = null;
  if (course) {
    const origin = new URL(page.url()).origin;
    const applied = await page.request.post('/api/users/apply', { data: { courseId: await courseIdByTitle(page, course) }, headers: { origin } });
    expect(applied.status(), await applied.text()).toBe(201);
    const listed = (await (await page.request.get('/api/users/applications')).json()) as { applications: Array<{ _id: string }> };
    applicationId = listed.applications[0]!._id;
  }
  // Signed in at desktop width (the Login button of the bar), then looked at on their own screen.
  if (viewport) await page.setViewportSize(viewport);
  return { page, applicationId, close: () => context.close() };
}

/**
 * As `studentWith`, but signed in through the API with the e-mailed code (signInStudent), not the
 * dialog: for the suites that do not test signing in. The page starts blank; go where the test needs.
 */
export async function studentWithByApi(
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

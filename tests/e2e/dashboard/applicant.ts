import type { Browser, Page } from '@playwright/test';
import { courseIdByTitle, signInStudent, tinyPdf, uniqueEmail } from '../portal/portal-helpers';
import { expect, pngFile } from './content-fixtures';

// A real applicant for the staff suites: signed in with an e-mail code in their own browser
// context, admission form filled with a photo and a document, applied to a demo course, resume uploaded.
// Signing in through the dialog is student-sign-in.spec.ts's to test.

export const APPLICANT = {
  AADHAAR: '234567890124', // passes the Verhoeff check
  FIRST_COURSE: 'Patient Care Assistant',
  SECOND_COURSE: 'Operation Theatre Technician',
};

let counter = 0;
/** A surname no other test or parallel run uses (letters only, as a name would be). */
export const uniqueSurname = () =>
  `Kul${(Date.now() * 100 + process.pid * 10 + ++counter).toString(26).replace(/\d/g, (digit) => 'qrstuvwxyz'[Number(digit)]!)}`;

export type Applicant = { page: Page; email: string; name: string; close: () => Promise<void> };

/**
 * A student in their own browser context: signed in through the API with the e-mailed code
 * (signInStudent), admission form filled with documents, applied and with a resume. The page starts
 * blank; go where the test needs. `aadhaar`: a suite's own number, for suites that must not share
 * one with another student.
 */
export async function applicant(browser: Browser, baseURL: string, surname: string, { aadhaar = APPLICANT.AADHAAR } = {}): Promise<Applicant> {
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  const email = await signInStudent(page, uniqueEmail('applicant'));
  const headers = { origin: new URL(baseURL).origin };
  const admission = await page.request.post('/api/users/submit-admission', {
    multipart: {
      consent: 'true',
      firstName: 'Meera',
      middleName: 'Sunil',
      lastName: surname,
      contactNumber: '9876543210',
      aadharNumber: aadhaar,
      bloodGroup: 'A+',
      city: 'Nagpur',
      sscPercentage: '91.4',
      profilePhoto: await pngFile('meera.png', [120, 60, 160]),
      sscDocument: { name: 'ssc.pdf', mimeType: 'application/pdf', buffer: tinyPdf() },
    },
    headers,
  });
  expect(admission.status(), await admission.text()).toBe(200);
  const applied = await page.request.post('/api/users/apply', { data: { courseId: await courseIdByTitle(page, APPLICANT.FIRST_COURSE) }, headers });
  expect(applied.status(), await applied.text()).toBe(201);
  const resume = await page.request.post('/api/users/update-resume', {
    multipart: { resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: tinyPdf() } },
    headers,
  });
  expect(resume.status(), await resume.text()).toBe(200);
  return { page, email, name: `Meera Sunil ${surname}`, close: () => context.close() };
}

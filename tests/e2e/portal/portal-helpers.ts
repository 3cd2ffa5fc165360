import { expect, test, type Page } from '@playwright/test';
import { makePdf } from '../../document-fixtures';
import { uniqueEmail } from '../dashboard/dashboard-helpers';
import { waitForHydration } from '../hydration';
import { waitForMail } from '../mailbox';

export { uniqueEmail };

/** Signs a student in through the Login dialog with the code from the e-mail really sent. */
export async function signInWithEmailCode(page: Page, email = uniqueEmail('student')): Promise<string> {
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  await signInInOpenDialog(page, email);
  await expect(page.getByRole('banner').getByRole('button', { name: /^Hi / })).toBeVisible();
  return email;
}

/** What the Student Login dialog says, in the page's language (issue 22). */
export type SignInDialogWords = { title: string; email: string; send: string; code: string; signIn: string };
const ENGLISH_DIALOG: SignInDialogWords = { title: 'Student Login', email: 'Email', send: 'Send code', code: 'Code from the e-mail', signIn: 'Sign in' };
export const MARATHI_DIALOG: SignInDialogWords = {
  title: 'विद्यार्थी लॉगिन',
  email: 'ई-मेल',
  send: 'कोड पाठवा',
  code: 'ई-मेलमध्ये आलेला कोड',
  signIn: 'लॉगिन करा',
};

/**
 * Signs a student in through the Student Login dialog already open, with the code really e-mailed
 * (its subject in the page's language: `subject`, and the dialog's `words`).
 */
export async function signInInOpenDialog(
  page: Page,
  email = uniqueEmail('student'),
  subject = 'Your sign-in code',
  words: SignInDialogWords = ENGLISH_DIALOG,
): Promise<string> {
  const dialog = page.getByRole('dialog', { name: words.title });
  await dialog.getByLabel(words.email).fill(email);
  await dialog.getByRole('button', { name: words.send }).click();
  const mail = await waitForMail(email, subject);
  const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
  expect(mail.subject).toBe(subject); // the code only in the body: a subject shows on a locked screen
  await dialog.getByLabel(words.code).fill(code);
  await dialog.getByRole('button', { name: words.signIn }).click();
  await expect(dialog).toBeHidden();
  return email;
}

/**
 * Signs a student in through the API with the code from the e-mail really sent, as the dialog
 * does: the session cookie lands in the page's browser context. For every suite but the ones that
 * test signing in (student-sign-in.spec.ts, and the dialog's journeys that use signInWithEmailCode).
 */
export async function signInStudent(page: Page, email = uniqueEmail('student')): Promise<string> {
  const origin = new URL(String(test.info().project.use.baseURL)).origin;
  const send = await page.request.post('/api/auth/email-otp/send-verification-otp', { data: { email, type: 'sign-in' }, headers: { origin } });
  expect(send.status(), await send.text()).toBe(200);
  const code = /\b(\d{6})\b/.exec((await waitForMail(email, 'Your sign-in code')).text)![1]!;
  const signIn = await page.request.post('/api/auth/sign-in/email-otp', { data: { email, otp: code }, headers: { origin } });
  expect(signIn.status(), await signIn.text()).toBe(200);
  return email;
}

/**
 * The student's payment of `rupees` through the simulated TEST gateway's API, as its checkout makes
 * it (create-order → pay → verify-payment), for suites about what follows a payment. Returns the
 * application's id (the student's first). The checkout itself is pay-course.spec.ts's.
 */
export async function payOnlineThroughApi(page: Page, rupees: number): Promise<string> {
  const origin = new URL(String(test.info().project.use.baseURL)).origin;
  const list = (await (await page.request.get('/api/users/applications')).json()) as { applications: Array<{ _id: string }> };
  const applicationId = list.applications[0]!._id;
  const created = await page.request.post('/api/users/create-order', { data: { amount: rupees, applicationId }, headers: { origin } });
  expect(created.status(), await created.text()).toBe(200);
  const { order } = (await created.json()) as { order: { id: string } };
  // The key id the TEST checkout is opened with (generated for this local site).
  const { key } = (await (await page.request.post('/simulated-gateway/try/order', { headers: { origin } })).json()) as { key: string };
  const paid = await page.request.post('/simulated-gateway/checkout/pay', { data: { key, order_id: order.id, outcome: 'success', method: 'upi' } });
  expect(paid.status(), await paid.text()).toBe(200);
  const verified = await page.request.post('/api/users/verify-payment', { data: await paid.json(), headers: { origin } });
  expect(verified.status(), await verified.text()).toBe(200);
  return applicationId;
}

/** The id of a demo course by its title, from the public API. */
export async function courseIdByTitle(page: Page, title: string): Promise<string> {
  const body = (await (await page.request.get('/api/courses')).json()) as { courses: Array<{ _id: string; title: string }> };
  const course = body.courses.find((c) => c.title === title);
  if (!course) throw new Error(`no course titled ${title}`);
  return course._id;
}

/**
 * A new student, signed in on `page`, with the admission form's names and one application to the
 * course titled `courseTitle`, made through the API. Returns the application's id.
 */
export async function applyAsNewStudent(page: Page, names: { firstName: string; middleName: string; lastName: string }, courseTitle: string): Promise<string> {
  await page.goto('/');
  await signInStudent(page);
  await submitAdmissionAsStudent(page, names);
  const origin = new URL(page.url()).origin;
  const applied = await page.request.post('/api/users/apply', { data: { courseId: await courseIdByTitle(page, courseTitle) }, headers: { origin } });
  expect(applied.status(), await applied.text()).toBe(201);
  const { applications } = (await (await page.request.get('/api/users/applications')).json()) as { applications: Array<{ _id: string }> };
  return applications[0]!._id;
}

export type UploadFile = { name: string; mimeType: string; buffer: Buffer };

/** Fills the admission form through the API with the browser's own session (first submission: consent given). */
export async function submitAdmissionAsStudent(page: Page, fields: Record<string, string | UploadFile>) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post('/api/users/submit-admission', { multipart: { consent: 'true', ...fields }, headers: { origin } });
  expect(response.status(), await response.text()).toBe(200);
}

/** A minimal valid one-page PDF, as the database suites make it. */
export const tinyPdf = () => Buffer.from(makePdf());

/** Records every notice (role=alert) that appears outside a dialog, in order: the toasts a visitor saw. */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    const known = new WeakSet<Element>();
    Object.assign(window, { seenToasts: seen });
    new MutationObserver(() => {
      for (const alert of document.querySelectorAll('[role="alert"]')) {
        if (known.has(alert) || alert.closest('dialog') || !alert.textContent?.trim()) continue;
        known.add(alert);
        seen.push(alert.textContent.trim());
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { seenToasts: string[] }).seenToasts);
}

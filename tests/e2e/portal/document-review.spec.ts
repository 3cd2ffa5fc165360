import { expect, test } from '@playwright/test';
import { DEMO_ADMIN } from '../../factories';
import { signInStudent, submitAdmissionAsStudent, tinyPdf } from './portal-helpers';

// Issue 23 point 5: a student whose document staff rejected sees why on My Profile, uploads a new
// copy of that document only, and sees it awaiting verification again. Staff's rejection is made
// through the API (the queue's rules are proved by the database suites).
test('a rejected document: the student sees the reason on My Profile and re-uploads only that document', async ({ page, playwright, baseURL }) => {
  test.setTimeout(60_000); // a student, a member of staff and three uploads
  await page.goto('/');
  await signInStudent(page);
  const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: tinyPdf() });
  await submitAdmissionAsStudent(page, { firstName: 'Kavita', lastName: 'Shende', sscDocument: pdf('ssc.pdf'), hscDocument: pdf('hsc.pdf') });
  const { user } = (await (await page.request.get('/api/users/user')).json()) as { user: { _id: string } };

  const staff = await playwright.request.newContext({ baseURL });
  // The demo owner signs in: a sign-up per suite would spend the per-client sign-up limit the staff suites need.
  const login = await staff.post('/api/admin/login', { data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } });
  expect(login.status(), await login.text()).toBe(200);
  const rejected = await staff.post('/api/admin/review-document', {
    data: { studentId: user._id, document: 'hscDocument', decision: 'rejected', reason: 'unreadable', note: 'The marks are blurred.' },
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(rejected.status(), await rejected.text()).toBe(200);
  await staff.dispose();

  await page.goto('/user-profile');
  await page.getByRole('tab', { name: 'My Profile' }).click();
  const hsc = page.locator('[data-document-review="hscDocument"]');
  await expect(hsc.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(hsc.getByText('The file cannot be read clearly.')).toBeVisible();
  await expect(hsc.getByText('Note from our office: The marks are blurred.')).toBeVisible();
  const ssc = page.locator('[data-document-review="sscDocument"]');
  await expect(ssc.getByText('Awaiting verification')).toBeVisible();
  await expect(ssc.getByRole('button', { name: 'Upload', exact: true })).toHaveCount(0); // only a rejected document asks for a new copy

  await hsc.getByLabel('Upload a new copy of this document').setInputFiles(pdf('hsc-clear.pdf'));
  await hsc.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(hsc.getByRole('status')).toHaveText('Thank you. The new copy is uploaded and awaits verification.');
  await expect(hsc.getByText('Awaiting verification')).toBeVisible();
  await expect(hsc.getByText('The file cannot be read clearly.')).toHaveCount(0);
  const { documentStatus } = (await (await page.request.get('/api/users/user')).json()) as { documentStatus: Record<string, { status: string }> };
  expect(documentStatus).toEqual({
    sscDocument: { status: 'pending', reason: null, note: null },
    hscDocument: { status: 'pending', reason: null, note: null },
  });
});

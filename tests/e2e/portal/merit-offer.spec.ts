import { expect, test } from '@playwright/test';
import { DEMO_ADMIN } from '../../factories';
import { uniqueEmail } from '../dashboard/dashboard-helpers';
import { waitForHydration } from '../hydration';
import { signInStudent, submitAdmissionAsStudent } from './portal-helpers';

// Issue 23 point 4, the student's side (decision 048): a seat offered in a merit round shows on
// Applied Courses with its deadline, rank and category; Accept takes it and the application is
// Accepted; Decline asks in the page before giving a seat up. Staff and the round are made through the API; the rules are the database suites'.
test('a student accepts the seat offered in a merit round on Applied Courses and sees the application Accepted; declining another asks first', async ({
  page,
  playwright,
  baseURL,
}, info) => {
  const origin = new URL(baseURL!).origin;
  const title = `Merit Offer Course ${Date.now().toString(36)}`;

  await page.goto('/');
  await signInStudent(page, uniqueEmail('merit'));
  await submitAdmissionAsStudent(page, { firstName: 'Kiran', middleName: 'Suresh', lastName: 'Bhoyar', category: 'OBC', hscPercentage: '78.4' });
  const { user } = (await (await page.request.get('/api/users/user')).json()) as { user: { _id: string } };

  const staff = await playwright.request.newContext({ baseURL });
  // The demo owner signs in: a sign-up per suite would spend the per-client sign-up limit the staff suites need.
  const login = await staff.post('/api/admin/login', { data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } });
  expect(login.status(), await login.text()).toBe(200);
  const offerSeat = async (courseTitle: string) => {
    const created = await staff.post('/api/admin/post-course', { multipart: { title: courseTitle, seats: '1' }, headers: { origin } });
    expect(created.status(), await created.text()).toBe(201);
    const courseId = ((await created.json()) as { _id: string })._id;
    // Off the public site at once: the site's suites expect the seeded course list only.
    expect(await (await staff.post('/api/admin/change-visibility', { data: { id: courseId }, headers: { origin } })).json()).toMatchObject({ visible: false });
    const applied = await staff.post('/api/admin/apply-course-for-user', { data: { userId: user._id, courseId }, headers: { origin } });
    expect(applied.status(), await applied.text()).toBe(201);
    const published = await staff.post('/api/admin/merit-rounds', { data: { courseId }, headers: { origin } });
    expect(published.status(), await published.text()).toBe(201);
    return ((await published.json()) as { round: { deadlineOn: string } }).round;
  };
  const list = await offerSeat(title);
  const declinedTitle = title.replace('Offer', 'Declined');
  await offerSeat(declinedTitle);
  await staff.dispose();

  await page.goto('/applications');
  await waitForHydration(page);
  const deadline = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(new Date(`${list.deadlineOn}T12:00:00+05:30`));
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText(`Offered — accept by ${deadline}`)).toBeVisible();
  await expect(row.getByText('Merit round 1: rank 1, category OBC')).toBeVisible();
  await page.screenshot({ path: info.outputPath('1-offered.png') });

  await row.getByRole('button', { name: `Accept the seat: ${title}` }).click();
  await expect(page.getByText('Offer accepted: your application is Accepted.')).toBeVisible();
  await expect(row.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /Accept the seat/ })).toHaveCount(0);
  await page.screenshot({ path: info.outputPath('2-accepted.png') });

  // Decline asks in the page first: Cancel keeps the offer, Decline gives the seat up.
  const other = page.getByRole('row').filter({ hasText: declinedTitle });
  await other.getByRole('button', { name: `Decline the seat: ${declinedTitle}` }).click();
  const question = page.getByRole('alertdialog', { name: `Decline the seat: ${declinedTitle}` });
  await expect(question).toContainText('It goes to the next student on the merit list.');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);
  await expect(other.getByRole('button', { name: `Accept the seat: ${declinedTitle}` })).toBeVisible();
  await other.getByRole('button', { name: `Decline the seat: ${declinedTitle}` }).click();
  await question.getByRole('button', { name: 'Decline', exact: true }).click();
  await expect(page.getByText('Offer declined.')).toBeVisible();
  await expect(other.getByText('You declined the seat offered in merit round 1.')).toBeVisible();
});

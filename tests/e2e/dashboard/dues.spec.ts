import { expectNoAxeViolations } from '../axe';
import { waitForHydration } from '../hydration';
import { ACCOUNTS_FIXTURE_ADMIN } from '../../setup/e2e-fixture-ids';
import { expect, test, uniqueTitle } from './content-fixtures';
import { saidOnce } from './dashboard-helpers';
import { uniqueName } from './staff-students';

// Issue 11 'Dues': accounts find who owes what, narrow to one course and to overdue, sort, page,
// and pause a student's fee reminders. The owner (the suite's signed-in session) sets up the course
// and the students through the staff API; accounts work in their own browser context.
test.use({ viewport: { width: 1366, height: 768 } });
test.describe.configure({ timeout: 120_000 });

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

test('accounts open Dues, filter one course and overdue only, sort by balance, page, and pause reminders for a student', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const origin = new URL(baseURL!).origin;
  const surname = uniqueName('Dues');
  const title = uniqueTitle('Dues Dialysis Technician');
  let courseId = '';

  await test.step('the owner adds a ₹30,000 course in two instalments and enrols three students who paid ₹0, ₹5,000 and ₹15,000', async () => {
    const plan = [
      { amount: 10000, dueDate: isoDay(-5) },
      { amount: 20000, dueDate: isoDay(60) },
    ];
    const course = await page.request.post('/api/admin/post-course', {
      multipart: { title, fees: '30000', instalments: JSON.stringify(plan) },
      headers: { origin },
    });
    expect(course.status(), await course.text()).toBe(201);
    courseId = ((await course.json()) as { _id: string })._id;
    for (const [first, paid] of [
      ['Asha', 0],
      ['Bela', 5000],
      ['Chaya', 15000],
    ] as const) {
      const created = await page.request.post('/api/admin/create-user', {
        headers: { origin },
        data: {
          name: `${first} ${surname}`,
          email: `dues-${first.toLowerCase()}-${surname.toLowerCase()}@example.org`,
          profile: { firstName: first, lastName: surname, contactNumber: '9876543210', dob: '2004-02-29', address: 'Sitabuldi, Nagpur' },
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { user } = (await created.json()) as { user: { _id: string } };
      const applied = await page.request.post('/api/admin/apply-course-for-user', { headers: { origin }, data: { userId: user._id, courseId } });
      expect(applied.status(), await applied.text()).toBe(201);
      const { applicationId } = (await applied.json()) as { applicationId: string };
      if (paid) {
        const set = await page.request.post('/api/admin/update-fees-paid', {
          headers: { origin },
          data: { applicationId, amountPaid: paid, reason: 'Cash at the counter' },
        });
        expect(set.status(), await set.text()).toBe(200);
      }
    }
    // Off the public site again: the site's suites expect the seeded course list only.
    const hidden = await page.request.post('/api/admin/change-visibility', { data: { id: courseId }, headers: { origin } });
    expect(await hidden.json()).toMatchObject({ visible: false });
  });

  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const accounts = await context.newPage();
  const rows = accounts.getByRole('row').filter({ hasText: surname });
  const names = () => rows.getByRole('rowheader').evaluateAll((cells) => cells.map((cell) => cell.firstChild?.textContent?.split(' ')[0]));
  const status = accounts.getByRole('status').filter({ hasText: /owes? fees/ });

  await test.step('accounts sign in; Dues is in their side menu (course pages are not) and opens the list', async () => {
    const login = await context.request.post('/api/admin/login', { data: { email: ACCOUNTS_FIXTURE_ADMIN.email, password: ACCOUNTS_FIXTURE_ADMIN.password } });
    expect(login.status(), await login.text()).toBe(200);
    await accounts.goto('/dashboard/view-applications');
    await waitForHydration(accounts);
    const menu = accounts.getByRole('navigation', { name: 'Dashboard' });
    await expect(menu.getByRole('link', { name: 'Add Course' })).toHaveCount(0);
    await menu.getByRole('link', { name: 'Dues' }).click();
    await expect(accounts).toHaveURL(/\/dashboard\/dues$/);
    await expect(accounts).toHaveTitle('Dashboard – Dues');
    await expect(accounts.getByRole('heading', { name: 'Dues', level: 1 })).toBeVisible();
  });

  await test.step('one course: three students owe fees, most overdue first, with the next instalment and days overdue', async () => {
    await accounts.getByLabel('Course').selectOption({ label: title });
    await accounts.getByRole('button', { name: 'Show' }).click();
    await expect(status).toHaveText('3 applications owe fees');
    await expect.poll(names).toEqual(['Asha', 'Bela', 'Chaya']);
    // Cells after the student's name: course, fee, paid, balance, next instalment, due date, days overdue, reminders.
    const cells = (first: string) => rows.filter({ hasText: first }).getByRole('cell');
    await expect(cells('Asha')).toHaveText([title, '₹30,000', '₹0', '₹30,000', 'No. 1: ₹10,000', /^\d{1,2} \w{3} \d{4}$/, /^[4-6]$/, /On/]);
    await expect(cells('Bela')).toHaveText([title, '₹30,000', '₹5,000', '₹25,000', 'No. 1: ₹5,000', /\d{4}$/, /^[4-6]$/, /On/]);
    await expect(cells('Chaya')).toHaveText([title, '₹30,000', '₹15,000', '₹15,000', 'No. 2: ₹15,000', /\d{4}$/, '—', /On/]);
  });

  await test.step('overdue only leaves the two whose first instalment has passed', async () => {
    await accounts.getByLabel('Overdue only').check();
    await accounts.getByRole('button', { name: 'Show' }).click();
    await expect(status).toHaveText('2 applications owe fees, overdue only');
    await expect.poll(names).toEqual(['Asha', 'Bela']);
  });

  await test.step("a piece of a student's name, in any case, leaves that student", async () => {
    await accounts.getByLabel('Student name').fill('BEL');
    await accounts.getByRole('button', { name: 'Show' }).click();
    await expect(status).toHaveText('1 application owes fees, named “BEL”, overdue only');
    await expect.poll(names).toEqual(['Bela']);
    await accounts.getByLabel('Student name').fill('');
  });

  await test.step('sorted by balance, lowest first, two to a page: Next goes to the rest', async () => {
    await accounts.getByLabel('Overdue only').uncheck();
    await accounts.getByLabel('Sort by').selectOption({ label: 'Balance' });
    await accounts.getByLabel('Order').selectOption({ label: 'Lowest / earliest first' });
    await accounts.getByRole('button', { name: 'Show' }).click();
    await expect.poll(names).toEqual(['Chaya', 'Bela', 'Asha']);
    await accounts.goto(`${new URL(accounts.url()).pathname}${new URL(accounts.url()).search}&perPage=2`);
    await waitForHydration(accounts);
    const pages = accounts.getByRole('navigation', { name: 'Dues pages' });
    await expect(pages.getByText('Page 1 of 2')).toBeVisible();
    await expect.poll(names).toEqual(['Chaya', 'Bela']);
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(pages.getByText('Page 2 of 2')).toBeVisible();
    await expect.poll(names).toEqual(['Asha']);
  });

  await test.step('accounts pause the reminders of one student: one toast, the row says Paused, and it stays so', async () => {
    const asha = rows.filter({ hasText: 'Asha' });
    await asha.getByRole('button', { name: `Pause reminders for Asha ${surname}` }).click();
    await saidOnce(accounts, 'Fee reminders paused');
    await expect(asha.getByRole('cell').last()).toContainText('Paused');
    await expect(asha.getByRole('button', { name: `Resume reminders for Asha ${surname}` })).toBeVisible();
    await accounts.screenshot({ path: testInfo.outputPath('dues-paused.png') });
    await expectNoAxeViolations(accounts);
    await accounts.reload();
    await waitForHydration(accounts);
    await expect(asha.getByRole('cell').last()).toContainText('Paused');
  });

  await context.close();
});

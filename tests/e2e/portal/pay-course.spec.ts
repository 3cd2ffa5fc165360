import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { browserDialogs, registerAdmin } from '../dashboard/dashboard-helpers';
import { waitForHydration } from '../hydration';
import { applyAsNewStudent, payOnlineThroughApi, recordToasts, signInInOpenDialog, signInStudent, submitAdmissionAsStudent } from './portal-helpers';

// Spec §2 'Pay course', §5 'Pay', §8 pay messages and §9 instalments, through the simulated
// Razorpay (the real code path: create-order → Checkout → verify-payment → ledger).
const PHONE = { width: 375, height: 812 };
const unique = () => `${Date.now().toString(36)}-${process.pid}-${Math.random().toString(36).slice(2, 6)}`;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const longDay = (iso: string) => new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

/** Staff add a course of ₹30,000 in two instalments: ₹10,000 already overdue, ₹20,000 in two months. */
async function courseWithPlan(staff: APIRequestContext, origin: string) {
  const title = `Pay Plan Course ${unique()}`;
  const plan = [
    { amount: 10000, dueDate: isoDay(-3) },
    { amount: 20000, dueDate: isoDay(60) },
  ];
  const response = await staff.post('/api/admin/post-course', {
    multipart: { title, fees: '30000', instalments: JSON.stringify(plan) },
    headers: { origin },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { title, id: ((await response.json()) as { _id: string })._id, plan };
}

/**
 * Takes a course this spec made off the public site. The site's own suites read the public course
 * list and expect the seeded courses only; a hidden course stays payable by those who applied.
 */
async function hideFromPublic(staff: APIRequestContext, origin: string, id: string) {
  const hidden = await staff.post('/api/admin/change-visibility', { data: { id }, headers: { origin } });
  expect(await hidden.json()).toMatchObject({ success: true, visible: false });
}

async function applicationIdOf(page: Page, title: string) {
  const { applications } = (await (await page.request.get('/api/users/applications')).json()) as {
    applications: Array<{ _id: string; courseId: { title: string }; feesPaid: number }>;
  };
  return applications.find((application) => application.courseId.title === title)!;
}

test(
  'a student on a 375 px phone pays the next instalment through the TEST checkout; a failed payment changes nothing',
  { tag: '@journey' },
  async ({ page, playwright, baseURL }, testInfo) => {
    test.setTimeout(90_000);
    const origin = baseURL!;
    const dialogs = browserDialogs(page);
    const toasts = await recordToasts(page);
    const staff = await playwright.request.newContext({ baseURL });
    await registerAdmin(staff);
    let applicationId = '';

    await page.goto('/');
    await signInStudent(page);
    await submitAdmissionAsStudent(page, { firstName: 'Kavya', middleName: 'Suresh', lastName: 'Jadhav', contactNumber: '9876543210' });
    // Visible only between these calls: a student applies only to a visible course.
    const course = await courseWithPlan(staff, origin);
    const applied = await page.request.post('/api/users/apply', { data: { courseId: course.id }, headers: { origin } });
    expect(applied.status(), await applied.text()).toBe(201);
    await hideFromPublic(staff, origin, course.id);
    await staff.dispose();

    await test.step('the student has applied; Applied Courses shows the next instalment and Pay Now', async () => {
      applicationId = (await applicationIdOf(page, course.title))._id;
      await page.setViewportSize(PHONE);
      await page.goto('/applications');
      const card = page.getByRole('article', { name: course.title });
      await expect(card.getByRole('definition')).toContainText([`₹10,000 due ${longDay(course.plan[0]!.dueDate)} (overdue)`]);
      await expect(card.getByRole('link', { name: 'Pay Now' })).toHaveAttribute('href', `/pay-course/${applicationId}`);
      await card.getByRole('link', { name: 'Pay Now' }).click();
      await expect(page).toHaveURL(`/pay-course/${applicationId}`);
    });

    const details = page.getByRole('region', { name: 'Payment Details' });
    const amount = details.getByRole('textbox', { name: 'Amount to Pay (₹)' });
    await test.step('Payment Details: TEST, the warning and contacts, the balance, what is due when; the summary', async () => {
      await waitForHydration(page);
      await expect(details.getByText(/^TEST MODE/)).toBeVisible();
      await expect(details.getByRole('note')).toContainText('Please confirm the final fee with the administration before paying.');
      await expect(details.getByRole('note').getByRole('link').first()).toHaveAttribute('href', /^tel:/);
      await expect(details.getByRole('term')).toHaveText(['Course fee', 'Balance due']); // no 'Total fees paid' while nothing is paid
      await expect(details.getByRole('definition')).toHaveText(['₹30,000', '₹30,000']);
      const schedule = details.getByRole('region', { name: 'Instalment schedule' }).getByRole('listitem');
      await expect(schedule).toHaveCount(2);
      await expect(schedule.nth(0)).toContainText('Instalment 1: ₹10,000');
      await expect(schedule.nth(0)).toContainText('Overdue');
      await expect(schedule.nth(0)).toHaveAttribute('aria-current', 'step');
      await expect(schedule.nth(1)).toContainText(`Due ${longDay(course.plan[1]!.dueDate)}`);
      await expect(amount).toHaveValue('10000'); // the next instalment is offered first
      await expect(amount).toHaveAccessibleDescription('Any amount from ₹1 up to the balance of ₹30,000.');
      const summary = page.getByRole('region', { name: 'Course and Profile Summary' });
      await expect(summary).toContainText(course.title);
      await expect(summary).toContainText('Kavya Suresh Jadhav');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await page.screenshot({ path: testInfo.outputPath('2-pay-page-375.png'), fullPage: true });
      await expectNoAxeViolations(page);
    });

    await test.step('an amount over the balance is refused at the field, before any order', async () => {
      await amount.fill('30,001'); // written the Indian way, read as ₹30,001
      await details.getByRole('button', { name: 'Pay Now' }).click();
      await expect(amount).toHaveAccessibleDescription(/^The amount is more than the balance due \(₹30,000\)\./);
      await expect(amount).toBeFocused(); // where to correct it (issue 21)
      await details.getByRole('button', { name: /^Next instalment/ }).click();
      await expect(amount).toHaveValue('10000');
    });

    const checkout = page.getByRole('dialog', { name: 'TEST payment of ₹10,000.00' });
    await test.step('Pay Now opens the TEST checkout; UPI succeeds; the overlay shows while it is verified', async () => {
      const overlay = page.getByRole('status').filter({ hasText: 'Please wait, payment is being processed. Do not press back.' });
      // verify-payment is held (not answered for it) until the overlay has been seen, so the check cannot race it.
      await page.route('**/api/users/verify-payment', async (route) => {
        await expect(overlay).toBeVisible();
        await page.screenshot({ path: testInfo.outputPath('2-overlay-375.png') });
        await route.continue();
      });
      await details.getByRole('button', { name: 'Pay Now' }).click();
      await expect(checkout).toBeVisible();
      await checkout.getByRole('radio', { name: 'UPI' }).check();
      await checkout.getByRole('button', { name: 'Pay ₹10,000.00 (TEST)' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Payment successful! Please Check your email for Receipt' })).toBeVisible();
      await expect(page).toHaveURL('/applications');
      await page.unroute('**/api/users/verify-payment');
      // One notice for the payment (this document's toasts: the pay page was a full page load).
      expect(await toasts()).toEqual(['Payment successful! Please Check your email for Receipt']);
    });

    await test.step('Applied Courses shows the new paid total, balance and next instalment', async () => {
      const card = page.getByRole('article', { name: course.title });
      await expect(card.getByRole('definition')).toContainText(['Fees Paid: ₹10,000', '₹20,000', `₹20,000 due ${longDay(course.plan[1]!.dueDate)}`]);
      expect((await applicationIdOf(page, course.title)).feesPaid).toBe(10000);
      // The payment's numbered receipt, a TEST one, is there to download as a PDF.
      const receipt = card.getByRole('link', { name: /^Download receipt NIHM\/\d{4}-\d{2}\/\d{6}, ₹10,000 paid on .*, test payment \(PDF\)$/ });
      await expect(receipt).toBeVisible();
      const pdf = await page.request.get((await receipt.getAttribute('href'))!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
    });

    await test.step('by keyboard alone, a failed payment (Netbanking, fail) records nothing; the page says so and stays usable', async () => {
      await page.getByRole('article', { name: course.title }).getByRole('link', { name: 'Pay Now' }).click();
      await waitForHydration(page);
      await expect(details.getByRole('definition')).toHaveText(['₹30,000', '₹10,000', '₹20,000']);
      await expect(details.getByRole('term')).toHaveText(['Course fee', 'Total fees paid', 'Balance due']);
      await expect(amount).toHaveValue('20000');
      await amount.focus();
      await page.keyboard.press('Enter'); // submits Amount to Pay: Pay Now
      const second = page.getByRole('dialog', { name: 'TEST payment of ₹20,000.00' });
      await expect(second.getByRole('radio', { name: 'UPI' })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect(second.getByRole('radio', { name: 'Netbanking' })).toBeChecked();
      await page.keyboard.press('Tab'); // Pay
      await page.keyboard.press('Tab'); // Fail
      await expect(second.getByRole('button', { name: 'Fail payment (TEST)' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(second.getByRole('status')).toContainText('You can try again or cancel.');
      await page.keyboard.press('Escape');
      await expect(second).toBeHidden();
      await expect(amount).toBeFocused(); // back where the student was
      await expect(details.getByRole('alert')).toContainText('The payment did not go through');
      await expect(details.getByRole('alert')).toContainText('Nothing was recorded against your fees; you can try again.');
      await expect(details.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
      await expectNoAxeViolations(page);
      await page.reload();
      await expect(details.getByRole('definition')).toHaveText(['₹30,000', '₹10,000', '₹20,000']);
      expect((await applicationIdOf(page, course.title)).feesPaid).toBe(10000);
    });

    expect(dialogs).toEqual([]);
  },
);

// Where each refusal sends the student is app/routes/portal/pay-course.db.test.ts's, and that
// another student's application is as unknown as a made-up id is app/modules/payments/pay-page.db.test.ts's:
// here, that each refusal is said where the student lands.
test('the pay page refuses: signed out, without a profile, and an application that is not hers', async ({ page }) => {
  const dialogs = browserDialogs(page);
  const notHers = '/pay-course/01900000-0000-7000-8000-000000000000';

  await test.step("signed out: 'Login to apply for Courses' in the sign-in dialog", async () => {
    await page.goto(notHers);
    const signIn = page.getByRole('dialog', { name: 'Student Login' });
    await expect(signIn).toBeVisible();
    await expect(signIn.getByRole('alert')).toHaveText('Login to apply for Courses');
  });

  await test.step("signed in there, on to the pay page, which sends her to /user-profile: 'Complete your profile to apply for Courses'", async () => {
    await waitForHydration(page);
    await signInInOpenDialog(page);
    await expect(page).toHaveURL('/user-profile');
    await expect(page.getByRole('alert').filter({ hasText: 'Complete your profile to apply for Courses' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /^Hi / })).toBeVisible();
  });

  await test.step("an application that is not hers: 'Invalid application ID' on /applications", async () => {
    await submitAdmissionAsStudent(page, { firstName: 'Ravi', middleName: 'Kumar', lastName: 'Shinde' });
    await page.goto(notHers);
    await expect(page).toHaveURL('/applications');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid application ID' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
  expect(dialogs).toEqual([]);
});

test('staff add an instalment plan on Edit Course (a wrong sum is refused at the field, the right one saved) and on Add Course', async ({
  page,
  baseURL,
}, testInfo) => {
  const origin = baseURL!;
  const dialogs = browserDialogs(page);
  await registerAdmin(page.request);
  const title = `Plan Edit Course ${unique()}`;
  const created = await page.request.post('/api/admin/post-course', { multipart: { title, fees: '45000' }, headers: { origin } });
  expect(created.status(), await created.text()).toBe(201);
  const { _id: id } = (await created.json()) as { _id: string };
  await hideFromPublic(page.request, origin, id);
  await page.goto(`/dashboard/edit-course/${id}`);
  await waitForHydration(page);
  const plan = page.getByRole('group', { name: 'Instalment plan (optional)' });

  await test.step('two instalments that add up to ₹40,000 of a ₹45,000 fee are refused under the plan', async () => {
    await expect(page.getByText('Course fee: ₹45,000.')).toBeVisible();
    await plan.getByRole('button', { name: 'Add instalment' }).click();
    await plan.getByRole('button', { name: 'Add instalment' }).click();
    await plan.getByLabel('Instalment 1 amount (₹)').fill('20,000');
    await plan.getByLabel('Instalment 1 due date').fill('2027-06-01');
    await plan.getByLabel('Instalment 2 amount (₹)').fill('20,000');
    await plan.getByLabel('Instalment 2 due date').fill('2027-12-01');
    await expect(plan).toContainText('2 instalments totalling ₹40,000 of the ₹45,000 course fee.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const refusal = 'The instalments add up to ₹40,000 but the course fee is ₹45,000: they must add up to the fee exactly.';
    await expect(plan).toHaveAccessibleDescription(new RegExp(refusal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await page.screenshot({ path: testInfo.outputPath('1-plan-refused.png'), fullPage: true });
    await expectNoAxeViolations(page);
  });

  await test.step('with the right sum it is saved, and shown again after a reload', async () => {
    await plan.getByLabel('Instalment 2 amount (₹)').fill('25,000');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Course updated successfully!' })).toBeVisible();
    await page.reload();
    await expect(plan.getByLabel('Instalment 2 amount (₹)')).toHaveValue('25,000');
    await expect(plan.getByLabel('Instalment 1 due date')).toHaveValue('2027-06-01');
  });

  await test.step('Add Course takes a plan against the fee typed there; after the add the plan is cleared with the fields', async () => {
    await page.goto('/dashboard/add-course');
    await waitForHydration(page);
    const added = `Plan Add Course ${unique()}`;
    await page.getByLabel('Course Title').fill(added);
    await page.getByLabel('Course Fees (₹)').fill('30000');
    await plan.getByRole('button', { name: 'Add instalment' }).click();
    await plan.getByLabel('Instalment 1 amount (₹)').fill('30,000');
    await plan.getByLabel('Instalment 1 due date').fill('2027-06-01');
    await expect(plan).toContainText('1 instalment totalling ₹30,000 of the ₹30,000 course fee.');
    await page.getByRole('button', { name: 'Add Course' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Course added successfully!' })).toBeVisible();
    await expect(plan.getByLabel('Instalment 1 amount (₹)')).toHaveCount(0);
    await expect(plan).toContainText('No instalment plan: students pay any amount up to the balance.');
    await expect(page.getByLabel('Course Fees (₹)')).toHaveValue('30000'); // spec §4: the fee stays
    const { coursesData } = (await (await page.request.get('/api/admin/list-courses')).json()) as { coursesData: Array<{ _id: string; title: string }> };
    await hideFromPublic(page.request, origin, coursesData.find((course) => course.title === added)!._id);
  });
  expect(dialogs).toEqual([]);
});

/**
 * Scrolls `target` under the floating WhatsApp button (its middle level with the button's middle)
 * and, once the page rests, expects the page's own `target` drawn there: where its text (a
 * control: its box) and the button's circle meet, the point belongs to it, not to the button, and
 * the button is not drawn.
 */
async function expectUncoveredUnderWhatsapp(page: Page, target: Locator) {
  const whatsapp = page.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' });
  const button = (await whatsapp.boundingBox())!;
  await target.evaluate(
    (element, middle) => {
      const box = element.getBoundingClientRect();
      window.scrollBy(0, box.top + box.height / 2 - middle);
    },
    button.y + button.height / 2,
  );
  // The point of the text (or of the whole control) nearest the middle of the round button, if the
  // button's circle reaches it.
  const point = await target.evaluate(
    (element, circle) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const drawn = element.matches('button, input, select, textarea') ? [element.getBoundingClientRect()] : [...range.getClientRects()];
      for (const line of drawn) {
        const x = Math.min(Math.max(circle.x, line.left + 0.5), line.right - 0.5);
        const y = Math.min(Math.max(circle.y, line.top + 0.5), line.bottom - 0.5);
        if ((x - circle.x) ** 2 + (y - circle.y) ** 2 <= circle.radius ** 2) return { x, y };
      }
      return null;
    },
    { x: button.x + button.width / 2, y: button.y + button.height / 2, radius: button.width / 2 - 1 },
  );
  expect(point, 'the text reaches under the button').not.toBeNull();
  const drawnAt = () => target.evaluate((element, { x, y }) => element.contains(document.elementFromPoint(x, y)), point!);
  await expect.poll(drawnAt).toBe(true);
  await expect.poll(() => whatsapp.evaluate((link) => getComputedStyle(link).opacity)).toBe('0');
}

test('on a 390 px phone the WhatsApp button never covers the receipt line or Pay Now; at the page end it shows', async ({ page }, testInfo) => {
  await applyAsNewStudent(page, { firstName: 'Kavya', middleName: 'Suresh', lastName: 'Jadhav' }, 'Diploma in C.S.S.D');
  const applicationId = await payOnlineThroughApi(page, 5000);
  await page.setViewportSize({ width: 390, height: 844 });
  const whatsapp = page.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' });

  await test.step('Applied Courses: the receipt line', async () => {
    await page.goto('/applications');
    await waitForHydration(page);
    const card = page.getByRole('article', { name: 'Diploma in C.S.S.D' });
    const receiptLine = card.getByRole('listitem').filter({ has: page.getByRole('link', { name: /^Download receipt NIHM\// }) });
    await expectUncoveredUnderWhatsapp(page, receiptLine);
    await page.screenshot({ path: testInfo.outputPath('5-receipt-line-clear-390.png') });
  });

  const details = page.getByRole('region', { name: 'Payment Details' });
  // The amount hint ('… up to the balance of ₹35,000.') ends short of the button's circle at 390 px
  // with this balance; Pay Now, as wide as the panel, always passes under it.
  await test.step('the pay page: Pay Now', async () => {
    await page.goto(`/pay-course/${applicationId}`);
    await waitForHydration(page);
    await expectUncoveredUnderWhatsapp(page, details.getByRole('button', { name: 'Pay Now' }));
    await page.screenshot({ path: testInfo.outputPath('5-pay-now-clear-390.png') });
  });

  await test.step('at the end of the page, where nothing is under it, the button shows and takes the tap', async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => whatsapp.evaluate((link) => getComputedStyle(link).opacity)).toBe('1');
    const box = (await whatsapp.boundingBox())!;
    const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    expect(await whatsapp.evaluate((link, { x, y }) => link.contains(document.elementFromPoint(x, y)), middle)).toBe(true);
  });
});

test('"confirm the final fee" is asked only while the fee may change: until staff accept the application', async ({ page, playwright, baseURL }) => {
  const origin = baseURL!;
  const applicationId = await applyAsNewStudent(page, { firstName: 'Ravi', middleName: 'Kumar', lastName: 'Shinde' }, 'Diploma in C.S.S.D');
  const note = page.getByRole('region', { name: 'Payment Details' }).getByRole('note');
  const confirmFirst = 'Please confirm the final fee with the administration before paying.';

  await test.step('pending: staff may still move the application to another course, so the student is asked to confirm', async () => {
    await page.goto(`/pay-course/${applicationId}`);
    await expect(note).toContainText(confirmFirst);
  });

  await test.step('accepted: the fee is the admitted course’s; the contacts stay, the warning goes', async () => {
    const staff = await playwright.request.newContext({ baseURL });
    await registerAdmin(staff);
    const accepted = await staff.post('/api/admin/change-application-status', { data: { id: applicationId, status: 'Accepted' }, headers: { origin } });
    expect(accepted.status(), await accepted.text()).toBe(200);
    await staff.dispose();
    await page.goto(`/pay-course/${applicationId}`);
    await expect(note).toContainText('Questions about your fees?');
    await expect(note).not.toContainText(confirmFirst);
    await expect(note.getByRole('link').first()).toHaveAttribute('href', /^tel:/);
    await expect(page.getByRole('region', { name: 'Payment Details' }).getByRole('button', { name: 'Pay Now' })).toBeVisible();
  });
});

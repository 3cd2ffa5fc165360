import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { uniqueEmail } from '../dashboard/dashboard-helpers';
import { waitForHydration } from '../hydration';
import { waitForMail } from '../mailbox';
import { MARATHI_DIALOG, signInInOpenDialog } from './portal-helpers';

// Issue 22 point 8: a student's whole journey in Marathi on a 390 px phone — find a course, sign in,
// the admission form with an error, apply, pay through the TEST checkout, the receipt — with an axe
// sweep of every page on the way. What each text says is proven by the unit and database tests;
// this proves the pages hold together in Marathi, in the browser, from the first tap to the receipt.
// On SQLite only: the English journeys (@journey) run on both engines, and nothing here depends on one.
test.use({ viewport: { width: 390, height: 844 } });

const COURSE = 'पेशंट केअर असिस्टंट'; // Patient Care Assistant, its Marathi title in the demo content

test('a student on a 390 px phone finds a course, signs in, corrects the form, applies, pays and gets the receipt, all in Marathi', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('marathi');
  const alert = (text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

  await test.step('finds the course by its Marathi title', async () => {
    await page.goto('/mr/courses');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr-IN');
    await page.getByLabel('नावाने अभ्यासक्रम शोधा').fill('पेशंट');
    await page.keyboard.press('Enter');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: COURSE }) });
    await expect(card).toHaveCount(1);
    await expectNoAxeViolations(page);
    await card.getByRole('link', { name: /^अधिक वाचा/ }).click();
    await expect(page).toHaveURL(/\/mr\/apply-course\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  });

  await test.step('Enroll Now asks to sign in; signs in with the code e-mailed in Marathi', async () => {
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'आता प्रवेश घ्या' }).click();
    await expect(alert('अभ्यासक्रमांसाठी अर्ज करण्यासाठी लॉगिन करा')).toBeVisible();
    await signInInOpenDialog(page, email, 'तुमचा लॉगिन कोड', MARATHI_DIALOG);
    await expect(page).toHaveURL(/\/mr\/apply-course\/[\w-]+#enroll-now$/);
  });

  const form = page.getByRole('tabpanel', { name: 'विद्यार्थी प्रवेश अर्ज', exact: true });
  await test.step('the admission form: a wrong PIN code is said in Marathi, then corrected', async () => {
    await page.getByRole('button', { name: 'आता प्रवेश घ्या' }).click();
    await expect(alert('अर्ज करण्यापूर्वी तुमची प्रोफाइल पूर्ण करा')).toBeVisible();
    await expect(page).toHaveURL(/\/mr\/user-profile\?apply=/);
    await waitForHydration(page);
    await form.getByLabel('पहिले नाव', { exact: true }).fill('साई');
    await form.getByLabel('मधले नाव', { exact: true }).fill('ज्ञानेश्वर');
    await form.getByLabel('आडनाव', { exact: true }).fill('देशमुख');
    await form.getByLabel('पिन कोड', { exact: true }).fill('12');
    await form.getByRole('button', { name: 'सबमिट करा' }).click();
    await expect(form.getByLabel('पिन कोड', { exact: true })).toHaveAccessibleDescription(/6 अंकी पिन कोड लिहा\./);
    await expect(form.getByRole('status').filter({ hasText: /कृपया या \d नोंदी दुरुस्त करा/ })).toContainText('पिन कोड');
    await page.screenshot({ path: testInfo.outputPath('1-form-error-mr-390.png') });
    await expectNoAxeViolations(page);
    await form.getByLabel('पिन कोड', { exact: true }).fill('440003');
    await form.getByLabel(/^मी ही सूचना वाचली आहे/).check();
  });

  await test.step('Submit saves the form and finishes the application', async () => {
    await form.getByRole('button', { name: 'सबमिट करा' }).click();
    await expect(alert('अर्ज झाला!')).toBeVisible();
    await expect(page).toHaveURL(/\/mr\/applications$/);
    await waitForHydration(page);
    await expect(page.getByRole('main')).toContainText(COURSE);
    await expectNoAxeViolations(page);
  });

  const checkout = page.getByRole('dialog', { name: /चा TEST भरणा$/ });
  await test.step('pays the fee through the TEST checkout', async () => {
    await page
      .getByRole('main')
      .getByRole('link', { name: /^आता भरा/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/mr\/pay-course\/[\w-]+$/);
    await waitForHydration(page);
    await expect(page.getByRole('main')).toContainText('थकबाकी');
    await expect(page.getByRole('main')).toContainText(COURSE);
    await page.screenshot({ path: testInfo.outputPath('2-pay-page-mr-390.png'), fullPage: true });
    await expectNoAxeViolations(page);
    await page.getByRole('main').getByRole('button', { name: 'आता भरा' }).click();
    await expect(checkout).toBeVisible();
    await checkout.getByRole('radio', { name: 'UPI' }).check();
    await checkout.getByRole('button', { name: /भरा \(TEST\)$/ }).click();
    await expect(alert('भरणा यशस्वी झाला! कृपया पावतीसाठी तुमचा ई-मेल तपासा')).toBeVisible();
    await expect(page).toHaveURL(/\/mr\/applications$/);
  });

  await test.step('the receipt: a Marathi link to its PDF, and the Marathi e-mail that carries it', async () => {
    const receipt = page.getByRole('link', { name: /^पावती \S+ डाउनलोड करा, .* रोजी ₹[\d,]+ भरणा, चाचणी भरणा \(PDF\)$/ });
    await expect(receipt).toBeVisible();
    const pdf = await page.request.get((await receipt.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const mail = await waitForMail(email, 'भरणा मिळाला: पावती');
    expect(mail.text).toContain('/mr/applications');
    await expectNoAxeViolations(page);
  });

  await test.step('a pay link that is not hers: sent back to Applied Courses, told why in Marathi', async () => {
    await page.goto('/mr/pay-course/01900000-0000-7000-8000-000000000000');
    await expect(page).toHaveURL(/\/mr\/applications$/);
    await expect(alert('अवैध अर्ज ID')).toBeVisible();
  });
});

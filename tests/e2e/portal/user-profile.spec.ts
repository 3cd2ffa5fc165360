import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { tinyPng } from '../dashboard/dashboard-helpers';
import { waitForHydration } from '../hydration';
import { recordToasts, signInStudent, submitAdmissionAsStudent, tinyPdf } from './portal-helpers';

// The student's admission form and My Profile (/user-profile, spec §2, §4, §9; DESIGN.md §7).

const AADHAAR = '234567890124'; // valid (Verhoeff); its typo 234567890123 is not
const CONSENT_REQUIRED = 'Please read the privacy notice and tick the box to agree before you submit your admission form.';
const photo = { name: 'me.png', mimeType: 'image/png', buffer: tinyPng() };

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name, exact: true });
const field = (page: Page, label: string) => panel(page, 'Student Admission Form').getByLabel(label, { exact: true });
const submit = (page: Page) => panel(page, 'Student Admission Form').getByRole('button', { name: /^(Submit|Submitting\.\.\.)$/ });

async function openProfilePage(page: Page) {
  await signInStudent(page);
  await page.goto('/user-profile');
  await waitForHydration(page);
}

/** Fills the first submission: names, Aadhaar, a few choices, a photo and an SSC marksheet, and the consent. */
async function fillFirstSubmission(page: Page) {
  await field(page, 'Profile photo').setInputFiles(photo);
  await field(page, 'First name').fill('Asha');
  await field(page, 'Middle name').fill('Ramesh');
  await field(page, 'Last name').fill('Patil');
  await field(page, 'Contact number').fill('9876543210');
  await field(page, 'Aadhaar number').fill(AADHAAR);
  await field(page, 'Date of birth').fill('2003-05-15');
  await field(page, 'Gender').selectOption('Female');
  await field(page, 'City').fill('Nagpur');
  await field(page, 'SSC percentage').fill('86.4');
  await field(page, 'SSC marksheet').setInputFiles({ name: 'ssc.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
  await page.getByRole('checkbox', { name: /I have read this notice and I agree/ }).check();
}

/** The profile the update tests start from, sent through the API (the form's own first submission is the journey's). */
const ASHA_ON_FILE = { firstName: 'Asha', middleName: 'Ramesh', lastName: 'Patil', gender: 'Female', dob: '2003-05-15', city: 'Nagpur', sscPercentage: '86.4' };

test(
  'a first submission needs consent, shows progress, then My Profile after 1 s with masked Aadhaar, photo and private links',
  { tag: '@journey' },
  async ({ page }) => {
    test.setTimeout(60_000);
    await test.step('the form opens first, with the privacy notice', async () => {
      await openProfilePage(page);
      await expect(tab(page, 'Student Admission Form')).toHaveAttribute('aria-selected', 'true');
      const form = panel(page, 'Student Admission Form');
      await expect(form.getByRole('heading', { name: 'How we use the details in your admission form' })).toBeVisible();
      await expect(form.getByRole('columnheader', { name: 'What we collect' })).toBeVisible();
      await expect(form.getByText('Only changed fields need filling for updates')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    await test.step('The consent box starts unticked and the browser requires it: no request leaves', async () => {
      const consent = page.getByRole('checkbox', { name: /I have read this notice and I agree/ });
      await expect(consent).not.toBeChecked();
      let posts = 0;
      page.on('request', (request) => request.method() === 'POST' && request.url().includes('/user-profile') && posts++);
      await field(page, 'First name').fill('Asha');
      await submit(page).click();
      expect(await consent.evaluate((box: HTMLInputElement) => box.validity.valueMissing)).toBe(true);
      await expect(consent).toHaveAttribute('aria-invalid', 'true');
      await expect(consent).toHaveAccessibleDescription(CONSENT_REQUIRED);
      await expect(consent).toBeFocused();
      expect(posts).toBe(0);
    });

    await test.step('the complete form shows its busy state, then My Profile 1 s after the answer', async () => {
      await fillFirstSubmission(page);
      // Hold the post so the busy state can be seen.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/user-profile.data*', async (route) => {
        if (route.request().method() === 'POST') await held;
        await route.continue();
      });
      await submit(page).click();
      await expect(submit(page)).toHaveText('Submitting...');
      await expect(submit(page)).toBeDisabled();
      const answered = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/user-profile.data'));
      release();
      await answered;
      const answeredAt = Date.now();
      await expect(page.getByText('Form submitted successfully!').first()).toBeVisible();
      await expect(tab(page, 'My Profile')).toHaveAttribute('aria-selected', 'true');
      expect(Date.now() - answeredAt).toBeGreaterThan(800); // spec §9: after 1 s, not at once
    });

    const profile = panel(page, 'My Profile');
    await test.step('My Profile shows the names, the masked Aadhaar, the marks and the photo', async () => {
      await expect(profile.getByText('Asha Ramesh Patil')).toBeVisible();
      await expect(profile.getByText('XXXX XXXX 0124')).toBeVisible();
      expect(await page.content()).not.toContain(AADHAAR);
      await expect(profile.getByText('86.4%')).toBeVisible();
      await expect(profile.getByText('Not Uploaded').first()).toBeVisible();
      const img = profile.getByRole('img', { name: 'Your profile photo' });
      await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
    });

    await test.step("A private link is the student's, with their session: a download, never cached", async () => {
      const view = profile.getByRole('link', { name: 'View SSC marksheet' });
      await expect(view).toContainText('View');
      const file = await page.request.get((await view.getAttribute('href'))!);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-disposition']).toMatch(/^attachment;/);
      expect(file.headers()['cache-control']).toBe('no-store');
      expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
    });

    await test.step('The navigation greets with the names of the form', async () => {
      await expect(page.getByRole('banner').getByRole('button', { name: 'Hi Asha Patil' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  },
);

// Sending only what changed is the phone's second visit below; that an update keeps the rest
// (the masked Aadhaar too) is app/modules/students/save-profile.db.test.ts's.
test('an update asks no consent again, and a wrong Aadhaar keeps what was typed', async ({ page }) => {
  test.setTimeout(60_000);
  await test.step("a first submission (the browser's own is the journey above)", async () => {
    await page.goto('/');
    await signInStudent(page);
    await submitAdmissionAsStudent(page, {
      ...ASHA_ON_FILE,
      contactNumber: '9876543210',
      aadharNumber: AADHAAR,
      profilePhoto: photo,
      sscDocument: { name: 'ssc.pdf', mimeType: 'application/pdf', buffer: tinyPdf() },
    });
    await page.goto('/user-profile');
    await waitForHydration(page);
  });

  await test.step('Keyboard: the tabs move with the arrow keys', async () => {
    await tab(page, 'Student Admission Form').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'My Profile')).toBeFocused();
    await expect(tab(page, 'My Profile')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, 'Student Admission Form')).toBeFocused();
    await expect(tab(page, 'Student Admission Form')).toHaveAttribute('aria-selected', 'true');
  });

  const form = panel(page, 'Student Admission Form');
  await test.step('the form asks no consent again and is filled with what is on file', async () => {
    await expect(form.getByText('Only changed fields need filling for updates')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /I have read this notice/ })).toHaveCount(0);
    await expect(field(page, 'First name')).toHaveValue('Asha');
    await expect(field(page, 'Gender')).toHaveValue('Female');
    await expect(field(page, 'SSC percentage')).toHaveValue('86.4');
    await expect(form.getByText(/^Current:/)).toHaveCount(0);
    await expect(field(page, 'Aadhaar number')).toHaveValue(''); // never sent to the browser in full
    await expect(field(page, 'Aadhaar number')).toHaveAccessibleDescription(/On file: XXXX XXXX 0124/);
    await expectNoAxeViolations(page);
  });

  const profile = panel(page, 'My Profile');
  await test.step('a file the browser can already tell is wrong is refused at the field, before anything is sent', async () => {
    await tab(page, 'Student Admission Form').click();
    await field(page, 'HSC marksheet').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a marksheet') });
    await expect(form.getByText('HSC marksheet must be a PDF file or a JPEG, PNG or WebP image.')).toBeVisible();
    await expect(field(page, 'HSC marksheet')).toHaveAttribute('aria-invalid', 'true');
    expect(await field(page, 'HSC marksheet').evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);
    await field(page, 'HSC marksheet').setInputFiles([]);
    await expect(form.getByText('HSC marksheet must be')).toHaveCount(0);
  });

  await test.step('a wrong Aadhaar is refused by the browser at its field: nothing is sent, what was typed stays, the tab stays', async () => {
    await field(page, 'Last name').fill('Kulkarni');
    await field(page, 'Aadhaar number').fill('234567890123');
    let posts = 0;
    page.on('request', (request) => request.method() === 'POST' && request.url().includes('/user-profile') && posts++);
    await page.clock.install(); // the page's timers from here on run when the test says
    await submit(page).click();
    const message = 'This Aadhaar number has a typing mistake. Please check the digits.';
    await expect(field(page, 'Aadhaar number')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Aadhaar number')).toHaveAccessibleDescription(new RegExp(`^${message}`));
    await expect(field(page, 'Aadhaar number')).toBeFocused();
    await expect(form.getByRole('status')).toHaveText('Please correct this field: Aadhaar number.');
    expect(posts).toBe(0);
    await expect(field(page, 'Last name')).toHaveValue('Kulkarni');
    await expect(field(page, 'Aadhaar number')).toHaveValue('234567890123');
    await page.clock.runFor(1_200); // past the 1 s after which a success switches to My Profile: a failure does not
    await expect(tab(page, 'Student Admission Form')).toHaveAttribute('aria-selected', 'true');
    await tab(page, 'My Profile').click();
    await expect(profile.getByText('Asha Ramesh Patil')).toBeVisible();
  });
});

test('signed out or when the session ends, /user-profile sends to sign in; on a phone the sections slide out; no profile: My Profile says so', async ({
  page,
}) => {
  test.setTimeout(60_000); // a sign-in and two axe scans of the whole form: 27 s alone on a loaded machine
  await page.goto('/user-profile');
  await expect(page).toHaveURL('/?sign-in=1&next=%2Fuser-profile');
  await openProfilePage(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(tab(page, 'My Profile')).toBeHidden();
  const menuButton = page.getByRole('button', { name: 'Profile sections: Student Admission Form' });
  await menuButton.click();
  await expect(tab(page, 'My Profile')).toBeVisible();
  await expect(tab(page, 'Student Admission Form')).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(tab(page, 'My Profile')).toBeHidden();
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await tab(page, 'My Profile').click();
  await expect(tab(page, 'My Profile')).toBeHidden(); // chosen: the menu closes
  const profile = panel(page, 'My Profile');
  await expect(profile.getByText('No profile data available')).toBeVisible();
  await expectNoAxeViolations(page);
  await profile.getByRole('button', { name: 'Open the admission form' }).click();
  await expect(panel(page, 'Student Admission Form')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Profile sections: Student Admission Form' })).toBeVisible();

  // A session that ends while the form is being filled: the submission sends to sign in too.
  await page.context().clearCookies();
  await fillFirstSubmission(page);
  await submit(page).click();
  await expect(page).toHaveURL('/?sign-in=1&next=%2Fuser-profile');
});

test('without JavaScript a refused form comes back with what was typed, except the Aadhaar number', async ({ page, browser }) => {
  await openProfilePage(page);
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const noScript = await context.newPage();
  await noScript.goto('/user-profile');
  const form = noScript.getByRole('tabpanel', { name: 'Student Admission Form', exact: true });
  await form.getByLabel('First name', { exact: true }).fill('Meera');
  await form.getByLabel('City', { exact: true }).fill('Amravati');
  await form.getByLabel('Aadhaar number', { exact: true }).fill('234567890123');
  await noScript.getByRole('checkbox', { name: /I have read this notice and I agree/ }).check();
  await form.getByRole('button', { name: 'Submit' }).click();
  const aadhaar = form.getByLabel('Aadhaar number', { exact: true });
  await expect(aadhaar).toHaveAttribute('aria-invalid', 'true');
  await expect(aadhaar).toHaveAccessibleDescription(/^This Aadhaar number has a typing mistake\. Please check the digits\./);
  await expect(form.getByText('choose your files again')).toBeVisible();
  await expect(form.getByLabel('First name', { exact: true })).toHaveValue('Meera');
  await expect(form.getByLabel('City', { exact: true })).toHaveValue('Amravati');
  await expect(form.getByLabel('Aadhaar number', { exact: true })).toHaveValue('');
  expect(await noScript.content()).not.toContain('234567890123');
  await context.close();
});

test.describe('on a phone (390 px)', () => {
  const PHONE = { width: 390, height: 844 };

  /** Opens a section from the slide-out menu of a phone. */
  async function openSection(page: Page, name: string) {
    await page.getByRole('button', { name: /^Profile sections: / }).click();
    await tab(page, name).click();
  }

  test('errors stand at their fields, checked first with the schema of the server; the first invalid field takes the focus', async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    const toasts = await recordToasts(page);
    await openProfilePage(page);
    await page.setViewportSize(PHONE);
    const form = panel(page, 'Student Admission Form');
    let posts = 0;
    page.on('request', (request) => request.method() === 'POST' && request.url().includes('/user-profile') && posts++);

    const wrong = {
      'Aadhaar number': ['234567890123', 'This Aadhaar number has a typing mistake. Please check the digits.'],
      'Contact number': ['98765', 'Enter a 10-digit Indian mobile number.'],
      'PIN code': ['4400', 'Enter a 6-digit PIN code.'],
      'SSC percentage': ['101', 'Enter the SSC percentage as a number from 0 to 100.'],
    } as const;
    await test.step('Aadhaar, phone, PIN code and percentage are refused before anything is sent, each at its field', async () => {
      await field(page, 'First name').fill('Asha');
      for (const [label, [value]] of Object.entries(wrong)) await field(page, label).fill(value);
      await submit(page).click();
      for (const [label, [, message]] of Object.entries(wrong)) {
        await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
        await expect(field(page, label)).toHaveAccessibleDescription(new RegExp(`^${message.replace(/\./g, '\\.')}`));
      }
      const consent = page.getByRole('checkbox', { name: /I have read this notice and I agree/ });
      await expect(consent).toHaveAccessibleDescription(CONSENT_REQUIRED);
      await expect(field(page, 'Aadhaar number')).toBeFocused(); // the first of them on the page
      await expect(field(page, 'Aadhaar number')).toBeInViewport();
      await expect(form.getByRole('status')).toHaveText(
        'Please correct these 5 fields: Aadhaar number, Contact number, PIN code, SSC percentage, Privacy notice.',
      );
      expect(posts).toBe(0);
      await page.screenshot({ path: testInfo.outputPath('2-errors-at-fields.png') });
      await expectNoAxeViolations(page);
    });

    await test.step('a file only the server can tell is wrong is refused at its field, which takes the focus', async () => {
      await field(page, 'Aadhaar number').fill(AADHAAR);
      await expect(field(page, 'Aadhaar number')).not.toHaveAttribute('aria-invalid', 'true'); // editing takes the message away
      await field(page, 'Contact number').fill('98765 43210');
      await field(page, 'PIN code').fill('440001');
      await field(page, 'SSC percentage').fill('86.4');
      await page.getByRole('checkbox', { name: /I have read this notice and I agree/ }).check();
      const fake = Buffer.from('<!doctype html><title>not a marksheet</title>');
      await field(page, 'HSC marksheet').setInputFiles({ name: 'hsc.pdf', mimeType: 'application/pdf', buffer: fake });
      await submit(page).click();
      const hsc = field(page, 'HSC marksheet');
      await expect(hsc).toHaveAttribute('aria-invalid', 'true');
      await expect(hsc).toHaveAccessibleDescription(/renaming a file does not change what is inside/);
      await expect(hsc).toBeFocused();
      await expect(hsc).toBeInViewport();
      expect(posts).toBe(1);
      // Said once: at the field and in the summary beside Submit, never as a toast as well.
      await expect(form.getByRole('status')).toHaveText('Please correct this field: HSC marksheet.');
      expect(await toasts()).toEqual([]);
      await expect(field(page, 'Contact number')).not.toHaveAttribute('aria-invalid', 'true');
      // The form with its errors shown is scanned in the step above.
      await page.screenshot({ path: testInfo.outputPath('2-server-error-at-field.png') });
    });
  });

  test('no field says it is wrong before the student has left it: leaving one checks that one only (issue 21)', async ({ page }, testInfo) => {
    await page.goto('/');
    await signInStudent(page);
    await submitAdmissionAsStudent(page, ASHA_ON_FILE);
    await page.setViewportSize(PHONE);
    await page.goto('/user-profile');
    await waitForHydration(page);
    const form = panel(page, 'Student Admission Form');
    const marked = form.locator('[aria-invalid="true"]');

    await test.step('typing a wrong number, or emptying a field on file, says nothing while the field is in use', async () => {
      await expect(marked).toHaveCount(0);
      await field(page, 'Contact number').fill('98765');
      await expect(marked).toHaveCount(0);
      await expect(form.getByText('Enter a 10-digit Indian mobile number.')).toHaveCount(0);
    });

    await test.step('leaving it says what is wrong there, and nowhere else', async () => {
      await page.keyboard.press('Tab');
      await expect(field(page, 'Contact number')).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, 'Contact number')).toHaveAccessibleDescription(/^Enter a 10-digit Indian mobile number\./);
      await expect(marked).toHaveCount(1);
      await expect(form.getByRole('status')).toHaveText(''); // the summary speaks of a refused Submit only
      await field(page, 'City').fill('');
      await expect(marked).toHaveCount(1);
      await field(page, 'City').blur();
      await expect(field(page, 'City')).toHaveAccessibleDescription(/^City cannot be emptied here/);
      await expect(marked).toHaveCount(2);
      await page.screenshot({ path: testInfo.outputPath('5-left-fields-390.png') });
    });

    await test.step('correcting a field takes its message away; left right, it says nothing', async () => {
      await field(page, 'Contact number').fill('9876543210');
      await expect(field(page, 'Contact number')).not.toHaveAttribute('aria-invalid', 'true');
      await field(page, 'Contact number').blur();
      await expect(field(page, 'Contact number')).not.toHaveAttribute('aria-invalid', 'true');
      await expect(marked).toHaveCount(1);
    });
  });

  test('a second visit shows what is on file, sends only what changed, and after Submit My Profile opens at its top', async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    const toasts = await recordToasts(page);
    await test.step('a profile on file with a marksheet', async () => {
      await page.goto('/');
      await signInStudent(page);
      await submitAdmissionAsStudent(page, {
        ...ASHA_ON_FILE,
        sscDocument: { name: 'ssc.pdf', mimeType: 'application/pdf', buffer: tinyPdf() },
      });
      await page.setViewportSize(PHONE);
      await page.goto('/user-profile');
      await waitForHydration(page);
    });

    const form = panel(page, 'Student Admission Form');
    await test.step('the fields hold the values on file; a file names the one on file and can be replaced', async () => {
      await expect(field(page, 'First name')).toHaveValue('Asha');
      await expect(field(page, 'Middle name')).toHaveValue('Ramesh');
      await expect(field(page, 'Date of birth')).toHaveValue('2003-05-15');
      await expect(field(page, 'Gender')).toHaveValue('Female');
      await expect(field(page, 'SSC percentage')).toHaveValue('86.4');
      await expect(form.getByText(/^Current:/)).toHaveCount(0);
      await expect(field(page, 'SSC marksheet')).toHaveAccessibleDescription(
        /^Current file: sscDocument\.pdf \(SSC marksheet\) \(PDF, 1 KB, uploaded .+\)\. Choose a new file to replace it\./,
      );
      await expect(form.getByRole('link', { name: 'sscDocument.pdf (SSC marksheet)' })).toBeVisible();
      await expect(field(page, 'HSC marksheet')).toHaveAccessibleDescription(/^A PDF/); // nothing on file
      await page.screenshot({ path: testInfo.outputPath('3-second-visit.png'), fullPage: false });
    });

    await test.step('only the changed city is sent, and My Profile then opens at its top', async () => {
      await field(page, 'City').fill('Wardha');
      const toastsBefore = (await toasts()).length;
      const posted = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/user-profile'));
      await submit(page).click();
      const body = (await posted).postData() ?? '';
      expect(body).toContain('name="city"');
      for (const untouched of ['firstName', 'middleName', 'gender', 'dob', 'sscPercentage', 'sscDocument']) expect(body).not.toContain(`name="${untouched}"`);
      await expect(page.getByRole('button', { name: 'Profile sections: My Profile' })).toBeVisible();
      const heading = panel(page, 'My Profile').getByRole('heading', { name: 'My Profile', level: 2 });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      // Not under the sticky site header.
      const header = (await page.getByRole('banner').boundingBox())!;
      expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
      await expect(panel(page, 'My Profile').getByText('Wardha')).toBeVisible();
      // One action, one notice: the success is its toast, not also a line beside Submit.
      expect((await toasts()).slice(toastsBefore)).toEqual(['Form submitted successfully!']);
      await expect(page.getByText('Form submitted successfully!', { exact: true })).toHaveCount(1);
      await page.screenshot({ path: testInfo.outputPath('3-my-profile-at-top.png') });
    });

    await test.step('back in the form, the saved city is what it holds', async () => {
      await openSection(page, 'Student Admission Form');
      await expect(field(page, 'City')).toHaveValue('Wardha');
      await expect(field(page, 'First name')).toHaveValue('Asha');
    });
  });
});

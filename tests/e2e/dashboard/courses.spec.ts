import type { Editor } from '@tiptap/core';
import { expectNoAxeViolations } from '../axe';
import { addCourse, courseRow, expect, openDashboard, pngFile, test, uniqueTitle } from './content-fixtures';
import { browserDialogs, saidAtField, saidOnce } from './dashboard-helpers';
import { recordToasts } from '../portal/portal-helpers';

// Add Course, Manage Courses and Edit Course (spec §2, §4, §5, §8) against the public site.

test('adds a course with two images and bold rich text; the form resets but keeps the fee; the public site shows it', { tag: '@journey' }, async ({ page }) => {
  const title = uniqueTitle('Dialysis Technician');
  await test.step('the empty form opens with its defaults', async () => {
    await openDashboard(page, '/dashboard/add-course');
    await expect(page.getByLabel('Eligibility')).toHaveValue('HSC');
    await expect(page.getByLabel('Course Fees (₹)')).toHaveAttribute('min', '0');
    await expect(page.getByLabel('Course Fees (₹)')).toHaveAttribute('step', '100');
    await expect(page.getByLabel('Image 1')).toHaveAttribute('accept', 'image/*');
  });

  await test.step('title, bold text, eligibility, fee and two images are filled in', async () => {
    await page.getByLabel('Course Title').fill(title);
    await page.getByRole('textbox', { name: 'Course Description' }).click();
    await page.keyboard.type('Learn dialysis care. ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('Hands-on hospital training');
    await expect(page.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByLabel('Eligibility').selectOption('Science Graduation');
    await page.getByLabel('Course Fees (₹)').fill('45000');
    await page.getByLabel('Image 1').setInputFiles(await pngFile('one.png', [15, 118, 110]));
    await page.getByLabel('Image 2').setInputFiles(await pngFile('two.png', [200, 120, 30]));
    await expect(page.getByRole('img', { name: 'Image 1 preview' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Image 2 preview' })).toBeVisible();
  });

  await test.step('Add Course saves it; the form resets but keeps the fee', async () => {
    await page.getByRole('button', { name: 'Add Course' }).click();
    await saidOnce(page, 'Course added successfully!');
    // Spec §4: title, description, eligibility and images reset; the fee stays.
    await expect(page.getByLabel('Course Title')).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Course Description' })).toHaveText('');
    await expect(page.getByLabel('Eligibility')).toHaveValue('HSC');
    await expect(page.getByRole('img', { name: /preview/ })).toHaveCount(0);
    await expect(page.getByLabel('Course Fees (₹)')).toHaveValue('45000');
  });

  const id = await test.step('Manage Courses lists it, visible', async () => {
    await openDashboard(page, `/dashboard/manage-courses?q=${encodeURIComponent(title.toUpperCase())}`);
    const row = courseRow(page, title);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Science Graduation');
    await expect(row).toContainText('₹45,000');
    await expect(row.getByRole('checkbox')).toBeChecked();
    return (await row.getByRole('link', { name: /^Edit/ }).getAttribute('href'))!.split('/').pop()!;
  });

  await test.step('the public site shows it', async () => {
    await page.goto(`/courses?q=${encodeURIComponent(title)}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await page.goto(`/apply-course/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('main strong', { hasText: 'Hands-on hospital training' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('₹45,000');
  });
});

test('a refused course keeps what was typed and says why', async ({ page }) => {
  const toasts = await recordToasts(page);
  await openDashboard(page, '/dashboard/add-course');
  // Only spaces: the browser lets it through, the server's rule refuses it.
  await page.getByLabel('Course Title').fill('   ');
  await page.getByLabel('Course Fees (₹)').fill('1200');
  await page.getByRole('button', { name: 'Add Course' }).click();
  await saidAtField(page.getByLabel('Course Title'), 'Course title is required.', toasts);
  await expect(page.getByLabel('Course Fees (₹)')).toHaveValue('1200');
});

// That a hidden course is off the public list and its page a 404, and back when shown:
// admin-courses.db.test.ts (updateCourseVisibility) and public-courses.db.test.ts (getPublicCourse).
test('the visibility switch hides a course and shows it again, said once each time, and stays as set', async ({ page }) => {
  const title = uniqueTitle('Hidden Lab Assistant');
  await addCourse(page, { title, images: false });
  const row = courseRow(page, title);
  await row.getByRole('checkbox').uncheck();
  await saidOnce(page, 'Course hidden from the public site');
  await expect(row.getByRole('checkbox')).not.toBeChecked();

  await openDashboard(page, `/dashboard/manage-courses?q=${encodeURIComponent(title)}`);
  await expect(row.getByRole('checkbox')).not.toBeChecked();
  await row.getByRole('checkbox').check();
  await saidOnce(page, 'Course visible on the public site');
  await expect(row.getByRole('checkbox')).toBeChecked();
});

test('fees at 1366 px: Add/Edit Fees ask in a dialog, read amounts as written in India, refuse a bad one at the field; Remove Fees confirms', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000); // a long journey: six steps, two accessibility scans
  await page.setViewportSize({ width: 1366, height: 768 });
  const seen = browserDialogs(page);
  const title = uniqueTitle('Fee Course');
  const id = await addCourse(page, { title, images: false });
  const row = courseRow(page, title);
  await expect(row).toContainText('NA');
  await expect(row.getByRole('button', { name: /^Remove Fees/ })).toHaveCount(0);
  const addFees = row.getByRole('button', { name: `Add Fees for ${title}` });
  const dialog = page.getByRole('alertdialog', { name: 'Add Fees' });
  const field = dialog.getByLabel('New fees (₹)');

  await test.step('Add Fees opens a dialog named for the course, the field focused, with no accessibility violations', async () => {
    await addFees.click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(title);
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('8-edit-fees-dialog.png') });
  });

  await test.step('not an amount: said beside the field, nothing sent; Cancel and Escape change nothing', async () => {
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST') posts += 1;
    });
    for (const typed of ['twelve', '-100', '6,5000']) {
      await field.fill(typed);
      await dialog.getByRole('button', { name: 'Save Fees' }).click();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(/Please enter a valid number\./);
      await expect(field).toBeFocused();
    }
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(addFees).toBeFocused();
    await addFees.click();
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(posts).toBe(0);
    await expect(row).toContainText('NA');
  });

  await test.step("'₹1,25,000' is stored and shown grouped the Indian way, here and on the public page", async () => {
    await addFees.click();
    await field.fill('₹1,25,000');
    await page.keyboard.press('Enter');
    await saidOnce(page, 'Fees updated!');
    // The screenshot once the toast's slide-in has come to rest.
    await expect(page.locator('.Toastify__toast').filter({ hasText: 'Fees updated!' })).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: testInfo.outputPath('notices-fees-updated-said-once-1366.png') });
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('₹1,25,000');
    await page.goto(`/apply-course/${id}`);
    await expect(page.getByRole('main')).toContainText('₹1,25,000');
  });

  await test.step('Edit Fees starts from the current fee, grouped; a plain 65000.50 is grouped when typed and kept to the paisa', async () => {
    await openDashboard(page, `/dashboard/manage-courses?q=${encodeURIComponent(title)}`);
    await row.getByRole('button', { name: `Edit Fees for ${title}` }).click();
    const edit = page.getByRole('alertdialog', { name: 'Edit Fees' });
    await expect(edit.getByLabel('New fees (₹)')).toHaveValue('1,25,000');
    await edit.getByLabel('New fees (₹)').fill('65000.50');
    await edit.getByLabel('New fees (₹)').blur();
    await expect(edit.getByLabel('New fees (₹)')).toHaveValue('65,000.50');
    await edit.getByRole('button', { name: 'Save Fees' }).click();
    await saidOnce(page, 'Fees updated!');
    await expect(row).toContainText('₹65,000.50');
  });

  await test.step('Remove Fees asks first: Cancel keeps the fee; confirming removes it and the public page says to contact the institute', async () => {
    const remove = row.getByRole('button', { name: `Remove Fees from ${title}` });
    const confirm = page.getByRole('alertdialog', { name: 'Remove Fees' });
    await remove.click();
    await expect(confirm).toHaveAccessibleDescription('Are you sure you want to remove the fees from this course?');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toContainText('₹65,000.50');
    await remove.click();
    await confirm.getByRole('button', { name: 'Remove Fees' }).click();
    await saidOnce(page, 'Fees removed successfully!');
    await expect(confirm).toBeHidden();
    await expect(row).toContainText('NA');
    await page.goto(`/apply-course/${id}`);
    await expect(page.getByRole('main')).toContainText('contact the institute');
  });
  expect(seen).toEqual([]);
});

// The area's scan of the course pages: Manage Courses, Edit Course and Add Course, each as it opens.
test('edit a course: the new title shows on the public page; an unknown course is a 404; the course pages have no accessibility violations', async ({
  page,
}) => {
  test.setTimeout(60_000); // a course added, then three full-page scans
  const title = uniqueTitle('Typo Corse');
  const id = await addCourse(page, { title, plain: 'Original description.', fees: '1500' });
  await expectNoAxeViolations(page); // Manage Courses, found by a search
  await openDashboard(page, `/dashboard/edit-course/${id}`);
  await expectNoAxeViolations(page);
  await expect(page.getByLabel('Course Title')).toHaveValue(title);
  await expect(page.getByRole('textbox', { name: 'Course Description' })).toHaveText('Original description.');
  const fixed = title.replace('Corse', 'Course');
  await page.getByLabel('Course Title').fill(fixed);
  await page.getByLabel('Eligibility').selectOption('Any Graduation');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await saidOnce(page, 'Course updated successfully!');

  await page.goto(`/apply-course/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fixed);
  await expect(page.getByRole('main')).toContainText('Original description.');

  expect((await page.goto('/dashboard/edit-course/01900000-0000-7000-8000-000000000404'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Course not found' })).toBeVisible();

  await openDashboard(page, '/dashboard/add-course');
  await expectNoAxeViolations(page);
});

test('delete a course at 1366 px after confirming in a dialog: gone from the table and the public site', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const seen = browserDialogs(page);
  const title = uniqueTitle('Short Lived Course');
  const id = await addCourse(page, { title, images: false });
  const row = courseRow(page, title);
  const deleteButton = row.getByRole('button', { name: `Delete ${title}` });
  const dialog = page.getByRole('alertdialog', { name: 'Delete course' });
  await deleteButton.click();
  await expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this course?');
  await expect(dialog).toContainText(title);
  // Scanned as Remove Fees', the same confirmation on this page (the fees journey above).
  await page.screenshot({ path: testInfo.outputPath('8-delete-course-dialog.png') });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(1);
  await deleteButton.click();
  await dialog.getByRole('button', { name: 'Delete course' }).click();
  await saidOnce(page, 'Course deleted successfully');
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No Courses Available')).toBeVisible();
  expect(seen).toEqual([]);
  expect((await page.goto(`/apply-course/${id}`))?.status()).toBe(404);
});

// Newest first and the search ignoring case, hidden courses included: course-pages.db.test.ts.
test('Manage Courses: the title search goes in the URL, rows are numbered and dated; none found says so, with Add New Course', async ({ page }) => {
  const stem = uniqueTitle('Ordering');
  await addCourse(page, { title: `${stem} Alpha`, images: false });
  await openDashboard(page, '/dashboard/manage-courses');
  await page.getByRole('searchbox', { name: 'Search courses by title' }).fill(stem.toLowerCase());
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(stem.toLowerCase()).replace(/%20/g, '(\\+|%20)')}`));
  await expect(page.getByRole('rowheader')).toHaveText([`${stem} Alpha`]);
  await expect(page.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('1');
  const today = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(Date.now());
  await expect(courseRow(page, `${stem} Alpha`)).toContainText(today);

  await openDashboard(page, '/dashboard/manage-courses?q=zz-no-such-course-zz');
  await expect(page.getByText('No Courses Available')).toBeVisible();
  await page.getByRole('link', { name: 'Add New Course' }).click();
  await expect(page).toHaveURL('/dashboard/add-course');
});

test('the description toolbar: one tab stop, arrow keys, aria-pressed, and links limited to http, https and mailto', async ({ page }) => {
  await openDashboard(page, '/dashboard/add-course');
  const toolbar = page.getByRole('toolbar', { name: 'Course Description formatting' });
  const editor = page.getByRole('textbox', { name: 'Course Description' });
  await editor.click();
  await page.keyboard.type('Visit our site');
  await page.keyboard.press('Shift+Home');
  // ProseMirror takes a selection from the browser's selectionchange event, and only while the
  // text has the focus: wait until the editor holds it before the focus moves to the toolbar.
  await expect.poll(() => editor.evaluate((element) => (element as HTMLElement & { editor: Editor }).editor.state.selection.empty)).toBe(false);

  await toolbar.getByRole('button', { name: 'Bold' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: 'Italic' })).toBeFocused();
  await expect(toolbar.getByRole('button', { name: 'Italic' })).toHaveAttribute('tabindex', '0');
  await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute('tabindex', '-1');
  await page.keyboard.press('Enter');
  await expect(toolbar.getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'true');
  // A command hands the focus back to the text; Shift+Tab returns to the toolbar where it was.
  await expect(editor).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(toolbar.getByRole('button', { name: 'Italic' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(toolbar.getByRole('button', { name: 'Link' })).toBeFocused();

  // The address is asked in the page (no browser prompt()); a refused one is said at the field.
  const seen = browserDialogs(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Link' });
  const address = dialog.getByLabel('Link address');
  await expect(address).toBeFocused();
  await expectNoAxeViolations(page);
  await address.fill('javascript:alert(1)');
  await page.keyboard.press('Enter');
  await expect(address).toHaveAccessibleDescription(/Links must start with https:\/\/, http:\/\/ or mailto:/);
  await expect(editor.locator('a')).toHaveCount(0);
  await address.fill('https://example.org/');
  await dialog.getByRole('button', { name: 'Save link' }).click();
  await expect(dialog).toBeHidden();
  await expect(editor.locator('a')).toHaveAttribute('href', 'https://example.org/');
  await expect(editor.locator('em')).toHaveText('Visit our site');
  await expect(editor).toBeFocused();
  expect(seen).toEqual([]);
});

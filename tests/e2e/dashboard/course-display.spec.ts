import { expectNoAxeViolations } from '../axe';
import { addCourse, courseIdOf, expect, openDashboard, pngFile, test, uniqueTitle } from './content-fixtures';
import { saidOnce } from './dashboard-helpers';

// Issue 9 point 11 at 1366 px: a course's duration is entered in Add/Edit Course and shown on its
// card and page; a course without pictures shows a drawn placeholder; News and Events admin shows
// whole event titles.
test.use({ viewport: { width: 1366, height: 768 } });
// Journeys through several pages (and students' e-mail sign-ins) on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

test('a duration typed in Add Course shows on the card and the page, and Edit Course changes it', async ({ page }, testInfo) => {
  const title = uniqueTitle('Dialysis Assistant');
  const id = await test.step('Add Course with a duration and no pictures', async () => {
    await openDashboard(page, '/dashboard/add-course');
    await page.getByLabel('Course Title').fill(title);
    await page.getByLabel('Duration').fill('18 months');
    await page.getByRole('button', { name: 'Add Course' }).click();
    await saidOnce(page, 'Course added successfully!');
    await expect(page.getByLabel('Duration')).toHaveValue(''); // cleared with the course's own fields
    return courseIdOf(page, title);
  });

  await test.step('the card shows the duration and a drawn placeholder instead of a blank box', async () => {
    await page.goto(`/courses?q=${encodeURIComponent(title)}`);
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card.getByText('18 months')).toBeVisible();
    const placeholder = card.getByTestId('course-picture-placeholder');
    await expect(placeholder).toBeVisible();
    await expect(placeholder.locator('svg')).toBeVisible();
    expect(await placeholder.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain('gradient');
    await page.screenshot({ path: testInfo.outputPath('11-course-card-placeholder.png') });
  });

  await test.step('the course page shows it beside the fees', async () => {
    await page.goto(`/apply-course/${id}`);
    await expect(page.getByRole('complementary', { name: 'Enrolment' })).toContainText('Duration:18 months');
    await expect(page.getByRole('main').getByTestId('course-picture-placeholder').first()).toBeVisible(); // the hero's place
    await expectNoAxeViolations(page);
  });

  await test.step('Edit Course shows the duration and changes it', async () => {
    await openDashboard(page, `/dashboard/edit-course/${id}`);
    await expect(page.getByLabel('Duration')).toHaveValue('18 months');
    await page.getByLabel('Duration').fill('2 years');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await saidOnce(page, 'Course updated successfully!');
    await page.goto(`/apply-course/${id}`);
    await expect(page.getByRole('complementary', { name: 'Enrolment' })).toContainText('Duration:2 years');
  });

  await test.step('a course with pictures shows its picture, not the placeholder', async () => {
    const pictured = uniqueTitle('Pictured course');
    await addCourse(page, { title: pictured });
    await page.goto(`/courses?q=${encodeURIComponent(pictured)}`);
    const card = page.getByRole('article').filter({ hasText: pictured });
    await expect(card.getByTestId('course-picture-placeholder')).toHaveCount(0);
    await expect(card.locator('img')).toBeVisible();
  });
});

test('News and Events admin shows a long event title whole, wrapped', async ({ page }, testInfo) => {
  const title = `${uniqueTitle('Annual convocation')} with the Dean of the Government Medical College, Nagpur, and the first batch of dialysis technicians`;
  await openDashboard(page, '/dashboard/news-events');
  const form = page.getByRole('form', { name: 'Add Event' });
  await form.getByLabel('Event title (optional)').fill(title);
  await form.getByLabel('Event image').setInputFiles(await pngFile('event.png', [90, 40, 160]));
  await form.getByRole('button', { name: 'Add Event' }).click();
  const posted = page.getByRole('region', { name: 'Posted Events' }).getByRole('listitem').filter({ hasText: title });
  await expect(posted).toHaveCount(1);
  const text = posted.getByText(title, { exact: true });
  await expect(text).toBeVisible();
  // Nothing of it is clipped: the text fits its box (wrapped), no ellipsis.
  expect(await text.evaluate((element) => element.scrollWidth <= element.clientWidth && getComputedStyle(element).textOverflow !== 'ellipsis')).toBe(true);
  expect(await text.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThan(30); // more than one line
  await posted.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('11-event-title-wrapped.png') });
});

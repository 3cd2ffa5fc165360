import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { recordToasts } from '../portal/portal-helpers';
import { expect, openDashboard, pngFile, test, uniqueTitle } from './content-fixtures';
import { browserDialogs, saidOnce } from './dashboard-helpers';

// News And Events of the dashboard (spec §2, §5, §8) against the public News & Events pages.

const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const LAPTOP = { width: 1366, height: 768 };

// Spec §9: a medium date everywhere but on applications.
const mediumDate = (day: string) => new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(Date.parse(`${day}T00:00:00Z`));
const todayInIndia = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(Date.now());

async function postNews(page: Page, { title, day = todayInIndia(), text, images = 0 }: { title: string; day?: string; text?: string; images?: number }) {
  await openDashboard(page, '/dashboard/news-events');
  const form = page.getByRole('form', { name: 'Add News' });
  await form.getByLabel('Title').fill(title);
  if (text) {
    await form.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type(text);
  }
  await form.getByLabel('Date').fill(day);
  if (images > 0) await form.getByLabel('News image 1').setInputFiles(await pngFile('hero.png', [11, 94, 88]));
  if (images > 1) await form.getByLabel('News image 2').setInputFiles(await pngFile('second.png', [180, 60, 40]));
  await form.getByRole('button', { name: 'Add News' }).click();
  await saidOnce(page, 'News added successfully!');
}

async function newsIdOf(page: Page, title: string) {
  await page.goto('/news');
  const href = await page.getByRole('region', { name: 'Latest News' }).getByRole('link', { name: title }).first().getAttribute('href');
  return href!.split('/').pop()!;
}

test('posts news with rich text and two images: on /news and on its page with the gallery', async ({ page }) => {
  const title = uniqueTitle('Blood donation camp');
  const day = todayInIndia();
  await test.step('staff post news with bold text, a date and two images', async () => {
    await openDashboard(page, '/dashboard/news-events');
    const form = page.getByRole('form', { name: 'Add News' });
    await expect(form.getByLabel('Title')).toHaveAttribute('required', '');
    await expect(form.getByLabel('Date')).toHaveAttribute('required', '');
    await form.getByLabel('Title').fill(title);
    await form.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('Students donated ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('112 units');
    await form.getByLabel('Date').fill(day);
    await form.getByLabel('News image 1').setInputFiles(await pngFile('hero.png', [11, 94, 88]));
    await form.getByLabel('News image 2').setInputFiles(await pngFile('second.png', [180, 60, 40]));
    await form.getByRole('button', { name: 'Add News' }).click();
    await saidOnce(page, 'News added successfully!');
    await expect(form.getByLabel('Title')).toHaveValue('');
    await expect(page.getByRole('region', { name: 'Posted News' })).toContainText(title);
  });

  await test.step('/news lists it with its date; its page shows the text and the gallery', async () => {
    const id = await newsIdOf(page, title);
    await expect(page.getByRole('region', { name: 'Latest News' }).getByRole('article').filter({ hasText: title })).toContainText(mediumDate(day));
    await page.goto(`/news/${id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(main.getByText(mediumDate(day))).toBeVisible();
    await expect(main.locator('strong', { hasText: '112 units' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Gallery' }).getByRole('img', { name: `${title}: photo 2` })).toBeVisible();
  });
});

test('a refused news item says "Failed to add news." once, beside Add News, and keeps what was typed', async ({ page }) => {
  const toasts = await recordToasts(page);
  await openDashboard(page, '/dashboard/news-events');
  const form = page.getByRole('form', { name: 'Add News' });
  await form.getByLabel('Title').fill('   ');
  await form.getByLabel('Date').fill(todayInIndia());
  await form.getByRole('button', { name: 'Add News' }).click();
  await expect(status(page, 'Failed to add news.')).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
  // Beside the button and at the field, not as a toast as well.
  expect(await toasts()).toEqual([]);
  await expect(form.getByLabel('Date')).toHaveValue(todayInIndia());
});

test('posts an event with a title and one image: it shows in Events & Gallery, is renamed, then deleted', async ({ page }) => {
  const title = uniqueTitle('Anatomy lab visit');
  const posted = page.getByRole('region', { name: 'Posted Events' }).getByRole('listitem').filter({ hasText: title });
  await test.step('staff post an event with a title and an image', async () => {
    await openDashboard(page, '/dashboard/news-events');
    const form = page.getByRole('form', { name: 'Add Event' });
    await expect(form.getByLabel('Event image')).toHaveAttribute('accept', 'image/*');
    await form.getByLabel('Event title (optional)').fill(title);
    await form.getByLabel('Event image').setInputFiles(await pngFile('event.png', [90, 40, 160]));
    await form.getByRole('button', { name: 'Add Event' }).click();
    await saidOnce(page, 'Event added successfully!');
    await expect(posted).toHaveCount(1);
  });

  await test.step('Events & Gallery shows it', async () => {
    await page.goto('/news');
    await expect(page.getByRole('region', { name: 'Events & Gallery' }).getByRole('img', { name: title })).toHaveCount(1);
  });

  const renamed = `${title} (renamed)`;
  const postedRenamed = page.getByRole('region', { name: 'Posted Events' }).getByRole('listitem').filter({ hasText: renamed });
  await test.step('Rename, in a dialog at 1366 px: Cancel changes nothing; a new title renames it on the public page too', async () => {
    await page.setViewportSize(LAPTOP);
    const seen = browserDialogs(page);
    await openDashboard(page, '/dashboard/news-events');
    const rename = posted.getByRole('button', { name: `Rename ${title}` });
    await rename.click();
    const dialog = page.getByRole('alertdialog', { name: 'Rename event' });
    const field = dialog.getByRole('textbox', { name: 'Event title (leave empty for none)' });
    await expect(field).toHaveValue(title);
    await expectNoAxeViolations(page);
    await field.fill('changed my mind');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(rename).toBeFocused();
    await expect(posted).toHaveCount(1);

    await rename.click();
    await expect(field).toHaveValue(title);
    await field.fill(renamed);
    await field.press('Enter');
    await saidOnce(page, 'Event updated successfully!');
    await expect(dialog).toBeHidden();
    await expect(postedRenamed).toHaveCount(1);
    expect(seen).toEqual([]);
    await page.goto('/news');
    await expect(page.getByRole('region', { name: 'Events & Gallery' }).getByRole('img', { name: renamed })).toHaveCount(1);
  });

  await test.step('a delete confirmed in a dialog takes it off the dashboard and the public page', async () => {
    const seen = browserDialogs(page);
    await openDashboard(page, '/dashboard/news-events');
    await postedRenamed.getByRole('button', { name: `Delete ${renamed}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete event' });
    await expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this event?');
    await expect(dialog).toContainText(renamed);
    // Its scan is that of the same confirmation on this page, for news (below).
    await dialog.getByRole('button', { name: 'Delete event' }).click();
    await saidOnce(page, 'Event deleted successfully');
    await expect(dialog).toBeHidden();
    await expect(postedRenamed).toHaveCount(0);
    expect(seen).toEqual([]);
    await page.goto('/news');
    await expect(page.getByRole('region', { name: 'Events & Gallery' }).getByRole('img', { name: renamed })).toHaveCount(0);
  });
});

test('edits a posted news item (title, text, date), then deletes it after confirming', async ({ page }) => {
  const title = uniqueTitle('Seminar on first aid');
  const id = await test.step('a news item is posted', async () => {
    await postNews(page, { title, text: 'First version.' });
    return newsIdOf(page, title);
  });

  const renamed = `${title} (updated)`;
  await test.step('staff change its title, text and date; the page and its edit form have no accessibility violations', async () => {
    await openDashboard(page, '/dashboard/news-events');
    await expectNoAxeViolations(page);
    const item = page.getByRole('region', { name: 'Posted News' }).getByRole('listitem').filter({ hasText: title });
    await item.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('form', { name: `Edit ${title}` });
    await expect(edit.getByLabel('Title')).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(edit.getByRole('textbox', { name: 'Description' })).toHaveText('First version.');
    await edit.getByLabel('Title').fill(renamed);
    await edit.getByLabel('Date').fill('2026-01-26');
    await edit.getByRole('button', { name: 'Save' }).click();
    await saidOnce(page, 'News updated successfully!');
    await expect(edit).toHaveCount(0);
  });

  await test.step('its public page shows the changes', async () => {
    await page.goto(`/news/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);
    await expect(page.getByRole('main').getByText(mediumDate('2026-01-26'))).toBeVisible();
    await expect(page.getByRole('main')).toContainText('First version.');
  });

  await test.step('a delete confirmed in a dialog at 1366 px takes it away; its page is then a 404', async () => {
    await page.setViewportSize(LAPTOP);
    const seen = browserDialogs(page);
    await openDashboard(page, '/dashboard/news-events');
    const listed = page.getByRole('region', { name: 'Posted News' }).getByRole('listitem').filter({ hasText: renamed });
    const deleteButton = listed.getByRole('button', { name: `Delete ${renamed}` });
    const dialog = page.getByRole('alertdialog', { name: 'Delete news' });
    await deleteButton.click();
    await expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this news item?');
    await expect(dialog).toContainText(renamed);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused(); // Enter on an unread question deletes nothing
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(listed).toHaveCount(1);
    await deleteButton.click();
    await dialog.getByRole('button', { name: 'Delete news' }).click();
    await saidOnce(page, 'News deleted successfully');
    await expect(dialog).toBeHidden();
    await expect(listed).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Posted News' })).toBeFocused();
    expect(seen).toEqual([]);
    expect((await page.goto(`/news/${id}`))?.status()).toBe(404);
  });
});

import { expect, test } from '@playwright/test';

type NewsJson = { _id: string; title: string; date: number; images: string[] };

// Spec §9: a medium date everywhere but on applications.
const mediumDate = (ms: number) => new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(ms);

test('News & Events lists the 6 news newest first with date and excerpt, and the 6 events', async ({ page, request }) => {
  const { news } = (await (await request.get('/api/news-and-events/news')).json()) as { news: NewsJson[] };
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News & Events');
  await expect(page.getByText('Stay updated with the latest happenings')).toBeVisible();

  const latest = page.getByRole('region', { name: 'Latest News' });
  const cards = latest.getByRole('article');
  await expect(cards).toHaveCount(6);
  await expect(latest.getByRole('heading', { level: 3 })).toHaveText([
    'Admissions open for the new academic year',
    'Hospital visit: students tour a multi-speciality hospital',
    'Free health check-up camp in Nagpur',
    'Placement drive: 42 students placed',
    'Guest lecture on infection control',
    'Annual day celebrations',
  ]);
  const first = news.find((item) => item.title === 'Admissions open for the new academic year')!;
  await expect(cards.first()).toContainText(mediumDate(first.date));
  await expect(cards.first()).toContainText('No donation is charged'); // rich text, as plain text
  await expect(cards.first().getByRole('link')).toHaveAttribute('href', `/news/${first._id}`);

  const events = page.getByRole('region', { name: 'Events & Gallery' }).getByRole('figure');
  await expect(events).toHaveCount(6);
});

test('an event title shows on hover and on keyboard focus', async ({ page }) => {
  await page.goto('/news');
  const tile = page.getByRole('region', { name: 'Events & Gallery' }).getByRole('figure').first();
  const caption = tile.locator('figcaption');
  await expect(caption).toBeHidden();
  await tile.hover();
  await expect(caption).toBeVisible();
  await expect(caption).toHaveText(/\S/);

  await page.mouse.move(0, 0);
  await expect(caption).toBeHidden();
  await tile.focus();
  await expect(caption).toBeVisible();
  // Screen readers get the title from the picture itself.
  await expect(tile.getByRole('img')).toHaveAccessibleName((await caption.textContent())!);
});

test('a news card opens its detail page: date, hero, rich text, gallery and Back', async ({ page, request }) => {
  const { news } = (await (await request.get('/api/news-and-events/news')).json()) as { news: NewsJson[] };
  const item = news.find((n) => n.title === 'Free health check-up camp in Nagpur')!;
  await page.goto('/news');
  await page.getByRole('link', { name: item.title }).click();
  await expect(page).toHaveURL(`/news/${item._id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(item.title);
  await expect(main.getByText(mediumDate(item.date))).toBeVisible();
  await expect(main.getByText('blood pressure and blood sugar camp')).toBeVisible();
  const hero = main.locator('img').first();
  await expect(hero).toHaveAttribute('loading', 'eager');
  await expect(hero).toHaveAttribute('src', new RegExp(item.images[0]!.split('/')[3]!));
  const gallery = main.getByRole('region', { name: 'Gallery' });
  await expect(gallery.getByRole('img')).toHaveCount(item.images.length - 1);
  await expect(gallery.getByRole('img').first()).toHaveAttribute('loading', 'lazy');

  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const article = blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'NewsArticle');
  expect(article).toMatchObject({ headline: item.title, datePublished: new Date(item.date).toISOString() });
  expect(article.image[0]).toMatch(/^http/);

  await main.getByRole('link', { name: /Back to News/ }).click();
  await expect(page).toHaveURL('/news');
});

test('an unknown news id is a 404 saying "News not found"', async ({ page }) => {
  for (const id of ['01900000-0000-7000-8000-000000000000', 'nope']) {
    const response = await page.goto(`/news/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News not found');
  }
});

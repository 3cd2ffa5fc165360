import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from '../hydration';

// Home (spec §2): hero carousel timing (§9: 5 s, 6 s after manual moves), Courses Offered, News & Events.

const slides = (page: Page) => page.locator('[aria-roledescription="slide"]');

/** Asserts which slide (0-based) is showing: the picker marks it, it is visible, the others are not. */
async function expectSlide(page: Page, index: number) {
  await expect(page.getByRole('button', { name: new RegExp(`^Show slide ${index + 1}:`) })).toHaveAttribute('aria-current', 'true');
  for (let i = 0; i < 3; i++) {
    if (i === index) await expect(slides(page).nth(i)).toBeVisible();
    else await expect(slides(page).nth(i)).toBeHidden();
  }
}

// The clock is paused before the page loads, so the carousel's timers start at a known instant.
async function openWithPausedClock(page: Page) {
  await page.clock.install({ time: new Date('2026-06-01T10:00:00+05:30') });
  await page.clock.pauseAt(new Date('2026-06-01T10:00:01+05:30'));
  await page.goto('/');
  // Home hydrates at the visitor's first intent, a key pressed here (decision 049), one frame
  // later (decision 019), and a paused clock holds that frame too: let it pass. The carousel's
  // timers start when it hydrates, at 10:00:01.050.
  await page.keyboard.press('Shift');
  await page.clock.runFor(50);
  await waitForHydration(page);
}

test.describe('hero carousel', () => {
  test('advances every 5 seconds and wraps around; the pause control stops it until play is pressed', async ({ page }) => {
    await openWithPausedClock(page);
    await expectSlide(page, 0);
    await page.clock.runFor(4_900);
    await expectSlide(page, 0);
    await page.clock.runFor(200);
    await expectSlide(page, 1);
    await page.clock.runFor(5_000);
    await expectSlide(page, 2);
    await page.clock.runFor(5_000);
    await expectSlide(page, 0);

    await page.getByRole('button', { name: 'Pause the slide show' }).click();
    await page.clock.runFor(20_000);
    await expectSlide(page, 0);
    await page.getByRole('button', { name: 'Play the slide show' }).click();
    await page.clock.runFor(5_100);
    await expectSlide(page, 1);
  });

  test('next and previous move it and hold the slide for 6 seconds before the 5 s rhythm resumes', async ({ page }) => {
    await openWithPausedClock(page);
    await page.clock.runFor(3_000);
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expectSlide(page, 1);
    await page.clock.runFor(5_900); // past the usual 5 s: held
    await expectSlide(page, 1);
    await page.clock.runFor(200);
    await expectSlide(page, 2);
    await page.clock.runFor(4_900);
    await expectSlide(page, 2);
    await page.clock.runFor(200);
    await expectSlide(page, 0);

    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expectSlide(page, 2);
    await page.clock.runFor(5_900);
    await expectSlide(page, 2);
    await page.clock.runFor(200);
    await expectSlide(page, 0);
  });

  test('works from the keyboard: Tab to the controls, Enter, and the arrow keys', async ({ page }) => {
    await openWithPausedClock(page);
    const next = page.getByRole('button', { name: 'Next slide' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expectSlide(page, 1);
    await page.keyboard.press('ArrowRight');
    await expectSlide(page, 2);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expectSlide(page, 0);
    await page.keyboard.press('Shift+Tab'); // previous button
    await expect(page.getByRole('button', { name: 'Previous slide' })).toBeFocused();
    await page.keyboard.press('Space');
    await expectSlide(page, 2);
    // Hidden slides are inert: their links are not in the tab order.
    await expect(slides(page).nth(0).getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Highlights' })).toHaveAttribute('aria-roledescription', 'carousel');
  });

  test('never advances by itself when the visitor prefers reduced motion, and the news ticker stands still', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openWithPausedClock(page);
    expect(await page.locator('.ticker-track').evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    await page.clock.runFor(30_000);
    await expectSlide(page, 0);
    await expect(page.getByRole('button', { name: 'Play the slide show' })).toBeVisible();
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expectSlide(page, 1);
    await page.clock.runFor(30_000);
    await expectSlide(page, 1);
  });
});

test('Courses Offered shows the first four visible courses and Explore More opens /courses', { tag: '@journey' }, async ({ page, request }) => {
  const { courses } = await (await request.get('/api/courses')).json();
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Courses Offered' });
  const cards = section.getByRole('article');
  await expect(cards).toHaveCount(4);
  await expect(cards.getByRole('heading')).toHaveText(courses.slice(0, 4).map((course: { title: string }) => course.title));
  await expect(cards.first().getByRole('link', { name: 'Enroll Now' })).toHaveAttribute('href', `/apply-course/${courses[0]._id}`);
  await waitForHydration(page);
  await section.getByRole('link', { name: 'Explore More' }).click();
  await expect(page).toHaveURL(/\/courses$/);
});

test('News & Events: the three newest items with picture, date and excerpt; a ticker at 60 px/s that stops on hover; Read More opens one', async ({
  page,
  request,
}) => {
  const { news } = await (await request.get('/api/news-and-events/news')).json();
  await page.goto('/');
  const section = page.getByRole('region', { name: 'News & Events' });
  const items = section.getByRole('article');
  await expect(items).toHaveCount(3);
  await expect(items.getByRole('heading')).toHaveText(news.slice(0, 3).map((item: { title: string }) => item.title));

  const dates = await items.locator('time').evaluateAll((times) => times.map((t) => Date.parse(t.getAttribute('datetime')!)));
  expect(dates).toEqual([...dates].sort((a, b) => b - a));
  expect(dates[0]).toBe(news[0].date);
  // Medium date, en-IN: "20 Nov 2026".
  await expect(items.first().locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);

  const secondImageId = news[0].images[1].split('/')[3];
  await expect(items.first().locator('img')).toHaveAttribute('src', new RegExp(`/media/images/${secondImageId}/`));
  for (const excerpt of await items.locator('p').allTextContents()) expect(excerpt.length).toBeLessThanOrEqual(151);

  const ticker = page.locator('.ticker');
  const track = ticker.locator('.ticker-track');
  await expect(ticker.locator('ul').first().getByRole('link')).toHaveCount(3);
  await waitForHydration(page);
  // The track moves by one copy of the list; at 60 px/s that takes width / 60 seconds.
  await expect
    .poll(() =>
      track.evaluate((el) => {
        const width = (el.firstElementChild as HTMLElement).scrollWidth;
        return Math.abs(parseFloat(getComputedStyle(el).animationDuration) - width / 60);
      }),
    )
    .toBeLessThan(0.05);
  expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('ticker-scroll');
  await ticker.hover();
  await expect.poll(() => track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('paused');
  // The duplicate copy that makes the loop seamless is hidden from assistive technology.
  await expect(ticker.locator('ul').nth(1)).toHaveAttribute('aria-hidden', 'true');

  await section
    .getByRole('link', { name: /read more/i })
    .nth(1)
    .click();
  await expect(page).toHaveURL(new RegExp(`/news/${news[1]._id}$`));
});

test('Home has its meta tags, organisation JSON-LD, the eager responsive hero picture and the institute contacts, and hydrates without errors', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto('/');
  await expect(page).toHaveTitle(/Healthcare and Hospital Management Courses in Nagpur/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/hero\/welcome-1600\.webp$/);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(jsonLd['@type']).toBe('EducationalOrganization');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

  await test.step('the first slide is the eager, high-priority, responsive hero image', async () => {
    const first = slides(page).nth(0).locator('img');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('srcset', /640w.*1024w.*1600w/);
    await expect(first).toHaveAttribute('width', '1600');
    await expect(first).toHaveAttribute('height', '900');
    expect(await first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(slides(page).nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
  });

  await test.step('Get in Touch shows the address, two phone links, the e-mail link and the form', async () => {
    const section = page.getByRole('region', { name: 'Get in Touch' });
    await expect(section.locator('address')).not.toBeEmpty();
    await expect(section.locator('a[href^="tel:+"]')).toHaveCount(2);
    await expect(section.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(section.getByLabel('Name')).toBeVisible();
  });

  await waitForHydration(page);
  expect(errors).toEqual([]);
});

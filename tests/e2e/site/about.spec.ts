import { expect, test } from '@playwright/test';
import { waitForHydration } from '../hydration';

const CTA = 'Start Your Application – No Donation Required!';

test('About shows the introduction, Who We Are, Vision, four-point Mission, the eight courses and Why Choose', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const main = page.getByRole('main');
  await expect(main).toContainText('quality-certified institute');
  await expect(main).toContainText("Central India's best education institute for healthcare and hospital management");
  await expect(main.getByRole('heading', { name: 'Who We Are' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Our Vision' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Our Mission' }).getByRole('listitem')).toHaveCount(4);

  const courses = main.getByRole('region', { name: 'Our Courses' }).getByRole('listitem');
  await expect(courses).toHaveText([
    /Patient Care Assistant\s*1 year/,
    /Operation Theatre Technician\s*1 year/,
    /Diploma in C\.S\.S\.D\s*1 year/,
    /Pharmacy Assistant\s*2 years/,
    /Diploma in Hospital Management\s*2 years/,
    /Diploma in Dialysis Technology\s*2 years/,
    /X-Ray and Imaging Technology\s*2 years/,
    /Diploma in D\.M\.I\.T\s*2 years/,
  ]);
  const reasons = main.getByRole('region', { name: 'Why Choose Us' }).getByRole('heading', { level: 3 });
  await expect(reasons).toHaveText([
    'No donation policy',
    'Wi-Fi campus',
    'Experienced faculty',
    'Skill-centric curriculum',
    'Corporate exposure',
    'Flexible fee instalments',
    'Earn while you learn',
    '100% placement support',
  ]);
  const banner = main.locator('img').first();
  await expect(banner).toHaveAttribute('loading', 'eager');
  await expect(banner).toHaveAttribute('height', /\d+/);

  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(blocks.map((text) => JSON.parse(text)['@type'])).toContain('EducationalOrganization');
});

test('the application call to action opens the sign-in dialog for a signed-out visitor; "Explore Our Courses" goes to /courses', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  await page.getByRole('link', { name: CTA }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Student Login' })).toBeVisible();
  await expect(page).toHaveURL('/about');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByRole('link', { name: 'Explore Our Courses' }).first().click();
  await expect(page).toHaveURL('/courses');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Courses');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the call to action is a plain link to /courses', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('link', { name: CTA }).first().click();
    await expect(page).toHaveURL('/courses');
  });
});

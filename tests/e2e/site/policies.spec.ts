import { expect, test } from '@playwright/test';

const SECTIONS = ['Privacy Policy', 'Disclaimer', 'Terms & Conditions', 'Refund & Cancellation', 'Shipping & Delivery'];

test('Policies has the five sections, each reachable from the table of contents: eight privacy points, refunds within 7 days, no shipping', async ({
  page,
}) => {
  await page.goto('/policies');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Policies');
  const toc = page.getByRole('navigation', { name: 'On this page' });
  await expect(toc.getByRole('link')).toHaveText(SECTIONS);
  for (const title of SECTIONS) {
    const section = page.getByRole('region', { name: title });
    await expect(section).toBeVisible();
    const href = await toc.getByRole('link', { name: title }).getAttribute('href');
    expect(await section.getAttribute('id')).toBe(href!.slice(1));
  }
  const privacy = page.getByRole('region', { name: 'Privacy Policy' });
  await expect(privacy.locator('ol > li')).toHaveCount(8);
  await expect(privacy).toContainText('Digital Personal Data Protection Act, 2023');
  await expect(page.getByRole('region', { name: 'Refund & Cancellation' })).toContainText('7 days from payment or enrolment');
  await expect(page.getByRole('region', { name: 'Shipping & Delivery' })).toContainText('do not sell or ship physical goods');

  await toc.getByRole('link', { name: 'Shipping & Delivery' }).click();
  await expect(page).toHaveURL(/#shipping$/);
  await expect(page.getByRole('heading', { name: 'Shipping & Delivery' })).toBeInViewport();
});

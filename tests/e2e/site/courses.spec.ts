import { expect, type Page, test } from '@playwright/test';
import { waitForHydration } from '../hydration';

// The e2e database: the eight demo courses, then four fixture courses, oldest first; one hidden.
const LISTED_ORDER = [
  'Patient Care Assistant',
  'Operation Theatre Technician',
  'Diploma in C.S.S.D',
  'Pharmacy Assistant',
  'Diploma in Hospital Management',
  'Diploma in Dialysis Technology',
  'X-Ray and Imaging Technology',
  'Diploma in D.M.I.T',
  'Medical Laboratory Technician',
  'Emergency Medical Technician',
  'Hospital Front Office Executive',
  'Medical Records Technician',
];
const A_TO_Z = [
  'Diploma in C.S.S.D',
  'Diploma in D.M.I.T',
  'Diploma in Dialysis Technology',
  'Diploma in Hospital Management',
  'Emergency Medical Technician',
  'Hospital Front Office Executive',
  'Medical Laboratory Technician',
  'Medical Records Technician',
  'Operation Theatre Technician',
  'Patient Care Assistant',
  'Pharmacy Assistant',
  'X-Ray and Imaging Technology',
];

const results = (page: Page) => page.getByRole('region', { name: 'Results' });
const titles = (page: Page) => results(page).getByRole('heading', { level: 3 });
const sortButton = (page: Page, name: 'A-Z' | 'Z-A') => page.getByRole('button', { name, exact: true });

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search courses by title' }).fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

// Which titles a query finds is the server's rule (spec §5), proven query by query in
// app/modules/courses/public-courses.db.test.ts; here, what a visitor does and sees.
test.describe('title search', () => {
  test('a typed query goes into the address as typed and shows its results; opening that address shows them again', async ({ page }) => {
    const query = '  theatre   TECH ';
    await page.goto('/courses');
    await waitForHydration(page);
    await search(page, query);
    await expect(page).toHaveURL(/\/courses\?q=/);
    expect(new URL(page.url()).searchParams.get('q')).toBe(query);
    await expect(titles(page)).toHaveText(['Operation Theatre Technician']);

    await search(page, 'nurse');
    await expect(results(page).getByText('No courses found.')).toBeVisible();
    await expect(titles(page)).toHaveCount(0);

    await page.goto('/courses?q=ray');
    await expect(titles(page)).toHaveText(['X-Ray and Imaging Technology']);
    await expect(page.getByRole('searchbox', { name: 'Search courses by title' })).toHaveValue('ray');
  });

  test('a search keeps the one h1 and points search engines at /courses; its chip shows the query and clears it, keeping the sort', async ({ page }) => {
    await page.goto('/courses?q=diploma&sort=za');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Courses');
    await expect(page).toHaveTitle(/Courses/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/courses$/);
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await expect(filters.getByText('diploma', { exact: true })).toBeVisible();
    await filters.getByRole('link', { name: 'Clear search “diploma”' }).click();
    await expect(page).toHaveURL(/\/courses\?sort=za$/);
    await expect(filters.getByText('All courses')).toBeVisible();
    await expect(titles(page)).toHaveCount(9);
    await expect(page.getByRole('searchbox', { name: 'Search courses by title' })).toHaveValue('');
  });
});

test.describe('sort and paging', () => {
  test('A-Z and Z-A order the titles, only one is active, and pressing the active one turns sorting off', async ({ page }) => {
    await page.goto('/courses');
    await waitForHydration(page);
    await expect(sortButton(page, 'A-Z')).toHaveAttribute('aria-pressed', 'false');
    await expect(titles(page)).toHaveText(LISTED_ORDER.slice(0, 9));

    await sortButton(page, 'A-Z').click();
    await expect(page).toHaveURL(/sort=az/);
    await expect(titles(page)).toHaveText(A_TO_Z.slice(0, 9));
    await expect(sortButton(page, 'A-Z')).toHaveAttribute('aria-pressed', 'true');
    await expect(sortButton(page, 'Z-A')).toHaveAttribute('aria-pressed', 'false');

    await sortButton(page, 'Z-A').click();
    await expect(page).toHaveURL(/sort=za/);
    await expect(titles(page)).toHaveText([...A_TO_Z].reverse().slice(0, 9));
    await expect(sortButton(page, 'A-Z')).toHaveAttribute('aria-pressed', 'false');
    await expect(sortButton(page, 'Z-A')).toHaveAttribute('aria-pressed', 'true');

    await sortButton(page, 'Z-A').click();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(titles(page)).toHaveText(LISTED_ORDER.slice(0, 9));
    await expect(sortButton(page, 'Z-A')).toHaveAttribute('aria-pressed', 'false');
  });

  test('sorting keeps the search, and searching keeps the sort; a single page of results has no pagination', async ({ page }) => {
    await page.goto('/courses?q=diploma');
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
    await waitForHydration(page);
    await sortButton(page, 'Z-A').click();
    await expect(titles(page)).toHaveText(['Diploma in Hospital Management', 'Diploma in Dialysis Technology', 'Diploma in D.M.I.T', 'Diploma in C.S.S.D']);
    await search(page, 'tech');
    await expect(page).toHaveURL(/q=tech&sort=za/);
    await expect(titles(page).first()).toHaveText('X-Ray and Imaging Technology');
  });

  test('9 courses per page, page numbers and arrows', async ({ page }) => {
    await page.goto('/courses');
    await waitForHydration(page);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(titles(page)).toHaveText(LISTED_ORDER.slice(0, 9));
    await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pagination.getByRole('link', { name: 'Previous page' })).toHaveCount(0);

    await pagination.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(titles(page)).toHaveText(LISTED_ORDER.slice(9));
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pagination.getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current', 'page');
    await expect(pagination.getByRole('link', { name: 'Next page' })).toHaveCount(0);

    await pagination.getByRole('link', { name: 'Previous page' }).click();
    await expect(titles(page)).toHaveText(LISTED_ORDER.slice(0, 9));
    await pagination.getByRole('link', { name: 'Page 2' }).click();
    await expect(titles(page)).toHaveCount(3);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('search, sort and paging still work: the state is in the URL', async ({ page }) => {
    await page.goto('/courses');
    await search(page, 'tech');
    await expect(page).toHaveURL(/\/courses\?q=tech$/);
    await expect(titles(page)).toHaveCount(6);

    await sortButton(page, 'A-Z').click();
    await expect(page).toHaveURL(/q=tech&sort=az/);
    await expect(titles(page)).toHaveText([
      'Diploma in Dialysis Technology',
      'Emergency Medical Technician',
      'Medical Laboratory Technician',
      'Medical Records Technician',
      'Operation Theatre Technician',
      'X-Ray and Imaging Technology',
    ]);

    await page.goto('/courses?sort=za');
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/sort=za&page=2/);
    await expect(titles(page)).toHaveText([...A_TO_Z].reverse().slice(9));
  });
});

test("the first card's picture loads at once and first (the page's largest paint), the others lazily", async ({ page }) => {
  await page.goto('/courses');
  const pictures = results(page).getByRole('listitem').locator('img');
  await expect(pictures.first()).toHaveAttribute('loading', 'eager');
  await expect(pictures.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(pictures.nth(1)).toHaveAttribute('loading', 'lazy');
  await expect(pictures.nth(1)).not.toHaveAttribute('fetchpriority', /./);
});

import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { waitForHydration } from '../hydration';

// Issue 22: Home in Marathi — its own texts, the shared course cards and contact form, and a
// refusal from the server in the page's language.

test('/mr: Home speaks Marathi, names its own address, and a refused message says why in Marathi', async ({ page }) => {
  await page.goto('/mr');
  await expect(page.getByRole('heading', { name: 'आमचे अभ्यासक्रम', level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: /^आता प्रवेश घ्या/ }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'ठळक वैशिष्ट्ये' }).getByRole('group', { name: '3 पैकी 1' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/mr$/);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'mr_IN');
  await expect(page).toHaveTitle(/नागपूरमधील आरोग्यसेवा/);

  await waitForHydration(page);
  const scope = page.getByRole('region', { name: 'आमच्याशी संपर्क साधा' });
  await scope.locator('form').evaluate((el: HTMLFormElement) => (el.noValidate = true));
  await scope.getByLabel('नाव').fill('आशा पाटील');
  await scope.getByLabel('ई-मेल').fill('asha@example.org');
  await scope.getByLabel('फोन').fill('फोन करा');
  await scope.getByLabel('संदेश').fill('डायलिसिस अभ्यासक्रमाची संध्याकाळची बॅच आहे का?');
  await scope.getByRole('button', { name: 'संदेश पाठवा' }).click();
  await expect(scope.getByRole('status')).toContainText('❌ संदेश पाठवता आला नाही.');
  await expect(scope.getByRole('status')).toContainText('योग्य फोन नंबर लिहा.');
  await expect(scope.getByLabel('फोन')).toHaveValue('फोन करा');
  await expectNoAxeViolations(page);
});

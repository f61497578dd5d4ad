import { expect, test } from '@playwright/test';
import { ar } from '../../src/core/i18n/catalogs/ar.js';
import { de } from '../../src/core/i18n/catalogs/de.js';
import { ja } from '../../src/core/i18n/catalogs/ja.js';
import type { Catalog } from '../../src/core/i18n/catalogs/en.js';
import { catalogRequests, startCheckout } from './support.js';

/** A free trial's pay button, in the catalog's words. */
function startTrialButton(catalog: Catalog): string {
  return catalog['pay.startFreeTrial'];
}

// The merchant's cashierLanguage reaches the widget: text, direction, money and dates.
// lang is the whole tag: it names the catalog's language, and its region decides formats.
const cases = [
  { tag: 'ar-EG', lang: 'ar-EG', dir: 'rtl', pay: startTrialButton(ar) },
  { tag: 'ja-JP', lang: 'ja-JP', dir: 'ltr', pay: startTrialButton(ja) },
  { tag: 'de-DE', lang: 'de-DE', dir: 'ltr', pay: startTrialButton(de) },
] as const;

for (const c of cases) {
  test(`the cashier in ${c.tag}`, async ({ page }) => {
    await startCheckout(page, 'brew-box', { language: c.tag });
    const cashier = page.locator('acq-cashier');
    await expect(cashier).toHaveAttribute('lang', c.lang);
    await expect(cashier).toHaveAttribute('dir', c.dir);
    await expect(page.getByRole('button', { name: c.pay })).toBeVisible();
    await expect(page.getByText('Payment method', { exact: true })).toHaveCount(0);
    await page.screenshot({ path: `screenshots/e2e-language-${c.lang}.png`, fullPage: true });
  });
}

test("a session in German: the first screen in German with the view, no catalog request", async ({ page }) => {
  const requests = catalogRequests(page);
  await startCheckout(page, 'coffee-1kg', { language: 'de-DE' });
  await expect(page.getByRole('button', { name: /24,90\s€/ })).toBeVisible();
  await expect(page.locator('acq-cashier')).toHaveAttribute('lang', 'de-DE');
  expect(requests).toEqual([]);
});

test('the shopper switches language from the menu: the map and that one catalog', async ({ page }) => {
  const requests = catalogRequests(page);
  await startCheckout(page, 'coffee-1kg', { language: 'en-US' });
  await page.getByRole('button', { name: /Language/ }).click();
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
  await expect(page.locator('acq-cashier')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('button', { name: /24,90\s€/ })).toBeVisible();
  expect(requests).toEqual(['catalog-importers', 'de']);
});

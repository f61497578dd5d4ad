import { expect, test } from '@playwright/test';
import { de } from '../../src/core/i18n/catalogs/de.js';
import { catalogRequests, decide, payWith, startPageCheckout } from './support.js';

/** German's Pay button for €24.90: "24,90 € bezahlen". */
const GERMAN_PAY = new RegExp(de['pay.button'].replace('{amount}', '24,90\\s€'));

test.describe('server-rendered checkout (/ssr.html)', () => {
  test('the methods and the Pay button are in the HTML, before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // The Checkout button is a plain form: it works without scripts too.
    await startPageCheckout(page, '/ssr.html');
    await expect(page.getByRole('heading', { name: 'Order summary' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Sandpay/i })).toBeVisible();
    expect(await page.getByRole('radio').count()).toBeGreaterThan(1);
    await expect(page.getByRole('button', { name: /Pay €24\.90/ })).toBeVisible();
    await page.screenshot({ path: 'screenshots/e2e-ssr-no-js.png', fullPage: true });
    await context.close();
  });

  test('hydration gives a working payment, without hydration warnings or errors', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (['warning', 'error'].includes(message.type())) problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await startPageCheckout(page, '/ssr.html');
    await page.waitForFunction(() => (document.querySelector('acq-cashier') as unknown as { state?: { name: string } }).state?.name === 'ready');
    // Hydrated, not rendered again: the pay screen's nodes are the ones the server sent.
    expect(await page.evaluate(() => document.querySelector('acq-cashier')!.shadowRoot!.innerHTML.includes('<!--lit-part'))).toBe(true);
    await payWith(page, /Sandpay/i);
    await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
    await decide(page, 'Approve');
    await expect(page).toHaveURL(/\/ssr\.html\?acq_session=/);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    expect(problems.filter((p) => /hydrat|mismatch|lit/i.test(p))).toEqual([]);
    expect(problems.filter((p) => p.startsWith('pageerror'))).toEqual([]);
  });

  test('a page that forgot the hydration support: one cashier, not two, and the console says what to load', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    // The merchant's mistake: acq-hydrate.js left out (here: answered empty).
    await page.route(/\/acq-hydrate\.js(\?|$)/, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    await startPageCheckout(page, '/ssr.html');
    await page.waitForFunction(() => (document.querySelector('acq-cashier') as unknown as { state?: { name: string } }).state?.name === 'ready');
    const counts = await page.evaluate(() => {
      const root = document.querySelector('acq-cashier')!.shadowRoot!;
      return { containers: root.querySelectorAll('[part~=container]').length, pay: root.querySelectorAll('[part~=pay-button]').length };
    });
    expect(counts).toEqual({ containers: 1, pay: 1 });
    await expect.poll(() => errors.join('\n')).toMatch(/hydration support is not loaded.*acq-hydrate\.js/);
    await payWith(page, /Sandpay/i);
    await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
  });

  test('in the language the page asks for: German in the HTML, hydrated in German with no catalog request, paid in German', async ({ browser, page }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const html = await noScript.newPage();
    await startPageCheckout(html, '/ssr.html?language=de-DE');
    await expect(html.getByRole('button', { name: GERMAN_PAY })).toBeVisible();
    await noScript.close();

    const requests = catalogRequests(page);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (['warning', 'error'].includes(message.type())) problems.push(`${message.type()}: ${message.text()}`);
    });
    await startPageCheckout(page, '/ssr.html?language=de-DE');
    await page.waitForFunction(() => (document.querySelector('acq-cashier') as unknown as { state?: { name: string } }).state?.name === 'ready');
    await expect(page.locator('acq-cashier')).toHaveAttribute('lang', 'de-DE');
    await expect(page.getByRole('button', { name: GERMAN_PAY })).toBeVisible();
    expect(requests, 'the embedded view brought the catalog').toEqual([]);
    await page.screenshot({ path: 'screenshots/e2e-ssr-de.png', fullPage: true });
    expect(problems.filter((p) => /hydrat|mismatch|lit/i.test(p))).toEqual([]);

    // Paid in German: the acquirer's page and the return page speak it too.
    await page.getByRole('radio', { name: /Sandpay/i }).check();
    await page.getByRole('button', { name: GERMAN_PAY }).click();
    await page.getByRole('button', { name: 'Genehmigen' }).click();
    await expect(page).toHaveURL(/\/ssr\.html\?language=de-DE&acq_session=/);
    await expect(page.getByRole('heading', { name: de['result.succeeded.title'] })).toBeVisible();
  });
});

/**
 * The cashier under a strict Content Security Policy: /csp.html is served with no
 * 'unsafe-inline', no 'unsafe-eval' and Trusted Types required, loads the CDN build on
 * a real session, and records every `securitypolicyviolation`. A whole payment through
 * the in-page frame runs with zero violations; a deliberate innerHTML and <style> show
 * the recorder and the policy really work.
 */
import { expect, test, type Page } from '@playwright/test';
import { CSP_POLICY } from '../../demo/csp-route.js';
import type { RecordedViolation } from '../../demo/csp.js';

async function violations(page: Page): Promise<RecordedViolation[]> {
  return page.evaluate(() => window.cspViolations);
}

/** Console lines Chromium writes for a blocked resource or sink, as a second witness. */
function cspConsole(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Trusted Type/i.test(message.text())) lines.push(message.text());
  });
  return lines;
}

test.describe('strict CSP page', () => {

  test('is served with the strict policy', async ({ page }) => {
    const response = await page.goto('/csp.html');
    const policy = response!.headers()['content-security-policy'] ?? '';
    expect(policy).toBe(CSP_POLICY);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("require-trusted-types-for 'script'");
    expect(policy).toMatch(/script-src 'self'(;|$)/);
    // Styles: our own, and the stylesheets of the font services a theme may name (nothing inline).
    expect(policy).toMatch(/style-src 'self' https:\/\/fonts\.googleapis\.com [^;']*;/);
  });

  test('the CDN cashier renders, re-themes, switches language and pays in a frame with zero violations', async ({ page }) => {
    const consoleLines = cspConsole(page);
    await page.goto('/csp.html?mode=frame');
    await expect(page.locator('#cashier-state')).toHaveText('ready');
    await expect(page.getByRole('heading', { name: 'Order summary' })).toBeVisible();

    // Constructable stylesheets (Lit) and CSSOM custom properties (the theme) under style-src 'self'.
    const cashier = page.locator('acq-cashier');
    await cashier.evaluate((el: HTMLElement & { appearance?: string }) => {
      el.appearance = JSON.stringify({ theme: 'night', variables: { borderRadius: '2px' } });
    });
    await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCSS('background-color', 'rgb(122, 167, 255)');
    await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCSS('border-radius', '2px');

    // The floating language menu (placed through CSSOM) and a lazily loaded language chunk.
    await page.locator('acq-language-menu [part=trigger]').click();
    await expect(page.locator('acq-language-menu [part=menu]')).toHaveCSS('position', 'fixed');
    await page.getByRole('menuitemradio', { name: /Deutsch/ }).click();
    await expect(page.getByRole('heading', { name: 'Bestellübersicht' })).toBeVisible();

    // The whole payment: the acquirer's page in the in-page frame (frame-src), then the result.
    await page.getByRole('radio', { name: /Sandpay/i }).check();
    await page.getByRole('button', { name: /bezahlen$/ }).click();
    const frame = page.frameLocator('acq-cashier iframe');
    // The acquirer's page speaks the language the shopper picked in the menu.
    await frame.getByRole('button', { name: 'Genehmigen' }).click();
    await expect(page.getByRole('heading', { name: 'Zahlung erfolgreich' })).toBeVisible({ timeout: 15_000 });

    expect(await violations(page)).toEqual([]);
    await expect(page.locator('#violation-count')).toHaveText('0');
    expect(consoleLines).toEqual([]);
    await page.screenshot({ path: 'screenshots/csp-paid.png', fullPage: true });
  });

  test('a theme with rules, layout and fonts styles the cashier and the hosted card page in the frame, with zero violations', async ({ page }) => {
    const consoleLines = cspConsole(page);
    // No network here: the font service answers from the test, as it would on the web.
    const fontRequests: string[] = [];
    await page.route('https://fonts.googleapis.com/**', async (route) => {
      fontRequests.push(route.request().url());
      await route.fulfill({
        contentType: 'text/css',
        body: '@font-face{font-family:"Acq Test";src:url(https://fonts.gstatic.com/s/acqtest/v1/acq-test.woff2) format("woff2")}',
      });
    });
    await page.route('https://fonts.gstatic.com/**', async (route) => {
      fontRequests.push(route.request().url());
      await route.fulfill({ contentType: 'font/woff2', body: '' });
    });
    const appearance = JSON.stringify({
      theme: 'flat',
      variables: { fontFamily: '"Acq Test", system-ui, sans-serif' },
      fonts: [{ cssSrc: 'https://fonts.googleapis.com/css2?family=Acq+Test' }],
      layout: { labels: 'floating', focusRingWidth: '3px' },
      rules: {
        Tab: { 'border-width': '2px', padding: '10px 14px' },
        'Tab--selected': { 'box-shadow': '0 0 0 3px #268bd2' },
        Button: { 'text-transform': 'uppercase', 'letter-spacing': '1px' },
        Input: { 'background-color': '#fdf6e3', 'border-radius': '2px' },
        'Input:focus': { 'outline-color': '#d33682' },
        Label: { 'text-transform': 'uppercase' },
      },
    });
    await page.goto(`/csp.html?mode=frame&appearance=${encodeURIComponent(appearance)}`);
    await expect(page.locator('#cashier-state')).toHaveText('ready');
    const pay = page.getByRole('button', { name: /^Pay/i });
    await expect(pay).toHaveCSS('text-transform', 'uppercase');
    await expect(pay).toHaveCSS('letter-spacing', '1px');
    const card = page.locator('acq-pay-methods label.method').filter({ has: page.getByRole('radio', { name: /^Card/ }) });
    await expect(card).toHaveCSS('padding', '10px 14px');
    await page.getByRole('radio', { name: /^Card/ }).check();
    await expect(card).toHaveCSS('box-shadow', 'rgb(38, 139, 210) 0px 0px 0px 3px');
    // The font's stylesheet and its font file are fetched from the allowed services.
    await expect.poll(() => fontRequests.length).toBe(2);
    await expect(page.locator('link[rel=stylesheet][href^="https://fonts.googleapis.com/"]')).toHaveCount(1);

    // The acquirer's hosted card page (its own strict CSP) takes the same rules.
    await pay.click();
    const frame = page.frameLocator('acq-cashier iframe');
    const number = frame.getByLabel('Card number');
    await expect(number).toHaveCSS('background-color', 'rgb(253, 246, 227)');
    await expect(number).toHaveCSS('border-radius', '2px');
    const label = frame.locator('acq-card-form label[for=number]');
    await expect(label).toHaveCSS('text-transform', 'uppercase');
    await expect(label).toHaveCSS('position', 'absolute');
    await number.focus();
    await expect(number).toHaveCSS('outline-color', 'rgb(211, 54, 130)');
    await expect(number).toHaveCSS('outline-width', '3px');
    await page.screenshot({ path: 'screenshots/csp-rules-card-page.png', fullPage: true });

    expect(await violations(page)).toEqual([]);
    expect(consoleLines).toEqual([]);
  });

  test('the policy is really enforced: an HTML sink and an inline <style> are refused and recorded', async ({ page }) => {
    await page.goto('/csp.html');
    await expect(page.locator('#cashier-state')).toHaveText('ready');
    expect(await violations(page)).toEqual([]);
    const sinkThrew = await page.evaluate(() => {
      try {
        document.createElement('div').innerHTML = '<b>x</b>';
        return false;
      } catch {
        return true;
      }
    });
    expect(sinkThrew).toBe(true);
    await page.evaluate(() => document.head.append(Object.assign(document.createElement('style'), { textContent: 'body{}' })));
    await expect.poll(async () => (await violations(page)).map((v) => v.directive).sort()).toEqual([
      'require-trusted-types-for',
      'style-src-elem',
    ]);
    await expect(page.locator('#violation-count')).toHaveText('2');
  });
});

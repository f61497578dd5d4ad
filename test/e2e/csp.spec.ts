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
    expect(policy).toMatch(/style-src 'self'(;|$)/);
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
    await frame.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('heading', { name: 'Zahlung erfolgreich' })).toBeVisible({ timeout: 15_000 });

    expect(await violations(page)).toEqual([]);
    await expect(page.locator('#violation-count')).toHaveText('0');
    expect(consoleLines).toEqual([]);
    await page.screenshot({ path: 'screenshots/csp-paid.png', fullPage: true });
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

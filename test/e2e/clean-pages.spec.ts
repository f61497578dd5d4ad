/**
 * Every demo page is clean in the browser's console: no error, no warning (no HMR client,
 * no Lit dev-mode notice), no failed request (the favicon included), with the demo's CSP
 * on every page — also through a payment on the acquirer's page and back.
 */
import { expect, test, type Page } from '@playwright/test';
import { decide, payWith, startCheckout, startPageCheckout } from './support.js';

/** Everything a page reports that a visitor's console would show as a problem. */
function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText ?? ''}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}

/** Each page's own CSP header (the demo's pages; the acquirer's pages send their own). */
function recordPolicies(page: Page, origin: string): Map<string, string> {
  const policies = new Map<string, string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && response.request().resourceType() === 'document') {
      policies.set(url.pathname, response.headers()['content-security-policy'] ?? '');
    }
  });
  return policies;
}

/** Lets late requests (lazy chunks, idle-time element definitions) happen before the problems are read. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

test.describe('clean demo pages', () => {
  test('every page: no console error or warning, no failed request, a CSP on each', async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    const problems = recordProblems(page);
    const policies = recordPolicies(page, new URL(baseURL!).origin);
    await page.goto('/');
    await expect(page.locator('button[data-item="coffee-1kg"]')).toBeVisible();
    await settle(page);
    await page.goto('/theme-preview.html');
    await expect(page.locator('acq-cashier[data-kind="order"][data-screen="ready"]').getByRole('button', { name: /^Pay/ })).toBeVisible();
    await expect(page.locator('acq-cashier[data-screen="error"] acq-result').first()).toHaveAttribute('status', 'error');
    await settle(page);
    await page.goto('/csp.html');
    await expect(page.locator('#cashier-state')).toHaveText('ready');
    await settle(page);
    await page.goto('/spa/');
    await page.getByRole('button', { name: 'Buy a bag of coffee' }).click();
    await expect(page.getByRole('button', { name: /Pay €24\.90/ })).toBeVisible();
    await settle(page);
    for (const path of ['/cdn.html', '/ssr.html']) {
      await startPageCheckout(page, path);
      await expect(page.getByRole('button', { name: /Pay €24\.90/ })).toBeEnabled();
      await settle(page);
    }
    expect(problems).toEqual([]);
    expect([...policies.keys()].sort()).toEqual(['/', '/cdn.html', '/csp.html', '/spa/', '/ssr.html', '/theme-preview.html']);
    for (const [path, policy] of policies) expect(policy, path).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')*;.*require-trusted-types-for 'script'/);
  });

  test('a payment through the acquirer and back: no console error or warning, no failed request', async ({ page, baseURL }) => {
    const problems = recordProblems(page);
    const onDemo = (line: string) => line.includes(new URL(baseURL!).origin);
    await startCheckout(page, 'coffee-1kg');
    await settle(page);
    await payWith(page, /Sandpay/i);
    await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
    await decide(page, 'Approve');
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await settle(page);
    expect(problems.filter(onDemo), 'on the demo pages').toEqual([]);
    expect(problems.filter((line) => !onDemo(line)), "on the acquirer's page").toEqual([]);
  });
});

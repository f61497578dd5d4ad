/** Shared steps of the end-to-end tests: what a shopper does in the demo shop. */
import { expect, type Page } from '@playwright/test';

export interface CheckoutOptions {
  language?: string;
  redirectMode?: 'redirect' | 'popup' | 'frame';
}

/** Opens the shop, picks the options and starts the checkout of one catalogue item. */
export async function startCheckout(page: Page, itemId: string, options: CheckoutOptions = {}): Promise<void> {
  await page.goto('/');
  if (options.language) await page.getByLabel('Cashier language').selectOption(options.language);
  if (options.redirectMode) await page.getByLabel('Redirect mode').selectOption(options.redirectMode);
  await page.locator(`button[data-item="${itemId}"]`).click();
  await page.waitForURL(/\/checkout\.html\?/);
  await expect(page.getByRole('radio').first()).toBeVisible();
}

/**
 * Opens a server-written checkout page (/cdn.html, /ssr.html?language=…) and presses its
 * Checkout button: the POST creates the session and lands on the page with `?session=`.
 */
export async function startPageCheckout(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL(/[?&]session=cs_/);
}

/** Picks a pay method by (part of) its accessible name and presses Pay. */
export async function payWith(page: Page, method: RegExp): Promise<void> {
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: /^(Pay|Start)/ }).click();
}

/** On the sandbox's authorization page: Approve or Decline. */
export async function decide(page: Page, decision: 'Approve' | 'Decline'): Promise<void> {
  await page.getByRole('button', { name: decision }).click();
}

/** On the sandbox's hosted card page: type a card and submit. */
export async function enterCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel(/Expiry/).fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByRole('button', { name: /^(Pay|Start)/ }).click();
}

/** The session id of the checkout page the shopper is on. */
export function sessionOf(page: Page): string {
  const url = new URL(page.url());
  return url.searchParams.get('session') ?? url.searchParams.get('acq_session') ?? '';
}

/** Counts pay calls the page makes to the proxy. */
export function countPayCalls(page: Page): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/cashier\/sessions\/[^/]+\/pay$/.test(request.url())) counter.count += 1;
  });
  return counter;
}

/** The catalog modules and the catalogs' import map the page requests, by name, as they happen. */
export function catalogRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    // The CDN's chunks/de.js or the dev server's src/core/i18n/catalogs/de.ts; the import map either way.
    const name = /\/(?:chunks|catalogs)\/([\w-]+)\.[jt]s$|(catalog-importers)/.exec(new URL(request.url()).pathname);
    // English is part of the first load (a dev server serves it as its own file; a bundler may make the first screen's English a chunk of it).
    if (name && name[1] !== 'en' && name[1] !== 'en-first-screen') urls.push(name[1] ?? name[2]!);
  });
  return urls;
}

/**
 * On the demo shop at `shop`: subscribes to the Roaster's Club (9.99 EUR a month) with
 * `card` and follows the success screen's link to the shop's account page.
 */
export async function subscribeAndOpenAccount(page: Page, shop: string, card = '4242 4242 4242 4242'): Promise<void> {
  await page.goto(`${shop}/`);
  await page.locator('button[data-item="club-monthly"]').click();
  await page.waitForURL(/\/checkout\.html\?/);
  await payWith(page, /^Card/);
  await enterCard(page, card);
  await expect(page.getByRole('heading', { name: 'Subscription active' })).toBeVisible();
  await page.getByRole('link', { name: 'Your subscription at Bean & Burr' }).click();
  await page.waitForURL(/\/account\.html$/);
}

/**
 * The shop's subscription page when a renewal fails (past due), end to end: subscribe by
 * card with the sandbox's 4000 0000 0000 0341 (its first payment is approved, every
 * renewal declined, retried daily 3 times), open the shop's page, move the sandbox's clock
 * one month: the open page shows the failed renewal, the past-due notice and the status in
 * words. "View at the payment provider" leaves for the acquirer's page; back from it (the browser's
 * Back, then the acquirer's own link) the page shows the state as it is then (a declined
 * retry more). The clock only moves forward, so this spec runs a demo of its own (see
 * manage.spec.ts), one clock-moving scenario in it.
 */
import { expect, test, type Page } from '@playwright/test';
import { ManageView } from '../../src/core/api/manage-view.js';
import { useOwnDemo } from './own-demo.js';
import { subscribeAndOpenAccount } from './support.js';

const API_KEY = { 'X-API-KEY': 'sk_test_sandbox' };
const own = useOwnDemo();

/** Moves the sandbox's test clock forward by an ISO 8601 duration. */
async function advanceClock(page: Page, advance: string): Promise<void> {
  const moved = await page.request.post(`${own.sandbox}/sandbox/clock`, { data: { advance }, headers: API_KEY });
  expect(moved.ok(), await moved.text()).toBe(true);
}

/** The page's view as the element fetches it (same origin, from the page). */
async function viewOf(page: Page, id: string): Promise<ManageView> {
  const json = await page.evaluate(async (path) => (await fetch(path)).json(), `/cashier/sessions/${id}`);
  return ManageView.parse(json);
}

const cashier = (page: Page) => page.locator('acq-cashier');
/** The rows of the page's payment history, newest first. */
const paymentRows = (page: Page) => cashier(page).locator('tbody tr');
const pastDueNotice = 'Your latest payment failed. It may be tried again, so make sure your payment method can be charged.';
const inWords = (iso: string) => new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(Date.parse(iso));

/** The overview as it is after `declined` declined tries of the renewal: past due, in words. */
async function expectPastDue(page: Page, id: string, declined: number): Promise<void> {
  await expect(paymentRows(page)).toHaveCount(1 + declined);
  for (let row = 0; row < declined; row++) await expect(paymentRows(page).nth(row).locator('td').nth(2)).toHaveText('Failed');
  await expect(paymentRows(page).last().locator('td').nth(2)).toHaveText('Paid');
  await expect(paymentRows(page).first().locator('td').nth(1)).toHaveText('€9.99');
  await expect(cashier(page).getByText(pastDueNotice)).toBeVisible();
  await expect(cashier(page).getByText('Payment overdue', { exact: true })).toBeVisible();
  // Words, never the acquirer's or the view's codes.
  await expect(cashier(page).locator('[part~="container"]')).not.toContainText(/past_due|PAST_DUE|ORDER_CLOSE|RETRYING/);
  const view = await viewOf(page, id);
  expect(view.subscription.status).toBe('past_due');
  // The next payment is the acquirer's next try, a day after the decline before it.
  await expect(cashier(page).getByText(inWords(view.subscription.nextPaymentAt!), { exact: true })).toBeVisible();
  await expect(cashier(page).getByRole('button', { name: 'View at the payment provider' })).toBeEnabled();
}

test('card 0341: a month on, the renewal is declined: a failed row, the past-due notice, "Payment overdue"; the payment-method page and back', async ({ page }, testInfo) => {
  test.setTimeout(120_000);

  // Subscribe to the Roaster's Club (9.99 EUR a month) with the card that declines renewals.
  await subscribeAndOpenAccount(page, own.shop, '4000 0000 0000 0341');

  // The shop's page: active, one paid row, no notice.
  await page.getByRole('button', { name: 'Manage my subscription' }).click();
  await page.waitForURL(/[?&]session=ms_/);
  const id = new URL(page.url()).searchParams.get('session')!;
  await expect(cashier(page).getByText('Active', { exact: true })).toBeVisible();
  await expect(paymentRows(page)).toHaveCount(1);
  await expect(paymentRows(page).first()).toContainText('Paid');
  await expect(cashier(page).getByText(pastDueNotice)).toHaveCount(0);

  // A month on: the renewal is declined; its callback reaches the open page (event: view).
  await advanceClock(page, 'P1M');
  await expectPastDue(page, id, 1);
  await expect(cashier(page).getByText('Active', { exact: true })).toHaveCount(0);

  const shot = testInfo.outputPath('past-due.png');
  await cashier(page).screenshot({ path: shot, animations: 'disabled' });
  await testInfo.attach('past-due', { path: shot, contentType: 'image/png' });

  // "View at the payment provider": the acquirer's page (the sandbox's), in the same tab; the browser's
  // Back brings the shopper to the page, which reads its view again (loaded anew, or shown from the
  // back-forward cache: pageshow).
  await leaveForPaymentMethod(page);
  const acquirerShot = testInfo.outputPath('acquirer-page.png');
  await page.screenshot({ path: acquirerShot, fullPage: true, animations: 'disabled' });
  await testInfo.attach('acquirer-page', { path: acquirerShot, contentType: 'image/png' });
  const fetched = page.waitForResponse((r) => new URL(r.url()).pathname === `/cashier/sessions/${id}` && r.request().method() === 'GET');
  await page.goBack();
  await page.waitForURL(new RegExp(`/account\\.html\\?session=${id}$`));
  expect((await fetched).status()).toBe(200);
  await expectPastDue(page, id, 1);

  // Again (the same link: no clock moved since); while the shopper is there, the acquirer's first
  // retry is declined too. The acquirer's way back: the shop's account page, whose button opens
  // the same page session, as it is now.
  await leaveForPaymentMethod(page);
  await advanceClock(page, 'P1D');
  await page.getByTestId('back').click();
  await page.waitForURL(/\/account\.html$/);
  await page.getByRole('button', { name: 'Manage my subscription' }).click();
  await page.waitForURL(new RegExp(`/account\\.html\\?session=${id}$`));
  await expectPastDue(page, id, 2);

  // A third time: the declined retry's callback dropped the link the proxy kept (which the
  // sandbox's moved clock has expired), so this is a fresh one, not "Link not valid".
  await leaveForPaymentMethod(page);
});

/** Presses "View at the payment provider": the acquirer's page for the subscription, in the same tab. */
async function leaveForPaymentMethod(page: Page): Promise<void> {
  await cashier(page).getByRole('button', { name: 'View at the payment provider' }).click();
  await page.waitForURL((url) => url.href.startsWith(`${own.sandbox}/hosted/manage/`));
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Link not valid');
  await expect(page.getByTestId('status')).toBeVisible();
  await expect(page.getByText("A bag of the roaster's pick every month")).toBeVisible();
}

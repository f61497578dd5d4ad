import { expect, test } from '@playwright/test';
import { countPayCalls, decide, payWith, sessionOf, startCheckout } from './support.js';

test.describe('one-time order', () => {
  test('the cashier renders the order, its methods and the pay button', async ({ page }) => {
    await startCheckout(page, 'coffee-1kg');
    await expect(page.getByRole('heading', { name: 'Order summary' })).toBeVisible();
    await expect(page.getByText('Single-origin coffee, 1 kg').first()).toBeVisible();
    await expect(page.getByRole('radio', { name: /Sandpay/i })).toBeVisible();
    await expect(page.getByRole('button', { name: /Pay €24\.90/ })).toBeVisible();
    await page.screenshot({ path: 'screenshots/e2e-order-ready.png', fullPage: true });
  });

  test('paid with an e-wallet through the authorization page', async ({ page }) => {
    await startCheckout(page, 'coffee-1kg');
    const session = sessionOf(page);
    await payWith(page, /Sandpay/i);
    await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
    await decide(page, 'Approve');
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    expect(sessionOf(page)).toBe(session);
    await page.screenshot({ path: 'screenshots/e2e-order-succeeded.png', fullPage: true });
  });

  test('declined, then paid with another method', async ({ page }) => {
    await startCheckout(page, 'coffee-1kg');
    await payWith(page, /Sandpay/i);
    await decide(page, 'Decline');
    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
    await page.screenshot({ path: 'screenshots/e2e-order-failed.png', fullPage: true });
    await page.getByRole('button', { name: 'Try another payment method' }).click();
    await payWith(page, /Google Pay/i);
    await decide(page, 'Approve');
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  });

  test('a reload on the return page creates no second payment', async ({ page }) => {
    const payCalls = countPayCalls(page);
    await startCheckout(page, 'coffee-1kg');
    await payWith(page, /Sandpay/i);
    await decide(page, 'Approve');
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    expect(payCalls.count).toBe(1);
    const status = await page.request.get(`/cashier/sessions/${sessionOf(page)}/status`);
    expect((await status.json()).attempt).toBe(1);
  });

  test("the shopper's cancel ends in the cancelled screen", async ({ page }) => {
    await startCheckout(page, 'coffee-1kg');
    await page.getByRole('button', { name: 'Cancel payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
    const status = await page.request.get(`/cashier/sessions/${sessionOf(page)}/status`);
    expect((await status.json()).status).toBe('cancelled');
  });

  test('popup mode pays in a popup while the page waits', async ({ page }) => {
    await startCheckout(page, 'coffee-1kg', { redirectMode: 'popup' });
    const popupOpened = page.waitForEvent('popup');
    await payWith(page, /Sandpay/i);
    const popup = await popupOpened;
    await decide(popup, 'Approve');
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  });
});

import { expect, test } from '@playwright/test';
import { countPayCalls, decide, enterCard, payWith, sessionOf, startCheckout } from './support.js';

test.describe('one-time order', () => {
  test('the cashier renders the order, its methods and the pay button', async ({ page }) => {
    await startCheckout(page, 'coffee-1kg');
    await expect(page.getByRole('heading', { name: 'Order summary' })).toBeVisible();
    await expect(page.getByText('Single-origin coffee, 1 kg').first()).toBeVisible();
    await expect(page.getByRole('radio', { name: /Sandpay/i })).toBeVisible();
    await expect(page.getByRole('button', { name: /Pay €24\.90/ })).toBeVisible();
    await page.screenshot({ path: 'screenshots/e2e-order-ready.png', fullPage: true });
  });

  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    test(`at ${viewport.width}×${viewport.height}: at most 5 choices, one preselected, brand marks, Pay above the fold`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await startCheckout(page, 'coffee-1kg');
      const radios = page.getByRole('radio');
      expect(await radios.count()).toBeLessThanOrEqual(5);
      await expect(page.getByRole('radio', { name: /^Card\b/ })).toBeChecked();
      await expect(page.getByRole('img', { name: 'Visa' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'Mastercard' })).toBeVisible();
      const pay = await page.getByRole('button', { name: /Pay €24\.90/ }).boundingBox();
      expect(pay!.y + pay!.height).toBeLessThanOrEqual(viewport.height);
    });
  }

  test('paid with an e-wallet through the authorization page', async ({ page }) => {
    await startCheckout(page, 'coffee-1kg');
    const session = sessionOf(page);
    await payWith(page, /Sandpay/i);
    await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
    await decide(page, 'Approve');
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    expect(sessionOf(page)).toBe(session);
    // The return page does not know the method (it was chosen before the redirect): amount, date, reference.
    await expect(page.locator('acq-result [part=receipt]')).toContainText('€24.90');
    await expect(page.locator('acq-result [part=receipt]')).toContainText(/Order reference\s*ord-/);
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

  test("cancel on the acquirer's page brings the shopper back to the methods within 2 s", async ({ page }) => {
    await startCheckout(page, 'coffee-1kg');
    await payWith(page, /Sandpay/i);
    await page.getByRole('link', { name: 'Cancel and return to the merchant' }).click();
    await page.waitForURL(/acq_session=/);
    const back = Date.now();
    await expect(page.locator('[part~=notice][role=status]', { hasText: 'You left the payment page without paying' })).toBeVisible({ timeout: 2000 });
    await expect(page.getByRole('button', { name: /Pay €24\.90/ })).toBeEnabled({ timeout: 2000 });
    expect(Date.now() - back).toBeLessThan(2000);
    // Paying again with the same method continues the same attempt on the acquirer's page.
    await page.getByRole('button', { name: /Pay €24\.90/ }).click();
    await page.getByRole('link', { name: 'Cancel and return to the merchant' }).click();
    await expect(page.locator('[part~=notice][role=status]', { hasText: 'You left the payment page without paying' })).toBeVisible();
    // Another method replaces the waiting one (the proxy cancels it at the acquirer first).
    await payWith(page, /Card/);
    await enterCard(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    const status = await page.request.get(`/cashier/sessions/${sessionOf(page)}/status`);
    expect((await status.json()).attempt).toBe(2);
  });

  test("the shopper's cancel asks first, then ends in the cancelled screen", async ({ page }) => {
    await startCheckout(page, 'coffee-1kg');
    const cancel = page.getByRole('button', { name: 'Cancel payment' });
    const keep = page.getByRole('button', { name: 'Continue payment' });
    // A double click asks, and its second click (on what took the button's place) answers nothing.
    await cancel.dblclick();
    await expect(page.getByRole('group', { name: 'Cancel this payment?' })).toBeVisible();
    await expect(keep).toBeFocused();
    await expect(page.getByRole('button', { name: /Pay €24\.90/ })).toBeHidden();
    await keep.click();
    await expect(cancel).toBeFocused();
    await expect(page.getByRole('button', { name: /Pay €24\.90/ })).toBeVisible();
    const open = await page.request.get(`/cashier/sessions/${sessionOf(page)}/status`);
    expect((await open.json()).status).not.toBe('cancelled');
    await cancel.click();
    const cancelled = page.waitForResponse((r) => r.url().endsWith('/cancel'));
    await page.getByRole('group', { name: 'Cancel this payment?' }).getByRole('button', { name: 'Cancel payment' }).click();
    expect((await cancelled).status()).toBe(200);
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

test.describe('keyboard', () => {
  test('a shopper pays by keyboard alone, and Tab after Pay leaves the methods alone', async ({ page }) => {
    await startCheckout(page, 'coffee-1kg');
    const wallet = page.getByRole('radio', { name: /Sandpay/i });
    // Tab into the method group, move with the arrow keys to the wallet.
    await page.locator('body').focus();
    for (let i = 0; i < 30 && !(await wallet.evaluate((el) => el.matches(':focus'))); i++) {
      const onRadio = await page.evaluate(() => {
        let el: Element | null = document.activeElement;
        while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
        return el instanceof HTMLInputElement && el.type === 'radio';
      });
      await page.keyboard.press(onRadio ? 'ArrowDown' : 'Tab');
    }
    await expect(wallet).toBeFocused();
    await expect(wallet).toBeChecked();
    // Tab moves on to Pay (not to another method); Enter pays.
    let onPay = false;
    for (let i = 0; i < 10 && !onPay; i++) {
      await page.keyboard.press('Tab');
      onPay = await page.getByRole('button', { name: /^Pay/ }).evaluate((el) => el.matches(':focus'));
    }
    expect(onPay).toBe(true);
    await expect(wallet).toBeChecked();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeFocused();
  });
});

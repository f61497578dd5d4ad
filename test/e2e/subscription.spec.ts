import { expect, test } from '@playwright/test';
import { enterCard, payWith, startCheckout } from './support.js';

test.describe('subscriptions on the hosted card page', () => {
  test('a subscription with a trial, paid with 4242 4242 4242 4242', async ({ page }) => {
    await startCheckout(page, 'brew-box');
    await expect(page.getByText(/every 2 weeks/).first()).toBeVisible();
    await expect(page.getByText(/7-day trial/).first()).toBeVisible();
    await page.screenshot({ path: 'screenshots/e2e-subscription-ready.png', fullPage: true });
    await payWith(page, /^Card/);
    await expect(page.getByLabel('Card number')).toBeVisible();
    await page.screenshot({ path: 'screenshots/e2e-card-page.png', fullPage: true });
    await enterCard(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { name: 'Subscription active' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Manage your subscription' })).toBeVisible();
    await page.screenshot({ path: 'screenshots/e2e-subscription-active.png', fullPage: true });
  });

  test('a subscription declined with 4000 0000 0000 0002', async ({ page }) => {
    await startCheckout(page, 'club-monthly');
    await payWith(page, /^Card/);
    await enterCard(page, '4000 0000 0000 0002');
    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  });

  test('back unpaid from the authorization page, another method is not offered over the waiting subscription; it is continued', async ({ page }) => {
    await startCheckout(page, 'club-monthly');
    await payWith(page, /Sandpay/i);
    await page.getByRole('link', { name: 'Cancel and return to the merchant' }).click();
    await expect(page.locator('[part~=notice][role=status]', { hasText: 'You left the payment page without paying' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Sandpay/i })).toBeChecked();
    // Another method would start a second subscription while the first can still be approved: refused, back to the first.
    const refused = page.waitForResponse((r) => r.url().endsWith('/pay') && r.status() === 409);
    await payWith(page, /^Card/);
    expect((await (await refused).json()).error.code).toBe('attempt_in_progress');
    await expect(page.locator('[part~=notice][role=status]', { hasText: 'You left the payment page without paying' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Sandpay/i })).toBeChecked();
    await expect(page.getByRole('button', { name: /^(Pay|Start)/ })).toBeEnabled();
    await page.getByRole('button', { name: /^(Pay|Start)/ }).click();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('heading', { name: 'Subscription active' })).toBeVisible();
  });

  test('a plan change shows both plans and the credit, then pays', async ({ page }) => {
    await startCheckout(page, 'club-to-brew-box');
    await expect(page.getByRole('heading', { name: 'Current plan' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'New plan' })).toBeVisible();
    await expect(page.getByText('Credit from your current plan')).toBeVisible();
    await page.screenshot({ path: 'screenshots/e2e-plan-change.png', fullPage: true });
    await payWith(page, /Sandpay/i);
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('heading', { name: 'Subscription active' })).toBeVisible();
  });
});

import { expect, test } from '@playwright/test';
import { countPayCalls, decide, payWith, startPageCheckout } from './support.js';

test.describe('delivery', () => {
  test('the CDN module works from a plain page with one script tag pinned by SRI', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await startPageCheckout(page, '/cdn.html');
    const script = page.locator('script[type="module"][src="/cdn/acq-cashier.js"]');
    await expect(script).toHaveAttribute('integrity', /^sha384-/);
    await expect(page.getByRole('button', { name: /Pay €24\.90/ })).toBeVisible();
    await payWith(page, /Sandpay/i);
    await decide(page, 'Approve');
    await expect(page).toHaveURL(/\/cdn\.html\?acq_session=cs_/);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("the script tag draws the pay screen before the elements' code, which takes it over and pays what was clicked", async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/cdn/lazy/elements.js', async (route) => {
      await held;
      await route.continue();
    });
    const pays = countPayCalls(page);
    await startPageCheckout(page, '/cdn.html');
    const pay = page.getByRole('button', { name: /Pay €24\.90/ });
    await expect(pay).toBeVisible();
    expect(await page.evaluate(() => customElements.get('acq-cashier'))).toBeUndefined();
    await page.getByRole('radio', { name: /Sandpay/i }).check();
    await pay.click();
    await pay.click();
    release();
    await decide(page, 'Approve');
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    expect(pays.count).toBe(1);
    expect(errors).toEqual([]);
  });

  test('a script gets a session page the way the Checkout button does: POST of the empty form', async ({ request }) => {
    // GET /cdn.html creates nothing; the form's POST creates the session and redirects (303) to its page.
    expect(await (await request.get('/cdn.html')).text()).not.toMatch(/session="cs_/);
    const page = await request.post('/cdn.html', { form: {} });
    expect(page.url()).toMatch(/\/cdn\.html\?session=cs_/);
    expect(await page.text()).toMatch(/<acq-cashier session="cs_[\w-]{32}" endpoint="\/cashier">/);
  });

  test("import 'acq-cashier' works in a Vite single-page app", async ({ page }) => {
    await page.goto('/spa/');
    await page.getByRole('button', { name: 'Buy a bag of coffee' }).click();
    await expect(page.getByRole('button', { name: /Pay €24\.90/ })).toBeVisible();
  });
});

/**
 * The theme preview page (/theme-preview.html): every screen renders, edits restyle the
 * cashiers and the string, the copied string round-trips — pasted back into a fresh
 * preview it gives a pixel-identical cashier, and sent with a real session it gives the
 * same computed look — refusals and contrast flags show inline, and a screenshot of
 * each preset is written to screenshots/.
 */
import { createRequire } from 'node:module';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PRESET_NAMES, VARIABLE_NAMES, cssPropertyName } from '../../src/core/theme/index.js';
import { PREVIEW_KINDS, PREVIEW_SCREENS } from '../../demo/preview-views.js';

const cashier = (page: Page, kind: string, screen: string): Locator =>
  page.locator(`acq-cashier[data-kind="${kind}"][data-screen="${screen}"]`);

async function openPreview(page: Page): Promise<void> {
  await page.goto('/theme-preview.html');
  await expect(cashier(page, 'order', 'ready').getByRole('button', { name: /^Pay/ })).toBeVisible();
}

/** Every --acq-* on the host and the computed look of the pieces that use them. */
async function lookOf(host: Locator): Promise<Record<string, string>> {
  const names = VARIABLE_NAMES.map((name) => cssPropertyName(name));
  return host.evaluate((el, properties) => {
    const root = el.shadowRoot!;
    const style = (node: Element | null | undefined) => getComputedStyle(node ?? el);
    const pay = root.querySelector('[part=pay-button]');
    const methods = root.querySelector('acq-pay-methods')?.shadowRoot;
    const look: Record<string, string> = {};
    for (const property of properties) look[property] = style(el).getPropertyValue(property);
    look['host background'] = style(el).backgroundColor;
    look['host color'] = style(el).color;
    look['host font'] = `${style(el).fontSize} ${style(el).fontFamily}`;
    look['pay button'] = `${style(pay).backgroundColor} ${style(pay).color} ${style(pay).borderRadius}`;
    look['method'] = `${style(methods?.querySelector('label.method')).backgroundColor} ${style(methods?.querySelector('label.method')).borderRadius}`;
    look['container padding'] = style(root.querySelector('[part=container]')).padding;
    return look;
  }, names);
}

/**
 * The cashier's pixels at a fixed, whole-pixel place and width, with square corners (no
 * page shows behind them), so two pages whose surroundings differ render it alike.
 */
async function pinnedShot(host: Locator, path: string): Promise<Buffer> {
  await host.evaluate((el: HTMLElement) => {
    Object.assign(el.style, { position: 'fixed', top: '0px', left: '0px', width: '400px', zIndex: '10', borderRadius: '0' });
  });
  await host.page().mouse.move(1000, 900);
  return host.screenshot({ animations: 'disabled', path });
}

/** Moves a slider with the keyboard, as a person would: Home, then right arrow steps. */
async function slide(page: Page, selector: string, steps: number): Promise<void> {
  await page.locator(selector).focus();
  await page.keyboard.press('Home');
  for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowRight');
}

test.describe('theme preview page', () => {
  test('shows the order and the subscription cashier on every screen', async ({ page }) => {
    await openPreview(page);
    for (const kind of PREVIEW_KINDS) {
      await expect(cashier(page, kind, 'ready').getByRole('button', { name: /^(Pay|Start)/ })).toBeEnabled();
      await expect(cashier(page, kind, 'submitting').getByRole('button', { name: 'Processing…' })).toBeDisabled();
      for (const screen of ['succeeded', 'failed', 'expired', 'cancelled', 'error'] as const) {
        await expect(cashier(page, kind, screen).locator('acq-result')).toHaveAttribute('status', screen);
      }
    }
    await expect(page.locator('acq-cashier')).toHaveCount(PREVIEW_KINDS.length * PREVIEW_SCREENS.length);
    // The result screens focus their heading; the page keeps its own focus and scroll.
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });

  test('every control has an accessible name (axe)', async ({ browser }) => {
    // axe is the test's script, not the page's: the page's CSP (script-src 'self', Trusted Types) would refuse it.
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await openPreview(page);
    await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<{ violations: Array<{ id: string; nodes: unknown[] }> }> } }).axe;
      const result = await axe.run(
        { include: [['#editor'], ['.tp-output']] },
        { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] } },
      );
      return result.violations.map((v) => `${v.id} (${v.nodes.length})`);
    });
    await context.close();
    expect(violations).toEqual([]);
  });

  test('Copy gives the exact cashierAppearance value createSession takes, and it round-trips into an identical cashier', async ({ page, context, browser, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPreview(page);
    await page.getByLabel('Preset').selectOption('night');
    await page.getByLabel('colorPrimary', { exact: true }).fill('#ffb454');
    await page.getByLabel('fontFamily', { exact: true }).fill('Georgia, serif');
    await slide(page, '#range-borderRadius', 20);
    await page.locator('details[data-rule="Button"] summary').click();
    await page.locator('details[data-rule="Button"]').getByLabel('letter-spacing').fill('2px');

    const expectedJson = JSON.stringify({
      theme: 'night',
      variables: { colorPrimary: '#ffb454', fontFamily: 'Georgia, serif', borderRadius: '20px' },
      rules: { Button: { 'letter-spacing': '2px' } },
    });
    const output = page.getByLabel('The value of cashierAppearance (send it as it is)');
    await expect(output).toHaveValue(expectedJson);
    const preview = cashier(page, 'order', 'ready');
    await expect(preview.getByRole('button', { name: /^Pay/ })).toHaveCSS('background-color', 'rgb(255, 180, 84)');
    await expect(preview.getByRole('button', { name: /^Pay/ })).toHaveCSS('border-radius', '20px');
    await expect(preview.getByRole('button', { name: /^Pay/ })).toHaveCSS('letter-spacing', '2px');

    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.locator('#copy-status')).toHaveText('Copied.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(expectedJson);
    const look = await lookOf(preview);
    expect(look['--acq-color-primary']).toBe('#ffb454');

    // Pasted into a fresh preview: the same string, the same pixels.
    const fresh = await browser.newPage({ viewport: page.viewportSize()! });
    await openPreview(fresh);
    await fresh.getByLabel('Paste a string').fill(copied);
    await fresh.getByRole('button', { name: 'Load into the editor' }).click();
    await expect(fresh.locator('#paste-result')).toHaveText('Loaded.');
    await expect(fresh.getByLabel('Preset')).toHaveValue('night');
    await expect(fresh.getByLabel('The value of cashierAppearance (send it as it is)')).toHaveValue(copied);
    const freshPreview = cashier(fresh, 'order', 'ready');
    expect(await lookOf(freshPreview)).toEqual(look);
    expect((await pinnedShot(freshPreview, 'screenshots/theme-roundtrip-pasted.png')).equals(await pinnedShot(preview, 'screenshots/theme-roundtrip-edited.png'))).toBe(true);
    await fresh.close();

    // The copied text, unchanged, as paymentInfo.cashierAppearance of a real session (the
    // shop's backend passes it to createSession as it is). Encoded a second time, as the
    // studio once copied it, createSession refuses it.
    const twice = await request.post('/api/checkout', { data: { item: 'coffee-1kg', appearance: JSON.stringify(copied) } });
    expect(twice.status()).toBe(400);
    expect(((await twice.json()) as { error: { message: string } }).error.message).toContain('encoded twice');
    const created = await request.post('/api/checkout', { data: { item: 'coffee-1kg', language: 'en', appearance: copied } });
    expect(created.ok()).toBe(true);
    const { sessionId } = (await created.json()) as { sessionId: string };
    const checkout = await browser.newPage();
    await checkout.goto(`/checkout.html?session=${encodeURIComponent(sessionId)}`);
    const real = checkout.locator('acq-cashier');
    await expect(real.getByRole('button', { name: /^Pay/ })).toHaveCSS('background-color', 'rgb(255, 180, 84)');
    await expect(real.getByRole('button', { name: /^Pay/ })).toHaveCSS('letter-spacing', '2px');
    expect(await lookOf(real)).toEqual(look);
    await checkout.close();
  });

  test('refused values and low contrast are flagged beside their controls', async ({ page }) => {
    await openPreview(page);
    const before = await page.locator('#appearance-string').inputValue();
    await page.getByLabel('fontFamily', { exact: true }).fill('Arial; } * { display: none');
    await expect(page.locator('#msg-fontFamily')).toContainText('Not used:');
    await expect(page.locator('#appearance-string')).toHaveValue(before);

    await page.getByLabel('colorText', { exact: true }).fill('#dddddd');
    await expect(page.locator('#msg-colorText')).toContainText('Low contrast: text-on-background');
    await expect(page.locator('#msg-colorBackground')).toContainText('Low contrast: text-on-background');
    await expect(page.locator('#contrast .fail').first()).toContainText('text-on-background');
    await expect(cashier(page, 'order', 'ready')).toHaveCSS('color', 'rgb(221, 221, 221)');

    await page.getByRole('button', { name: 'Reset variables to the preset' }).click();
    await expect(page.locator('#contrast .fail')).toHaveCount(0);
    await expect(page.locator('#msg-fontFamily')).toBeEmpty();
    await expect(page.getByLabel('colorText', { exact: true })).toHaveValue('#1a2033');
  });

  test('a pasted string with mistakes loads what is valid and names what was dropped', async ({ page }) => {
    await openPreview(page);
    const pasted = JSON.stringify(
      JSON.stringify({ theme: 'flat', variables: { colorPrimary: 'url(https://evil.test/x)', colour: '#fff', spacingUnit: '6px' } }),
    );
    await page.getByLabel('Paste a string').fill(pasted);
    await page.getByRole('button', { name: 'Load into the editor' }).click();
    await expect(page.locator('#paste-result')).toContainText('Dropped variables.colorPrimary');
    await expect(page.locator('#paste-result')).toContainText('Dropped variables.colour');
    await expect(page.getByLabel('Preset')).toHaveValue('flat');
    await expect(page.locator('#appearance-string')).toHaveValue('{"theme":"flat","variables":{"spacingUnit":"6px"}}');

    await page.getByLabel('Paste a string').fill('{"theme": "night"');
    await page.getByRole('button', { name: 'Load into the editor' }).click();
    await expect(page.locator('#paste-result')).toContainText('Not valid JSON');
  });

  test('language and brand change every cashier', async ({ page }) => {
    await openPreview(page);
    await page.getByLabel('Cashier language').selectOption('ar');
    await expect(cashier(page, 'order', 'ready')).toHaveAttribute('dir', 'rtl');
    await expect(cashier(page, 'subscription', 'succeeded')).toHaveAttribute('lang', 'ar');

    await page.getByLabel(/^Display name/).fill('Acme <b>Shop</b>');
    await page.getByLabel(/^Logo URL/).fill('http://insecure.example/logo.png');
    await page.getByLabel(/^Logo URL/).press('Tab');
    await expect(page.locator('#brand-logo-msg')).toContainText('must start with https://');
    await expect(cashier(page, 'order', 'failed').locator('[part=display-name]')).toHaveText('Acme <b>Shop</b>');
    await expect(cashier(page, 'order', 'failed').locator('[part=display-name] b')).toHaveCount(0);
  });

  test('the JSON editor loads what is valid and lists the schema problems inline', async ({ page }) => {
    await openPreview(page);
    const editor = page.getByLabel('Edit the JSON document');
    await editor.fill(JSON.stringify({
      theme: 'flat',
      rules: { 'Tab--selected': { 'border-color': '#d33682' }, Input: { 'background-image': 'url(x)' } },
      layout: { labels: 'floating', borderWidth: '9px' },
    }));
    const problems = page.locator('#schema-problems li');
    await expect(problems).toContainText(['rules.Input: unknown key background-image', 'layout.borderWidth: out of range (0px–4px)']);
    await expect(page.getByLabel('Preset')).toHaveValue('flat');
    await expect(page.getByLabel('The value of cashierAppearance (send it as it is)')).toHaveValue(
      '{"theme":"flat","rules":{"Tab--selected":{"border-color":"#d33682"}},"layout":{"labels":"floating"}}',
    );
    await expect(page.locator('details[data-rule="Tab--selected"] input#rule-Tab_selected-border-color')).toHaveValue('#d33682');
    const card = page.locator('acq-card-form[data-state="empty"]');
    await expect(card.locator('label[for=number]')).toHaveCSS('position', 'absolute');
    await editor.fill('{"theme": ');
    await expect(problems).toContainText([/^Not valid JSON/]);
  });

  test('the layout form sets layout, colour scheme and fonts, and names what it refuses', async ({ page }) => {
    await openPreview(page);
    await page.getByLabel('Labels (card form)').selectOption('floating');
    await page.getByLabel('Border width (0px–4px)').fill('3px');
    await page.getByLabel('Font size scale (0.75–1.5)').fill('1.125');
    await page.getByLabel('Colour scheme', { exact: true }).selectOption('auto');
    await page.getByLabel('Font stylesheets (https, one per line)').fill('https://evil.example/f.css');
    await expect(page.locator('#layout-msg')).toContainText('Not used: fonts.0.cssSrc: https://evil.example is not a font service');
    await expect(page.getByLabel('The value of cashierAppearance (send it as it is)')).toHaveValue(
      '{"theme":"default","layout":{"labels":"floating","fontSizeScale":1.125,"borderWidth":"3px"},"colorScheme":"auto"}',
    );
    await expect(cashier(page, 'order', 'ready').getByRole('button', { name: /^Pay/ })).toHaveCSS('border-top-width', '3px');
    await expect(cashier(page, 'order', 'ready')).toHaveCSS('font-size', '18px');
    await expect(page.locator('acq-card-form[data-state="empty"] label[for=number]')).toHaveCSS('position', 'absolute');
  });

  test('a shared link opens the same theme', async ({ page, context, browser }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPreview(page);
    await page.getByLabel('Preset').selectOption('high-contrast');
    await page.getByLabel('colorPrimary', { exact: true }).fill('#ffd700');
    await page.getByRole('button', { name: 'Share a link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/theme-preview\.html#appearance=/);
    const other = await browser.newPage();
    await other.goto(link);
    await expect(other.getByLabel('The value of cashierAppearance (send it as it is)')).toHaveValue(
      '{"theme":"high-contrast","variables":{"colorPrimary":"#ffd700"}}',
    );
    await expect(cashier(other, 'order', 'ready').getByRole('button', { name: /^Pay/ })).toHaveCSS('background-color', 'rgb(255, 215, 0)');
    await other.close();
  });

  test('a Stripe Appearance object imports, naming what has no counterpart', async ({ page }) => {
    await openPreview(page);
    await page.getByLabel('Import a Stripe Appearance object').fill(JSON.stringify({
      theme: 'night',
      variables: { colorPrimary: '#0570de', colorIconTab: '#fff' },
      rules: { '.Tab--selected': { boxShadow: '0 0 0 2px #0570de' }, '.Label': { textTransform: 'uppercase' } },
      labels: 'floating',
    }));
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.locator('#stripe-result')).toContainText('No counterpart: variables.colorIconTab.');
    await expect(page.getByLabel('Preset')).toHaveValue('night');
    await expect(page.getByLabel('The value of cashierAppearance (send it as it is)')).toHaveValue(JSON.stringify({
      theme: 'night',
      variables: { colorPrimary: '#0570de' },
      rules: { Label: { 'text-transform': 'uppercase' }, 'Tab--selected': { 'box-shadow': '0px 0px 0px 2px #0570de' } },
      layout: { labels: 'floating' },
    }));
    await expect(page.locator('acq-card-form[data-state="empty"] label[for=name]')).toHaveCSS('text-transform', 'uppercase');
  });

  test('every screen and the card page preview in dark and right to left', async ({ page }) => {
    await page.setViewportSize({ width: 1500, height: 1000 });
    await openPreview(page);
    await page.getByLabel('Edit the JSON document').fill(JSON.stringify({ theme: 'default', colorScheme: 'auto', darkVariables: { colorPrimary: '#ffb454' } }));
    await page.getByLabel('Preview colours').selectOption('dark');
    await page.getByLabel('Direction').selectOption('rtl');
    for (const kind of PREVIEW_KINDS) {
      for (const screen of PREVIEW_SCREENS) {
        await expect(cashier(page, kind, screen)).toHaveCSS('background-color', 'rgb(15, 20, 36)');
        await expect(cashier(page, kind, screen)).toHaveAttribute('dir', 'rtl');
      }
    }
    const card = page.locator('acq-card-form[data-state="errors"]');
    await expect(card).toHaveCSS('background-color', 'rgb(15, 20, 36)');
    await expect(card.locator('.error').first()).toBeVisible();
    await expect(cashier(page, 'order', 'ready').getByRole('button', { name: /./ }).filter({ hasText: '24' })).toHaveCSS('background-color', 'rgb(255, 180, 84)');
    await page.locator('.tp-gallery').screenshot({ path: 'screenshots/theme-studio-dark-rtl.png', animations: 'disabled' });
    await page.getByLabel('Preview colours').selectOption('light');
    await expect(cashier(page, 'order', 'ready')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  });

  for (const preset of PRESET_NAMES) {
    test(`screenshot of the ${preset} preset`, async ({ page }) => {
      await page.setViewportSize({ width: 1500, height: 1000 });
      await openPreview(page);
      await page.getByLabel('Preset').selectOption(preset);
      await expect(page.locator('#contrast .fail')).toHaveCount(0);
      await page.locator('.tp-gallery').screenshot({ path: `screenshots/theme-${preset}.png`, animations: 'disabled' });
    });
  }
});

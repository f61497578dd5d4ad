/**
 * Every file the merchant's page runs is pinned: dist/cdn served from a loopback "CDN"
 * (its own origin), a shop page on another with the documented snippet (the import map
 * of importmap.json rebased onto the CDN folder, then the script tag), served with a
 * hash-only script-src (the map's sha256 and each file's sha384: no host is trusted) and
 * `Integrity-Policy: blocked-destinations=(script)`: the untampered page loads every lazy
 * chunk and works, so the map and the hashes miss nothing it runs. With one file changed
 * on the CDN (entry, hydration support, each lazy chunk, a language chunk) and the snippet
 * alone (no policy header), the browser fetches it, refuses it, and its code never runs.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { snippetHtml, type ImportMap } from '../../scripts/cdn-import-map.js';
import { sessionCodeFiles, staticClosure, type ScriptInventory } from '../../scripts/cdn-inventory.js';

const cdnDir = new URL('../../dist/cdn/', import.meta.url).pathname;
const readCdnJson = <T>(file: string): T => JSON.parse(readFileSync(join(cdnDir, file), 'utf8')) as T;

/**
 * What makes the page load a file: its own tag, the elements' code beside the view, the session code after the first screen, the idle/after-render loads, a theme, the
 * language menu, the language attribute; `import` for the subscription page's code, which only
 * a subscription-manage session loads: the test imports it itself (the map pins it whoever asks).
 */
type Trigger = 'load' | 'elements' | 'session' | 'idle' | 'theme' | 'menu' | 'language' | 'import';
const TRIGGERS: Record<string, Trigger> = {
  'lazy/language-warning.js': 'language',
  'acq-cashier.js': 'load',
  'acq-hydrate.js': 'load',
  // The elements' code, which the entry loads beside the view: refused, the drawn screen gives way to the error screen.
  'lazy/elements.js': 'elements',
  'lazy/lit-element.js': 'elements',
  'lazy/localize-controller.js': 'elements',
  'lazy/session-controller.js': 'session',
  'lazy/session-shared.js': 'session',
  'lazy/lazy-elements.js': 'idle',
  'lazy/acq-result.js': 'idle',
  'lazy/acq-language-menu.js': 'idle',
  'lazy/acq-subscription-summary.js': 'idle',
  'lazy/after-pay.js': 'idle',
  'lazy/popup-watcher.js': 'idle',
  'lazy/safe-url.js': 'idle',
  'lazy/acq-subscription-manage.js': 'import',
  'lazy/in-cashier.js': 'import',
  // The console's word for a server-rendered cashier without the hydration support (that page is ssr.spec.ts's).
  'lazy/unhydrated.js': 'import',
  'lazy/rolldown-runtime.js': 'session',
  // The rest of English: the session code imports it (the first screen's English is in acq-cashier.js).
  'chunks/en.js': 'session',
  'lazy/appearance.js': 'theme',
  'lazy/appearance-warning.js': 'theme',
  'lazy/catalog-importers.js': 'menu',
  'lazy/floating-ui.dom.js': 'menu',
  'chunks/de.js': 'menu',
};
/** A theme with a rule and a key the grammar drops: loads the appearance code and its warning chunk. */
const THEME = JSON.stringify({ theme: 'night', variables: { borderRadius: '2px' }, rules: { Input: { 'border-color': '#2557d6' } }, unknownKey: 1 });

interface Cdn {
  base: string;
  /** Files served (relative to the folder), in order. */
  served: string[];
  /** Files served changed: `window.__tampered` is set first thing. */
  tampered: Set<string>;
  /** Files served this many ms late. */
  slow: Map<string, number>;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

/** dist/cdn under /acq-cashier/<version>/, readable cross-origin, as a CDN serves it. */
async function startCdn(version: string): Promise<{ server: Server; cdn: Cdn }> {
  const prefix = `/acq-cashier/${version}/`;
  const cdn: Cdn = { base: '', served: [], tampered: new Set(), slow: new Map() };
  const server = createServer((req, res) => {
    const path = new URL(req.url!, 'http://cdn').pathname;
    const file = path.slice(prefix.length);
    const known = path.startsWith(prefix) && file.endsWith('.js') && !file.includes('..');
    if (!known) return void res.writeHead(404).end();
    let body: string;
    try {
      body = readFileSync(join(cdnDir, file), 'utf8');
    } catch {
      return void res.writeHead(404).end();
    }
    if (cdn.tampered.has(file)) body = `window.__tampered = ${JSON.stringify(file)};\n${body}`;
    cdn.served.push(file);
    const late = cdn.slow.get(file);
    if (late) return void setTimeout(() => res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'access-control-allow-origin': '*', 'cache-control': 'no-store' }).end(body), late);
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'access-control-allow-origin': '*', 'cache-control': 'no-store' });
    res.end(body);
  });
  cdn.base = `http://127.0.0.1:${await listen(server)}${prefix}`;
  return { server, cdn };
}

/** The shop's page: the snippet (plus the hydration tag where asked) and the element. */
function shopPageHtml(snippet: string, cdn: Cdn, session: string, endpoint: string, hydrate: boolean): string {
  const hydrateTag = hydrate ? `<script type="module" src="${cdn.base}acq-hydrate.js" crossorigin="anonymous"></script>\n` : '';
  const head = snippet.replace('<script type="module"', `${hydrateTag}<script type="module"`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>integrity</title>\n${head}</head>
<body><acq-cashier session="${session}" endpoint="${endpoint}"></acq-cashier></body></html>`;
}

/**
 * The policy a merchant can send with the snippet: scripts allowed by hash only, one
 * 'lit-html' Trusted Types policy (acq-hydrate.js imports lit-html from acq-cashier.js).
 */
function policyHeaders(snippet: string, map: ImportMap): Record<string, string> {
  const mapHash = /script-src ('sha256-[^']+')/.exec(snippet)![1]!;
  const fileHashes = [...new Set(Object.values(map.integrity))].map((hash) => `'${hash}'`).join(' ');
  return {
    'content-security-policy': `script-src ${mapHash} ${fileHashes}; object-src 'none'; base-uri 'none'; require-trusted-types-for 'script'; trusted-types lit-html`,
    'integrity-policy': 'blocked-destinations=(script)',
  };
}

// Read once the demo server (Playwright's webServer) has built dist/cdn.
let inventory: ScriptInventory;
let cdnServer: Server;
let shopServer: Server;
let cdn: Cdn;
let shopUrl: string;
/** The session code's files (after the first screen), as the cashier fetches them. */
let sessionFiles: string[];
/** The page each test gets: its session and whether it loads the hydration support. */
const nextPage = { session: '', hydrate: false, endpoint: '', policy: true };

test.beforeAll(async () => {
  inventory = readCdnJson<ScriptInventory>('script-inventory.json');
  const merchantMap = readCdnJson<ImportMap>('importmap.json');
  ({ server: cdnServer, cdn } = await startCdn(inventory.version));
  // As snippet.html: with the modulepreload links of the entry's static imports. The session code's files are
  // fetched by the cashier's own links (no integrity attribute): the import map's integrity must pin them.
  const first = staticClosure(cdnDir, 'acq-cashier.js').slice(1);
  sessionFiles = sessionCodeFiles(cdnDir, first);
  const snippet = snippetHtml(merchantMap, cdn.base, inventory.version, first);
  shopServer = createServer((_req, res) => {
    const headers = nextPage.policy ? policyHeaders(snippet, merchantMap) : {};
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers });
    res.end(shopPageHtml(snippet, cdn, nextPage.session, nextPage.endpoint, nextPage.hydrate));
  });
  shopUrl = `http://127.0.0.1:${await listen(shopServer)}/checkout`;
});

test.afterAll(async () => {
  await Promise.all([cdnServer, shopServer].map((server) => new Promise((resolve) => server?.close(resolve))));
});

test.beforeEach(async ({ request, baseURL }) => {
  // A fresh session from the demo shop (its proxy at /cashier, the sandbox behind it).
  const html = await (await request.post('/cdn.html', { form: {} })).text();
  nextPage.session = /session="(cs_[^"]+)"/.exec(html)![1]!;
  nextPage.endpoint = `${baseURL}/cashier`;
  nextPage.hydrate = false;
  nextPage.policy = true;
  cdn.served.length = 0;
  cdn.tampered.clear();
});

/** Console lines where Chromium refuses a file (integrity, CSP, Integrity-Policy) or a script fails. */
function refusals(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (m) => {
    if (/integrity|Content Security Policy|Integrity-Policy|Trusted Type/i.test(m.text())) lines.push(m.text());
  });
  page.on('pageerror', (error) => lines.push(`pageerror: ${error.message}`));
  return lines;
}

async function openLanguageMenuAndPickGerman(page: Page): Promise<void> {
  await page.locator('acq-language-menu [part=trigger]').click();
  await page.getByRole('menuitemradio', { name: /Deutsch/ }).click();
}

test.describe('integrity of every file the payment page runs', () => {
  test('the trigger table covers the entry, the hydration support and every lazy chunk of the merchant page', () => {
    const merchantFiles = inventory.files.filter((f) => f.page === 'merchant').map((f) => f.file);
    const needed = merchantFiles.filter((file) => !file.startsWith('chunks/'));
    expect(needed.filter((file) => !(file in TRIGGERS))).toEqual([]);
    expect(Object.keys(TRIGGERS).filter((file) => !merchantFiles.includes(file))).toEqual([]);
    // The session code's own files fail the session, not an idle load: its error screen is what they test.
    expect(sessionFiles.filter((file) => TRIGGERS[file] !== 'session')).toEqual([]);
  });

  test('untampered: every file loads under the hash-only policy and the cashier works', async ({ page }) => {
    const refused = refusals(page);
    await page.goto(shopUrl);
    await expect(page.getByRole('button', { name: /^Pay/ })).toBeVisible();
    const cashier = page.locator('acq-cashier');
    await cashier.evaluate((el, theme) => el.setAttribute('appearance', theme), THEME);
    await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCSS('border-radius', '2px');
    await cashier.evaluate((el) => el.setAttribute('language', 'en'));
    await openLanguageMenuAndPickGerman(page);
    await expect(page.getByRole('heading', { name: 'Bestellübersicht' })).toBeVisible();
    const imported = await page.evaluate(
      (urls) => Promise.all(urls.map((u) => import(u).then(() => 'ran', (error: Error) => `refused: ${error.message}`))),
      Object.entries(TRIGGERS).filter(([, trigger]) => trigger === 'import').map(([file]) => `${cdn.base}${file}`),
    );
    expect(imported.every((outcome) => outcome === 'ran')).toBe(true);
    const loaded = Object.keys(TRIGGERS).filter((file) => file !== 'acq-hydrate.js');
    await expect.poll(() => loaded.filter((file) => !cdn.served.includes(file))).toEqual([]);
    expect(await page.evaluate(() => (window as { __tampered?: string }).__tampered)).toBeUndefined();
    expect(refused).toEqual([]);
  });

  // Found by this suite (4 runs in 10 failed): the first paint drawn before the elements' code came, the hydration
  // support took it for server HTML, failed to hydrate it, and the element drew a second pay screen under it.
  test('untampered, with the hydration support before the entry: both load and the cashier works, drawn once', async ({ page }) => {
    nextPage.hydrate = true;
    // The elements' code late, so that the first paint is always drawn first.
    cdn.slow.set('lazy/elements.js', 400);
    const refused = refusals(page);
    const errors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    await page.goto(shopUrl).finally(() => cdn.slow.clear());
    // Defined and updated: the element has taken the drawing over.
    await expect.poll(() => page.locator('acq-cashier').evaluate((el) => (el as HTMLElement & { hasUpdated?: boolean }).hasUpdated === true)).toBe(true);
    await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(1);
    await expect(page.getByRole('button', { name: /^Pay/ })).toBeVisible();
    expect(errors).toEqual([]);
    // The session code may come in between.
    expect(['acq-cashier.js', 'acq-hydrate.js'].filter((file) => !cdn.served.includes(file))).toEqual([]);
    expect(refused).toEqual([]);
  });

  // Found by this suite: with after-pay.js refused, Pay used to create the order and leave the
  // cashier on "Loading the checkout…" (state 'redirecting') with no error and no way on.
  test('tampered lazy/after-pay.js: Pay ends in an error the shopper sees, not an endless spinner', async ({ page }) => {
    cdn.tampered.add('lazy/after-pay.js');
    nextPage.policy = false;
    await page.goto(shopUrl);
    await page.getByRole('radio', { name: /Sandpay/i }).check();
    await page.getByRole('button', { name: /^Pay/ }).click();
    const state = () => page.locator('acq-cashier').evaluate((el) => (el as HTMLElement & { state?: { name: string } }).state?.name);
    await expect.poll(state, { timeout: 10_000 }).toBe('error');
  });

  for (const [file, trigger] of Object.entries(TRIGGERS)) {
    test(`tampered ${file} (${trigger}): fetched, refused, never run`, async ({ page }) => {
      cdn.tampered.add(file);
      // The snippet alone, no policy header: the import map is what refuses the file.
      nextPage.policy = false;
      nextPage.hydrate = file === 'acq-hydrate.js';
      const refused = refusals(page);
      await page.goto(shopUrl);
      const cashierRefused = file === 'acq-cashier.js';
      // The session code (after the first screen) refused: its error screen, with a retry, instead of a Pay that could not pay.
      if (trigger === 'session' || trigger === 'elements') await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      else if (!cashierRefused) await expect(page.getByRole('button', { name: /^Pay/ })).toBeVisible();
      if (trigger === 'theme') await page.locator('acq-cashier').evaluate((el, theme) => el.setAttribute('appearance', theme), THEME);
      if (trigger === 'menu') await openLanguageMenuAndPickGerman(page).catch(() => undefined);
      if (trigger === 'language') await page.locator('acq-cashier').evaluate((el) => el.setAttribute('language', 'en'));
      if (trigger === 'import') await page.evaluate((u) => import(u).catch(() => undefined), `${cdn.base}${file}`);
      await expect.poll(() => cdn.served.includes(file)).toBe(true);

      const url = `${cdn.base}${file}`;
      const digestRefused = (line: string) => line.includes('Failed to find a valid digest') && line.includes(url);
      await expect.poll(() => refused.some(digestRefused)).toBe(true);
      expect(await page.evaluate(() => (window as { __tampered?: string }).__tampered)).toBeUndefined();
      // Asked for again (as a retry would), it is refused again.
      const again = await page.evaluate((u) => import(u).then(() => 'ran', (error: Error) => `refused: ${error.message}`), url);
      expect(again).toMatch(/^refused/);
      expect(await page.evaluate(() => (window as { __tampered?: string }).__tampered)).toBeUndefined();

      if (cashierRefused) expect(await page.evaluate(() => customElements.get('acq-cashier'))).toBeUndefined();
      if (file === 'chunks/de.js' || file === 'lazy/catalog-importers.js') {
        // The cashier keeps the language it has rather than run the changed one.
        await expect(page.getByRole('heading', { name: 'Order summary' })).toBeVisible();
      }
    });
  }
});

/**
 * The packed package installed into a fresh app, as a merchant gets it: importing it under
 * Node (server rendering) touches no DOM, every entry resolves under each condition a tool
 * uses, and production builds by Vite (rolldown) and esbuild keep every element
 * definition — checked in Chromium, not by grepping the bundle.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import { build as esbuild } from 'esbuild';
import { chromium, type Browser } from 'playwright';
import { build as viteBuild, preview } from 'vite';
import { staticClosure } from '../../scripts/cdn-inventory.js';
import { en } from '../../src/core/i18n/catalogs/en-whole.js';
import { chromiumArgs, chromiumExecutable } from '../support/chromium.js';
import { freePort } from '../support/redis-server.js';
import { npmInstall, packPackage } from './pack.js';

const exec = promisify(execFile);

/** Every element the npm entry defines (acq-card-form belongs to the hosted card page only). */
const ELEMENTS = ['acq-cashier', 'acq-order-summary', 'acq-subscription-summary', 'acq-pay-methods', 'acq-saved-cards', 'acq-result', 'acq-language-menu'];

const PAGE = (script: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>shop</title></head>
<body><acq-cashier session="cs_none" endpoint="/cashier"></acq-cashier>
<script type="module" src="${script}"></script></body></html>
`;

let app: string;
let browser: Browser;

before(async () => {
  app = mkdtempSync(join(tmpdir(), 'acq-installed-'));
  const { tarball } = await packPackage(join(app, 'pack'));
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'shop', private: true, type: 'module', dependencies: { 'acq-cashier': `file:${tarball}` } }));
  writeFileSync(join(app, 'main.js'), "import 'acq-cashier';\n");
  await npmInstall(app);
  browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
});

after(async () => {
  await browser?.close();
  rmSync(app, { recursive: true, force: true });
});

/** Runs an ES module under plain Node in the app (no tsx, no loader): what SSR does. */
async function node(code: string, flags: string[] = []): Promise<string> {
  const { stdout } = await exec(process.execPath, [...flags, '--input-type=module', '-e', code], { cwd: app });
  return stdout.trim();
}

// Lit's Node build installs its own customElements shim for server rendering: that global is Lit's, not a DOM.
test('importing every entry under Node touches no window or document', async () => {
  const out = await node(`
    const entry = await import('acq-cashier');
    const elements = await import('acq-cashier/elements');
    const server = await import('acq-cashier/server');
    const sandbox = await import('acq-cashier/sandbox');
    console.log(JSON.stringify({
      entry: Object.keys(entry).length, cashier: typeof elements.AcqCashier, proxy: typeof server.createCashierProxy, sandbox: typeof sandbox.createSandbox,
      window: typeof window, document: typeof document,
    }));`);
  // The entry exports types only (it loads the elements in a browser); the classes are acq-cashier/elements.
  assert.deepEqual(JSON.parse(out), { entry: 0, cashier: 'function', proxy: 'function', sandbox: 'function', window: 'undefined', document: 'undefined' });
});

test('every entry resolves to a packed file under the node, import, browser and development conditions', async () => {
  const manifest = JSON.parse(readFileSync(join(app, 'node_modules/acq-cashier/package.json'), 'utf8')) as { exports: Record<string, unknown> };
  const specifiers = Object.keys(manifest.exports).map((key) => (key === '.' ? 'acq-cashier' : `acq-cashier/${key.slice(2).replace('*', 'default.json')}`));
  for (const flags of [[], ['--conditions=browser'], ['--conditions=development'], ['--conditions=production']]) {
    const out = await node(`console.log(JSON.stringify(${JSON.stringify(specifiers)}.map((s) => import.meta.resolve(s))))`, flags);
    for (const url of JSON.parse(out) as string[]) {
      assert.match(url, /\/node_modules\/acq-cashier\/(dist\/|themes\/|package\.json$)/, `${flags.join(' ')} ${url}`);
      assert.ok(readFileSync(new URL(url)).length > 0);
    }
  }
});

/** Serves a built folder with Vite's preview server and reports which elements Chromium finds defined. */
async function definedElements(outDir: string): Promise<{ defined: string[]; upgraded: boolean }> {
  const server = await preview({ configFile: false, root: app, logLevel: 'silent', build: { outDir }, preview: { host: '127.0.0.1', port: await freePort(), strictPort: true } });
  const page = await browser.newPage();
  try {
    await page.goto(server.resolvedUrls!.local[0]!);
    // The lazy elements (result, language menu, subscription summary) are defined when the page is idle.
    await page.waitForFunction((names) => names.every((name) => customElements.get(name)), ELEMENTS, { timeout: 10_000 }).catch(() => undefined);
    return await page.evaluate((names) => ({
      defined: names.filter((name) => customElements.get(name)),
      upgraded: document.querySelector('acq-cashier')?.shadowRoot != null,
    }), ELEMENTS);
  } finally {
    await page.close();
    await server.close();
  }
}

test('a Vite production build keeps every element definition', async () => {
  writeFileSync(join(app, 'index.html'), PAGE('./main.js'));
  await viteBuild({ configFile: false, root: app, logLevel: 'silent', build: { outDir: 'dist-vite', emptyOutDir: true } });
  assert.deepEqual(await definedElements('dist-vite'), { defined: ELEMENTS, upgraded: true });
});

// The entry carries the first screen's English only (issue 31); a shop's bundler must keep the rest lazy too.
test("a Vite production build loads up front the first screen's English, not the rest", () => {
  const built = join(app, 'dist-vite');
  const entry = /<script type="module"[^>]*src="\/(assets\/[^"]+\.js)"/.exec(readFileSync(join(built, 'index.html'), 'utf8'))?.[1];
  assert.ok(entry, 'the built page names its entry');
  const upFront = staticClosure(built, entry).map((file) => readFileSync(join(built, file), 'utf8')).join('\n');
  assert.ok(upFront.includes(en['methods.title']), 'the first screen\'s words are up front');
  assert.ok(!upFront.includes(en['result.succeeded.body']), 'a result message is not');
});

// The proxy holds the API key: a browser bundle of it is refused when it is built, naming why (package.json's browser condition).
test('a browser build that imports acq-cashier/server fails at build time, pointing at why', async () => {
  writeFileSync(join(app, 'server-in-browser.js'), "import { createCashierProxy } from 'acq-cashier/server';\nconsole.log(createCashierProxy);\n");
  writeFileSync(join(app, 'server-in-browser.html'), PAGE('./server-in-browser.js'));
  const built = viteBuild({ configFile: false, root: app, logLevel: 'silent', build: { outDir: 'dist-wrong', emptyOutDir: true, rollupOptions: { input: join(app, 'server-in-browser.html') } } });
  await assert.rejects(built, /not-in-the-browser/);
  const file = readFileSync(join(app, 'node_modules/acq-cashier/dist/npm/server/not-in-the-browser.js'), 'utf8');
  assert.match(file, /run on your server/);
});

test('an esbuild production bundle keeps every element definition', async () => {
  const outDir = join(app, 'dist-esbuild');
  mkdirSync(outDir, { recursive: true });
  await esbuild({
    entryPoints: [join(app, 'main.js')],
    absWorkingDir: app,
    bundle: true,
    minify: true,
    splitting: true,
    format: 'esm',
    outdir: outDir,
    logLevel: 'silent',
  });
  writeFileSync(join(outDir, 'index.html'), PAGE('./main.js'));
  assert.deepEqual(await definedElements('dist-esbuild'), { defined: ELEMENTS, upgraded: true });
});

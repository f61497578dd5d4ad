/**
 * The acquirer's card page pins every file the card form may run (the build's
 * importmap-card-form.json, rebased onto /assets/): served a tampered language chunk, the
 * browser fetches it, refuses it and never runs it. It builds a CDN folder of its own
 * (the suite may run before or beside npm run build), then tampers with its copy.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { buildCdn } from '../../../scripts/build.js';
import { chromiumArgs, chromiumExecutable } from '../../support/chromium.js';
import { orderBody, startSandbox, type TestSandbox } from '../helpers.js';

let dir = '';
let browser: Browser | undefined;

before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'acq-card-integrity-'));
  await buildCdn(dir);
  browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
});

after(async () => {
  await browser?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The German card page of a fresh order on a sandbox serving `assetsDir`: was the form defined, did the tampered code run, what did the console say. */
async function openGermanCardPage(sb: TestSandbox): Promise<{ defined: boolean; tampered: boolean; console: string[] }> {
  const created = await sb.api('/order/create', orderBody({}, { cashierLanguage: 'de-DE' }));
  const webUrl = (created.json.data as { orderAction: { webUrl: string } }).orderAction.webUrl;
  const page = await browser!.newPage();
  const lines: string[] = [];
  page.on('console', (m) => lines.push(m.text()));
  try {
    await page.goto(webUrl);
    await page.waitForFunction(() => customElements.get('acq-card-form') !== undefined, undefined, { timeout: 10_000 });
    await page.waitForTimeout(1_000);
    const tampered = await page.evaluate(() => (window as unknown as { __tampered?: boolean }).__tampered === true);
    return { defined: true, tampered, console: lines };
  } finally {
    await page.close();
  }
}

test('the card page refuses a tampered language chunk of the card form (and runs an untouched one)', { timeout: 60_000 }, async () => {
  const sb = await startSandbox({ assetsDir: dir });
  try {
    const clean = await openGermanCardPage(sb);
    assert.equal(clean.tampered, false);
    assert.ok(!clean.console.some((l) => /digest/i.test(l)), clean.console.join('\n'));

    const chunk = join(dir, 'chunks/card-form/de.js');
    await writeFile(chunk, `window.__tampered = true;\n${await readFile(chunk, 'utf8')}`);
    const tampered = await openGermanCardPage(sb);
    assert.equal(tampered.tampered, false, 'the changed chunk never ran');
    assert.ok(tampered.console.some((l) => /valid digest|integrity/i.test(l)), tampered.console.join('\n'));
  } finally {
    await sb.close();
  }
});

/**
 * Issue 31's "no regression elsewhere": `import 'acq-cashier'` in a code-split Vite app,
 * built from the packed tarball, adds no more up front than the script tag's 15 KB target.
 * Bytes, not time, so asserted here (`npm run bench` reports the same figures). The shop's
 * bundler decides the chunks: a lazy module of ours that imported the first screen's
 * English kept that English out of the shop's entry (+157 B once). It also puts lit-html,
 * Lit's css tag and the theme's variable names in files of their own, each compressed
 * alone, which the CDN module (one file since) does not: the npm entry costs ~470 B more
 * than the CDN module, and no more than when both were 15,319 B.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { measureNpmApp } from '../bench/npm-app.js';
import { CRITICAL_PATH_BUDGET_GZIP } from '../bench/size.js';

test("the npm entry in a Vite app adds no more up front than the script tag's 15 KB target", { timeout: 300_000 }, async () => {
  const { packed, cdnGzip, shellGzip } = await measureNpmApp();
  assert.ok(packed.definesCashier, 'the app bundle no longer defines <acq-cashier>');
  const adds = packed.entryGzip - shellGzip;
  assert.ok(adds <= CRITICAL_PATH_BUDGET_GZIP, `the npm entry adds ${adds} B gzip up front (the CDN module ${cdnGzip} B), over ${CRITICAL_PATH_BUDGET_GZIP} B`);
});

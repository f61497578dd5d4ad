/**
 * Issue 31's "no regression elsewhere": `import 'acq-cashier'` in a code-split Vite app,
 * built from the packed tarball, adds no more up front than the script tag's critical
 * path. Bytes, not time, so asserted here (`npm run bench` reports the same figures).
 * The shop's bundler (SHOP_VITE, a shop's own) decides the chunks. Vite 8.3 put lit-html,
 * Lit's css tag and the theme's variable names in files of their own, each compressed
 * alone (+486 B, rolldown#10731); a lazy module of ours that imported the first screen's
 * English once kept that English out of the shop's entry too (+157 B). Either fails here.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { measureNpmApp } from '../bench/npm-app.js';

test('the npm entry in a Vite app adds no more up front than the CDN module', { timeout: 300_000 }, async () => {
  const { packed, cdnGzip, shellGzip } = await measureNpmApp();
  assert.ok(packed.definesCashier, 'the app bundle no longer defines <acq-cashier>');
  const adds = packed.entryGzip - shellGzip;
  assert.ok(adds <= cdnGzip, `the npm entry adds ${adds} B gzip up front, the CDN module ${cdnGzip} B: ${adds - cdnGzip} B more`);
});

/**
 * The byte budgets of the CDN build — the only bench numbers CI asserts, because bytes do
 * not vary between runs: acq-cashier.js with its static imports (none today: the critical
 * path, read from the built modules) ≤ CDN_BUDGET_GZIP (issue #31's 15 KB
 * target), and every lazily loaded language chunk < 3 KB gzip.
 * Builds dist/cdn first unless it is newer than src/.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { staticImportsOf } from '../scripts/cdn-inventory.js';
import { en } from '../src/core/i18n/catalogs/en-whole.js';
import { enFirstScreen } from '../src/core/i18n/catalogs/en-first-screen.js';
import { cdnDir } from './bench/paths.js';
import { CDN_BUDGET_GZIP, CHUNK_BUDGET_GZIP, checkBudgets, criticalPathSize, ensureCdnBuild, gzipSize, type BudgetCheck } from './bench/size.js';

describe('byte budgets of dist/cdn', () => {
  let check: BudgetCheck;
  before(async () => {
    await ensureCdnBuild();
    check = checkBudgets();
  });

  it(`the script tag's critical path (entry + static imports, transitively) is at most ${CDN_BUDGET_GZIP} B gzip (issue #31's target)`, () => {
    const path = criticalPathSize(cdnDir, 'acq-cashier.js');
    assert.equal(path.file, check.size.bundle.file);
    assert.ok(path.gzip <= CDN_BUDGET_GZIP, `${path.file} is ${path.gzip} B gzip, ${path.gzip - CDN_BUDGET_GZIP} B over`);
  });

  it('ships the other languages as chunks', () => {
    assert.ok(check.size.chunks.length > 0, 'no language chunks in dist/cdn/chunks');
  });

  it(`each language chunk is under ${CHUNK_BUDGET_GZIP} B gzip`, () => {
    const over = check.size.chunks.filter((chunk) => chunk.gzip >= CHUNK_BUDGET_GZIP).map((c) => `${c.file}: ${c.gzip} B`);
    assert.deepEqual(over, []);
  });
});

/**
 * The first load carries the first screen's English only (catalogs/en-first-screen.ts):
 * a key it names that is not there would show as the key itself. Read from the built
 * files, so a template anywhere in the entry's graph counts: each key as a literal, and
 * each key prefix a template completes (`method.${type}`), whose every key must be there.
 */
describe("the first load's English", () => {
  let code: string;
  before(async () => {
    await ensureCdnBuild();
    const files = ['acq-cashier.js', ...staticImportsOf(cdnDir, ['acq-cashier.js'])];
    code = files.map((file) => readFileSync(join(cdnDir, file), 'utf8')).join('\n');
  });
  const later = Object.keys(en).filter((key) => !Object.hasOwn(enFirstScreen, key));

  it('names no message key beyond the first screen\'s', () => {
    const named = later.filter((key) => ['`', '"', "'"].some((quote) => code.includes(`${quote}${key}${quote}`)));
    assert.deepEqual(named, []);
  });

  it('has every key of each prefix its templates complete', () => {
    const prefixes = [...code.matchAll(/`([a-zA-Z]+(?:\.[a-zA-Z]+)*\.)\$\{/g)].map((match) => match[1]!);
    assert.ok(prefixes.includes('method.'), `the method names' template is found (${prefixes.join(', ')})`);
    const missing = later.filter((key) => prefixes.some((prefix) => key.startsWith(prefix)));
    assert.deepEqual(missing, []);
  });

  it('is smaller than the whole of English: the rest is not in it', () => {
    assert.ok(later.length > 30, `${later.length} keys beyond the first screen`);
    assert.ok(!code.includes(en['result.succeeded.body']), 'a result message is not in the first load');
  });
});

describe('the critical path of built modules', () => {
  const dir = mkdtempSync(join(tmpdir(), 'acq-critical-path-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('follows static imports transitively (import and export … from, minified), not import(), and sums their gzip', () => {
    const files: Record<string, string> = {
      'entry.js': 'import{a as b}from"./shared.js";import"./side.js";const l=()=>import("./lazy.js");export{b,l};',
      'shared.js': 'export{x as a}from"./deep/x.js";',
      'side.js': 'globalThis.side=1;',
      'deep/x.js': 'export const x=1;',
      'lazy.js': 'export const never=1;',
    };
    mkdirSync(join(dir, 'deep'));
    for (const [file, code] of Object.entries(files)) writeFileSync(join(dir, file), code);
    const path = criticalPathSize(dir, 'entry.js');
    assert.equal(path.file, 'entry.js + shared.js + side.js + deep/x.js');
    const each = ['entry.js', 'shared.js', 'side.js', 'deep/x.js'].map((file) => gzipSize(files[file]!));
    assert.equal(path.gzip, each.reduce((a, b) => a + b, 0));
  });
});

/**
 * The byte budgets of the CDN build — the only bench numbers CI asserts, because bytes do
 * not vary between runs: acq-cashier.js (English inside) with its static imports
 * (acq-lit.js) ≤ 30 KB gzip, and every lazily loaded language chunk < 3 KB gzip. Builds
 * dist/cdn first unless it is newer than src/.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { CDN_BUDGET_GZIP, CHUNK_BUDGET_GZIP, checkBudgets, ensureCdnBuild, type BudgetCheck } from './bench/size.js';

describe('byte budgets of dist/cdn', () => {
  let check: BudgetCheck;
  before(async () => {
    await ensureCdnBuild();
    check = checkBudgets();
  });

  it(`acq-cashier.js with its static imports is at most ${CDN_BUDGET_GZIP} B gzip`, () => {
    assert.ok(check.size.bundle.gzip <= CDN_BUDGET_GZIP, `${check.size.bundle.file} is ${check.size.bundle.gzip} B gzip, ${check.size.bundle.gzip - CDN_BUDGET_GZIP} B over`);
  });

  it('ships the other languages as chunks', () => {
    assert.ok(check.size.chunks.length > 0, 'no language chunks in dist/cdn/chunks');
  });

  it(`each language chunk is under ${CHUNK_BUDGET_GZIP} B gzip`, () => {
    const over = check.size.chunks.filter((chunk) => chunk.gzip >= CHUNK_BUDGET_GZIP).map((c) => `${c.file}: ${c.gzip} B`);
    assert.deepEqual(over, []);
  });
});

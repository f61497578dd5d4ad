/**
 * The merchant page's two entries share one lit-html (vite.config.ts): a server-rendered
 * page loads acq-hydrate.js and acq-cashier.js, and under `trusted-types lit-html` (no
 * 'allow-duplicates') a second copy's createPolicy('lit-html') would throw. The script
 * tag's first load is one file (issue 31: no second request after it). Checked on the
 * built files (dist/cdn, built unless newer than src/): the browser side is
 * test/e2e/ssr-trusted-types.spec.ts.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { staticClosure } from '../../scripts/cdn-inventory.js';
import { ensureCdnBuild } from '../bench/size.js';
import { cdnDir } from '../bench/paths.js';

const read = (file: string) => readFileSync(join(cdnDir, file), 'utf8');
/** lit-html's policy, as its minified module creates it. */
const CREATES_POLICY = /createPolicy\(\s*[`"']lit-html[`"']/;
/** LitElement's module hands the class to the hydration support as it evaluates. */
const CALLS_HYDRATE_SUPPORT = /litElementHydrateSupport\?\.\(/;

describe('one lit-html for acq-cashier.js and acq-hydrate.js', { timeout: 120_000 }, () => {
  let cashier: string[];
  let hydrate: string[];
  before(async () => {
    await ensureCdnBuild();
    cashier = staticClosure(cdnDir, 'acq-cashier.js');
    hydrate = staticClosure(cdnDir, 'acq-hydrate.js');
  });

  it('the script tag loads one file, which holds lit-html', () => {
    assert.deepEqual(cashier, ['acq-cashier.js']);
    assert.match(read('acq-cashier.js'), CREATES_POLICY);
  });

  it("the hydration support imports lit-html from acq-cashier.js: only it creates the 'lit-html' policy on a server-rendered page", () => {
    assert.ok(hydrate.includes('acq-cashier.js'), hydrate.join(', '));
    const creators = [...new Set([...cashier, ...hydrate])].filter((file) => CREATES_POLICY.test(read(file)));
    assert.deepEqual(creators, ['acq-cashier.js']);
  });

  it("LitElement is one file, off the script tag's first paint, that the hydration support installs itself on; no element is on its path", () => {
    assert.deepEqual([...new Set([...cashier, ...hydrate])].filter((file) => CALLS_HYDRATE_SUPPORT.test(read(file))), ['lazy/lit-element.js']);
    // The script tag's page draws its first screen with lit-html alone (issue 31): LitElement comes with the elements' code.
    assert.ok(!cashier.includes('lazy/lit-element.js'), cashier.join(', '));
    // src/hydrate.ts: LitElement evaluated before the support's module, so the support is installed by hand, once.
    assert.match(read('acq-hydrate.js'), /Object\.hasOwn\([^,]+,\s*[`"']observedAttributes[`"']\)/);
    // (It names acq-cashier once: to tell a merchant who loads it after the cashier.) acq-cashier.js names the
    // elements, as it draws their tags, but defines none: they come with lazy/elements.js, after the support ran.
    assert.ok(!/\.define\(/.test(read('acq-cashier.js')) && !hydrate.includes('lazy/elements.js'), hydrate.join(', '));
    const others = hydrate.filter((file) => file !== 'acq-cashier.js');
    assert.deepEqual(others.filter((file) => /["`'](acq-pay-methods|acq-order-summary|acq-saved-cards)["`']/.test(read(file))), [], 'no element is defined by the hydration support');
  });
});

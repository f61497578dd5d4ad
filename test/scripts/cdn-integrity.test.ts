/**
 * The CDN build's integrity files against the files it wrote: a fresh build into a folder
 * of its own (never racing another test's dist/cdn). Every JavaScript file is in
 * script-inventory.json and in exactly one import map, with the sha384 of its bytes
 * (hashed here, not by the build's helper); every file the entries import, statically or
 * with import(), is in its own page's map; snippet.html is the merchant map rebased.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildCdn } from '../../scripts/build.js';
import { rebaseImportMap, type ImportMap } from '../../scripts/cdn-import-map.js';
import { INTEGRITY_FILES } from '../../scripts/cdn-integrity-files.js';
import { afterPayFiles, sessionCodeFiles, staticImportsOf, type ScriptInventory } from '../../scripts/cdn-inventory.js';
import { AFTER_PAY_FILES, ELEMENTS_CHUNK, SESSION_CODE_FILES } from '../../scripts/cdn-purposes.js';

const dir = mkdtempSync(join(tmpdir(), 'acq-cdn-'));
const read = (file: string) => readFileSync(join(dir, file), 'utf8');
const readJson = <T>(file: string) => JSON.parse(read(file)) as T;
const sha384 = (file: string) => 'sha384-' + createHash('sha384').update(readFileSync(join(dir, file))).digest('base64');

/** Every file of the folder, relative, with '/'. */
function allFiles(): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => posix.join(...join(entry.parentPath, entry.name).slice(dir.length + 1).split('/')))
    .sort();
}

/** The relative modules a built file imports: `from"./x.js"`, `import"./x.js"`, import(`./x.js`). */
function importsOf(file: string): string[] {
  const specifiers = [...read(file).matchAll(/\b(?:from|import)\s*\(?\s*[`"'](\.\.?\/[^`"']+\.js)[`"']/g)].map((m) => m[1]!);
  return specifiers.map((specifier) => posix.normalize(posix.join(dirname(file), specifier)));
}

/** Every file an entry runs or may load, following imports. */
function reachableFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file));
  }
  return seen;
}

const keys = (map: ImportMap) => Object.keys(map.integrity).map((key) => key.replace(/^\.\//, ''));

describe('the CDN build pins every file it writes', { timeout: 120_000 }, () => {
  let inventory: ScriptInventory;
  let merchant: ImportMap;
  let cardForm: ImportMap;
  before(async () => {
    await buildCdn(dir);
    inventory = readJson(INTEGRITY_FILES.inventory);
    merchant = readJson(INTEGRITY_FILES.importMap);
    cardForm = readJson(INTEGRITY_FILES.cardFormImportMap);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('writes JavaScript and its integrity files only (no .mjs, .css or other code beside them)', () => {
    const other = allFiles().filter((file) => !file.endsWith('.js'));
    assert.deepEqual(other.sort(), Object.values(INTEGRITY_FILES).sort());
  });

  it('lists every .js file in the inventory, with the sha384 and size of its bytes', () => {
    const js = allFiles().filter((file) => file.endsWith('.js'));
    assert.ok(js.length > 50, `only ${js.length} files`);
    assert.deepEqual(inventory.files.map((f) => f.file), js);
    for (const entry of inventory.files) {
      assert.equal(entry.integrity, sha384(entry.file), entry.file);
      assert.equal(entry.bytes, readFileSync(join(dir, entry.file)).length, entry.file);
    }
    assert.deepEqual(readJson(INTEGRITY_FILES.integrity), Object.fromEntries(js.map((file) => [file, sha384(file)])));
  });

  it('gives every file a purpose', () => {
    const undocumented = inventory.files.filter((f) => f.purpose.startsWith('UNDOCUMENTED') || f.purpose.length < 20);
    assert.deepEqual(undocumented.map((f) => f.file), []);
  });

  it('puts every file in exactly one import map, the one of its page, with the same hash', () => {
    const merchantFiles = inventory.files.filter((f) => f.page === 'merchant');
    assert.deepEqual(keys(merchant), merchantFiles.map((f) => f.file));
    assert.deepEqual(keys(cardForm), inventory.files.filter((f) => f.page === 'card-form').map((f) => f.file));
    for (const f of inventory.files) {
      const map = f.page === 'merchant' ? merchant : cardForm;
      assert.equal(map.integrity[`./${f.file}`], sha384(f.file), f.file);
    }
    assert.ok(merchantFiles.some((f) => f.file.startsWith('lazy/')) && merchantFiles.some((f) => f.file.startsWith('chunks/')));
  });

  it("maps every file an entry imports, and nothing the merchant's page never loads", () => {
    const fromCashier = [...reachableFrom('acq-cashier.js')].sort();
    const mapped = new Set(keys(merchant));
    assert.deepEqual(fromCashier.filter((file) => !mapped.has(file)), []);
    // The merchant's map: the cashier's closure and the hydration support's (it imports lit-html from acq-cashier.js), nothing of the card page.
    assert.deepEqual([...mapped].sort(), [...new Set([...fromCashier, ...reachableFrom('acq-hydrate.js')])].sort());
    const fromCardForm = [...reachableFrom('acq-card-form.js')].sort();
    assert.deepEqual(fromCardForm, keys(cardForm).sort());
  });

  it('writes snippet.html: the merchant map rebased, its CSP hash and the pinned script tag', () => {
    const snippet = read(INTEGRITY_FILES.snippet);
    const base = `https://cdn.example/acq-cashier/${inventory.version}/`;
    const text = /<script type="importmap">([\s\S]*?)<\/script>/.exec(snippet)![1]!;
    assert.deepEqual(JSON.parse(text), rebaseImportMap(merchant, base));
    const cspHash = `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    assert.ok(snippet.includes(`script-src ${cspHash}`), 'the CSP hash of the map as written');
    assert.ok(snippet.includes(`src="${base}acq-cashier.js"`) && snippet.includes(`integrity="${sha384('acq-cashier.js')}"`));
  });

  it('snippet.html preloads the entry\'s static imports (none: the first load is one file) and nothing the first screen does not run', () => {
    const snippet = read(INTEGRITY_FILES.snippet);
    const links = [...snippet.matchAll(/<link rel="modulepreload" href="[^"]*\/acq-cashier\/[^/]+\/([^"]+)" integrity="([^"]+)" crossorigin="anonymous">/g)];
    assert.deepEqual(links.map((m) => m[1]).sort(), staticImportsOf(dir, ['acq-cashier.js']).sort());
    assert.deepEqual(links, [], 'acq-cashier.js imports nothing statically');
    assert.equal(snippet.match(/<link /g)?.length ?? 0, links.length, 'no other link (the session code is fetched after the first screen)');
    for (const m of links) assert.equal(m[2], sha384(m[1]!), m[1]);
    assert.ok(snippet.lastIndexOf('<link ') < snippet.indexOf('<script type="module"'), 'the links come before the entry');
  });

  it("the elements' code prefetches the session code by the names the build gave it (SESSION_CODE_FILES)", () => {
    const built = sessionCodeFiles(dir, staticImportsOf(dir, ['acq-cashier.js']));
    assert.deepEqual([...SESSION_CODE_FILES].sort(), built.sort());
    // Relative to the entry's URL (code-base.ts), wherever the prefetch's own chunk is.
    const elements = read(ELEMENTS_CHUNK);
    for (const file of SESSION_CODE_FILES) assert.ok(['"', '`'].some((q) => elements.includes(`${q}./${file}${q}`)), `${ELEMENTS_CHUNK} names ./${file}`);
    assert.ok(!read('acq-card-form.js').includes('session-shared'), "the card form's build prefetches nothing");
  });

  it('Pay prefetches the post-pay code by the names the build gave it (AFTER_PAY_FILES)', () => {
    const built = afterPayFiles(dir, staticImportsOf(dir, ['acq-cashier.js']));
    assert.deepEqual([...AFTER_PAY_FILES].sort(), built.sort());
    // The prefetch's module is the elements' code's (the session code calls it as Pay starts).
    const elements = read(ELEMENTS_CHUNK);
    for (const file of AFTER_PAY_FILES) assert.ok(['"', '`'].some((q) => elements.includes(`${q}./${file}${q}`)), `${ELEMENTS_CHUNK} names ./${file}`);
  });
});

describe('rebaseImportMap', () => {
  const map: ImportMap = { integrity: { './acq-cashier.js': 'sha384-a', './lazy/after-pay.js': 'sha384-b' } };

  it('resolves the keys against an absolute or a root-relative folder URL', () => {
    assert.deepEqual(rebaseImportMap(map, 'https://cdn.example/acq/0.1.0/').integrity, {
      'https://cdn.example/acq/0.1.0/acq-cashier.js': 'sha384-a',
      'https://cdn.example/acq/0.1.0/lazy/after-pay.js': 'sha384-b',
    });
    assert.deepEqual(Object.keys(rebaseImportMap(map, '/static/acq/0.1.0/').integrity), ['/static/acq/0.1.0/acq-cashier.js', '/static/acq/0.1.0/lazy/after-pay.js']);
  });

  it("refuses a base without its final '/' (every key would miss its file)", () => {
    assert.throws(() => rebaseImportMap(map, 'https://cdn.example/acq/0.1.0'), /end with '\/'/);
  });
});

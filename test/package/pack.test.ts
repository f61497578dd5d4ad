/**
 * The tarball npm would publish: what is in it, whether every entry the package.json
 * names is there, and what publint and arethetypeswrong say about it.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { NPM_DEFINES } from '../../scripts/build.js';
import { templateEdits } from '../../scripts/minify-templates.js';
import { packPackage, packageRoot, repoRoot, type Packed } from './pack.js';

const exec = promisify(execFile);
const manifest = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as Record<string, unknown>;

let dir: string;
let packed: Packed;
let paths: Set<string>;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'acq-pack-'));
  packed = await packPackage(dir);
  paths = new Set(packed.files.map((f) => f.path));
});
after(() => rmSync(dir, { recursive: true, force: true }));

/** Every file path an `exports` value points at (conditions flattened). */
function exportTargets(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(exportTargets);
  return [];
}

/** npm/webpack-style glob of a sideEffects entry, as a RegExp over packed paths. */
function globToRegExp(glob: string): RegExp {
  const body = glob
    .replace(/^\.\//, '')
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*\*\//g, '\u0000')
    .replace(/\*/g, '[^/]*')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL stood in for `**/` while the single stars were rewritten
    .replace(/\u0000/g, '(?:.*/)?');
  return new RegExp(`^${body}$`);
}

const hasPath = (target: string) => {
  const path = target.replace(/^\.\//, '');
  if (!path.includes('*')) return paths.has(path);
  const pattern = globToRegExp(path);
  return [...paths].some((p) => pattern.test(p));
};

test("every document the README links to is in the tarball (a merchant reads it in node_modules)", () => {
  const linked = [...readFileSync(join(packageRoot, 'README.md'), 'utf8').matchAll(/\]\((docs\/[^)#\s]+)/g)].map((m) => m[1]!);
  assert.ok(linked.length >= 5, `${linked.length} links to docs/`);
  assert.deepEqual([...new Set(linked)].filter((path) => !paths.has(path)), []);
});

test('the tarball holds the built package and nothing from the repository around it', () => {
  const junk = [...paths].filter((p) => /^(src|test|demo|examples|scripts|node_modules|\.pack)\/|^tsconfig|\.map$/.test(p));
  assert.deepEqual(junk, []);
  for (const required of ['package.json', 'README.md', 'LICENSE', 'custom-elements.json', 'dist/cdn/acq-cashier.js', 'dist/cdn/acq-card-form.js', 'dist/cdn/integrity.json']) {
    assert.ok(paths.has(required), `${required} is packed`);
  }
});

test('every file the package.json names is packed, with types beside each JS entry', () => {
  const targets = [
    ...exportTargets(manifest.exports),
    manifest.main as string,
    manifest.types as string,
    manifest.customElements as string,
    ...exportTargets(manifest.bin ?? {}),
  ];
  for (const target of targets) assert.ok(hasPath(target), `${target} is packed`);
  for (const [entry, conditions] of Object.entries(manifest.exports as Record<string, unknown>)) {
    const files = exportTargets(conditions);
    if (!files.some((f) => f.endsWith('.js'))) continue;
    assert.ok(files.some((f) => f.endsWith('.d.ts')), `${entry} has types`);
  }
});

test('every sideEffects pattern for the built files matches a packed element module', () => {
  const patterns = (manifest.sideEffects as string[]).filter((p) => p.startsWith('./dist/'));
  assert.ok(patterns.length > 0);
  for (const pattern of patterns) assert.ok(hasPath(pattern), `${pattern} matches a packed file`);
  // The modules that call customElements.define (through defineElement) are all covered, and
  // acq-cashier/hydrate, which is nothing but its effect (a bundler would drop its import).
  const withEffects = [...paths].filter((p) => /^dist\/npm\/(index|cdn|index-elements|hydrate|elements\/.*)\.js$/.test(p));
  const covered = (p: string) => patterns.some((pattern) => globToRegExp(pattern).test(p));
  assert.deepEqual(withEffects.filter((p) => !covered(p)), []);
});

test('the npm build ships its stylesheets minified, as the CDN module does (css`` has nothing left to collapse)', () => {
  const elements = join(packageRoot, 'dist/npm/elements');
  const files = readdirSync(elements, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
  const styled = files.filter((f) => /\bcss\s*`/.test(readFileSync(join(elements, f), 'utf8')));
  assert.ok(styled.length > 5, `${styled.length} files with css\`\``);
  const unminified = styled.filter((f) => templateEdits(readFileSync(join(elements, f), 'utf8'), { html: false }).length > 0);
  assert.deepEqual(unminified, []);
});

test("the npm build holds none of the CDN build's define names: a shop's minifier can drop the CDN-only prefetches", () => {
  const npm = join(packageRoot, 'dist/npm');
  const files = readdirSync(npm, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
  const names = Object.keys(NPM_DEFINES);
  assert.deepEqual(files.filter((f) => names.some((name) => readFileSync(join(npm, f), 'utf8').includes(name))), []);
  const prefetch = readFileSync(join(npm, 'elements/acq-cashier/code-prefetch.js'), 'utf8');
  assert.match(prefetch, /typeof undefined !== 'undefined'/);
});

test('the tarball has a sane size', () => {
  // 48 languages ship 9 files each (npm: the cashier's, card form's and subscription page's
  // catalogs × .js/.d.ts; CDN: their 3 chunks), most of the package: 815 KB, 1,162 files when
  // the subscription page's catalogs came. The bounds catch a stray folder (maps, tests), not growth by design.
  assert.ok(packed.size < 1_000_000, `tarball ${packed.size} B`);
  assert.ok(packed.unpackedSize < 4_500_000, `unpacked ${packed.unpackedSize} B`);
  assert.ok(packed.files.length < 1_400, `${packed.files.length} files`);
});

test('publint finds nothing, suggestions included', async () => {
  const tarball = readFileSync(packed.tarball);
  const { messages, pkg } = await publint({ pack: { tarball: new Uint8Array(tarball).buffer }, level: 'suggestion', strict: true });
  assert.deepEqual(messages.map((m) => formatMessage(m, pkg)), []);
});

test('arethetypeswrong finds no problem for ESM consumers (node16 and bundler resolution)', async () => {
  const attw = join(repoRoot, 'node_modules/.bin/attw');
  const result = await exec(attw, [packed.tarball, '--profile', 'esm-only', '--format', 'ascii'], { cwd: dir }).catch((error: { stdout: string; code: number }) => error);
  assert.equal('code' in result ? result.code : 0, 0, 'stdout' in result ? result.stdout : '');
});

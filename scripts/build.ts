/**
 * `npm run build`: the npm ESM entry points with declarations (dist/npm), the CDN module
 * (dist/cdn/acq-cashier.js) with what pins every file of it (integrity.json, the import
 * maps, snippet.html and script-inventory.json: scripts/cdn-integrity-files.ts), and the
 * custom-elements manifest (custom-elements.json), and from it the framework typings (dist/types).
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { writeIntegrityFiles } from './cdn-integrity-files.js';
import { jsFiles } from './cdn-inventory.js';
import { writeFrameworkTypes } from './generate-framework-types.js';
import { minifyTemplates } from './minify-templates.js';
import { run } from './run.js';

const root = new URL('..', import.meta.url).pathname;

/**
 * Builds the CDN folder (dist/cdn, or `outDir`: tests build a folder of their own) and
 * its integrity files. ACQ_CDN_BASE (the folder's URL, ending in '/') is where
 * snippet.html points; by default the README's https://cdn.example/acq-cashier/<version>/.
 */
export async function buildCdn(outDir = join(root, 'dist/cdn')): Promise<void> {
  const dir = resolve(root, outDir);
  await run('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, env: { ...process.env, ACQ_CDN_OUT_DIR: dir } });
  const undocumented = writeIntegrityFiles(dir, process.env.ACQ_CDN_BASE || undefined);
  if (undocumented.length) console.warn(`script-inventory.json: no purpose for ${undocumented.join(', ')} (scripts/cdn-purposes.ts)`);
}

/**
 * The CDN build's defines (vite.config.ts) as the npm build has them. Only the CDN build
 * knows its own file names: an npm build leaves preloading to the shop's bundler, whose
 * minifier then folds `typeof undefined` and drops the prefetch (about 120 B of a shop's first load).
 */
export const NPM_DEFINES: Readonly<Record<string, string>> = { __ACQ_SESSION_CODE_FILES__: 'undefined', __ACQ_AFTER_PAY_FILES__: 'undefined' };

function applyNpmDefines(code: string): string {
  let out = code;
  for (const [name, value] of Object.entries(NPM_DEFINES)) out = out.replaceAll(name, value);
  return out;
}

async function buildNpm(): Promise<void> {
  rmSync(join(root, 'dist/npm'), { recursive: true, force: true });
  await run('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: root });
  for (const file of jsFiles(join(root, 'dist/npm'))) {
    const code = readFileSync(file, 'utf8');
    const defined = applyNpmDefines(code);
    if (defined !== code) writeFileSync(file, defined);
  }
  // css`` minified as in the CDN build; html`` kept as written, as there: server-rendered
  // HTML (renderCashierHtml, from these files) hydrates only with the same template strings.
  // Every file is parsed (no text test first: tsc writes `css \``, which such a test once missed).
  for (const file of jsFiles(join(root, 'dist/npm/elements'))) {
    const code = readFileSync(file, 'utf8');
    const minified = minifyTemplates(code, { html: false });
    if (minified !== code) writeFileSync(file, minified);
  }
}

async function buildManifest(): Promise<void> {
  await run('npx', ['cem', 'analyze', '--litelement', '--globs', 'src/elements/**/*.ts', '--exclude', 'src/elements/**/*.styles.ts', '--quiet'], { cwd: root });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildNpm();
  await buildCdn();
  await buildManifest();
  writeFrameworkTypes(join(root, 'custom-elements.json'), join(root, 'dist/types'), '../npm/index.js');
  console.log('built dist/npm, dist/cdn (integrity.json, importmap.json, snippet.html, script-inventory.json), custom-elements.json and dist/types (jsx, vue, svelte)');
}

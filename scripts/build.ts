/**
 * `npm run build`: the npm ESM entry points with declarations (dist/npm), the CDN module
 * (dist/cdn/acq-cashier.js) with its SRI hashes (dist/cdn/integrity.json), and the
 * custom-elements manifest (custom-elements.json), and from it the framework typings (dist/types).
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { writeFrameworkTypes } from './generate-framework-types.js';
import { minifyTemplates } from './minify-templates.js';
import { run } from './run.js';

const root = new URL('..', import.meta.url).pathname;
const cdnDir = join(root, 'dist/cdn');

function sri(file: string): string {
  return 'sha384-' + createHash('sha384').update(readFileSync(file)).digest('base64');
}

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .map((name) => join(dir, name));
}

export async function buildCdn(): Promise<void> {
  await run('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root });
  const integrity = Object.fromEntries(
    jsFiles(cdnDir)
      .sort()
      .map((file) => [relative(cdnDir, file), sri(file)]),
  );
  writeFileSync(join(cdnDir, 'integrity.json'), JSON.stringify(integrity, null, 2) + '\n');
}

async function buildNpm(): Promise<void> {
  rmSync(join(root, 'dist/npm'), { recursive: true, force: true });
  await run('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: root });
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
  console.log('built dist/npm, dist/cdn (integrity.json), custom-elements.json and dist/types (jsx, vue, svelte)');
}

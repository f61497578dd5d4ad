/**
 * Bytes: the CDN module with its static imports (as shipped, gzip, brotli), each language
 * chunk, and the byte budgets CI asserts. Bytes do not vary between runs, so these are
 * the only numbers a test checks (test/budgets.test.ts).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildCdn } from '../../scripts/build.js';
import { staticImportsOf } from '../../scripts/cdn-inventory.js';
import { cdnBundle, cdnDir, repoRoot } from './paths.js';

/**
 * The script tag's critical path (acq-cashier.js, the first screen, and what it imports
 * statically: acq-lit.js), gzip. 30.5 KB until issue #31 moved the session
 * code (the flow, the proxy client, zod) into a lazy chunk loaded after the first screen:
 * 21,889 B then, 21,941 B once the first screen shared its request and JSON helpers,
 * 21,942 B with one idle import of lazy-elements.js and the first screen's resume rule,
 * 22,095 B with the session code's prefetch (session-code-prefetch.ts), 22,106 B with one
 * codeUnavailable() for its three load errors, 22,137 B with hasServerHtml, and 21,601 B once
 * the css`` minifier stopped reading an apostrophe in a comment as a string (ten stylesheets
 * had been left as written), 21,653 B with the early start of a theme's code, 21,821 B
 * with theme-pending.ts, 21,850 B once the subscription page shared it, 21,962 B with the
 * first screen's hold, 21,140 B once the entry carried only the first screen's English
 * (catalogs/en-first-screen.ts), 20,996 B with card scheme names apart from their layouts,
 * 20,763 B once acq-base.js joined acq-lit.js, 20,534 B once a subscription's period
 * phrases left the entry (shared/period-phrases.ts), and 20,575 B with the check for server
 * HTML on a page without the hydration support (first-screen.ts; its words are a lazy
 * chunk). Held there, with ~110 B of room.
 */
export const CDN_BUDGET_GZIP = 20.2 * 1024;
/**
 * Issue #31's target for that path: 15 KB. Not met (20,575 B). Measured on a throwaway
 * build with the elements' i18n imports stubbed: the engine (negotiation, formatting, the
 * translator, the localize controller) weighs 1.7 KB of the entry; the first screen's
 * English and the catalog stores in acq-lit.js ~1.6 KB more, so a first screen drawn from
 * the view's own strings and catalog would be ~18 KB. Below 15 KB also needs a first screen without
 * LitElement's reactive base (~3.2 KB). The bench reports the distance; the test asserts
 * CDN_BUDGET_GZIP.
 */
export const CRITICAL_PATH_BUDGET_GZIP = 15 * 1024;

/** Each lazily loaded language chunk, gzip (strictly less than). */
export const CHUNK_BUDGET_GZIP = 3 * 1024;

export interface FileSize {
  file: string;
  bytes: number;
  gzip: number;
  brotli: number;
}

export interface CdnSize {
  /** acq-cashier.js and its static imports, each compressed on its own (as served): `file` names them all. */
  bundle: FileSize;
  /** The server-rendered page's critical path: acq-hydrate.js, acq-cashier.js and their static imports (shared ones once). */
  ssrPath?: FileSize;
  /** Language chunks (dist/cdn/chunks). */
  chunks: FileSize[];
  /** Code loaded after the first render, on demand (dist/cdn/lazy): floating UI, warnings… */
  lazy: FileSize[];
  /** The sandbox's hosted card page bundle (never on merchant pages). */
  cardForm?: FileSize;
  /** Lit's hydration support, loaded before the module on server-rendered pages only (its lit-html is the bundle's). */
  hydrate?: FileSize;
}

export function gzipSize(data: Buffer | string): number {
  return gzipSync(data, { level: 9 }).length;
}

export function brotliSize(data: Buffer | string): number {
  return brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

export function fileSize(path: string, base = cdnDir): FileSize {
  const data = readFileSync(path);
  return { file: relative(base, path), bytes: data.length, gzip: gzipSize(data), brotli: brotliSize(data) };
}

/**
 * The critical path of a page: the files it runs before the module's first statement (its
 * entries and everything they import statically, transitively, read from the built
 * minified modules; import() not followed), summed: each is fetched and compressed on its own.
 */
export function criticalPathSize(dir: string, entry: string | readonly string[]): FileSize {
  const entries = typeof entry === 'string' ? [entry] : entry;
  const paths = [...entries, ...staticImportsOf(dir, entries)];
  const files = paths.map((file) => fileSize(join(dir, file), dir));
  const sum = (key: 'bytes' | 'gzip' | 'brotli') => files.reduce((total, f) => total + f[key], 0);
  return { file: files.map((f) => f.file).join(' + '), bytes: sum('bytes'), gzip: sum('gzip'), brotli: sum('brotli') };
}

/** The .js files of a folder of dist/cdn, largest first. */
function filesIn(dir: string, folder: string): FileSize[] {
  const full = join(dir, folder);
  if (!existsSync(full)) return [];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .map((name) => fileSize(join(full, name), dir))
    .sort((a, b) => b.gzip - a.gzip);
}

/** The built module, its language chunks, its lazy code chunks and the card page bundle. */
export function measureCdn(dir = cdnDir): CdnSize {
  const cardForm = join(dir, 'acq-card-form.js');
  const hydrate = join(dir, 'acq-hydrate.js');
  return {
    ...(existsSync(hydrate) ? { hydrate: fileSize(hydrate, dir), ssrPath: criticalPathSize(dir, ['acq-hydrate.js', 'acq-cashier.js']) } : {}),
    bundle: criticalPathSize(dir, 'acq-cashier.js'),
    chunks: filesIn(dir, 'chunks'),
    lazy: filesIn(dir, 'lazy'),
    ...(existsSync(cardForm) ? { cardForm: fileSize(cardForm, dir) } : {}),
  };
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    newest = Math.max(newest, statSync(join(dir, name)).mtimeMs);
  }
  return newest;
}

/** Builds dist/cdn unless it is there and newer than every file under src/ (and the build config). */
export async function ensureCdnBuild(options: { force?: boolean } = {}): Promise<'built' | 'reused'> {
  const sources = Math.max(newestMtime(join(repoRoot, 'src')), statSync(join(repoRoot, 'vite.config.ts')).mtimeMs);
  if (!options.force && existsSync(cdnBundle) && statSync(cdnBundle).mtimeMs >= sources) return 'reused';
  await buildCdn();
  return 'built';
}

export interface BudgetCheck {
  ok: boolean;
  cdnGzip: number;
  problems: string[];
  size: CdnSize;
}

/** The byte budgets: the critical path ≤ CDN_BUDGET_GZIP, every language chunk < 3 KB gzip. */
export function checkBudgets(dir = cdnDir): BudgetCheck {
  const size = measureCdn(dir);
  const problems: string[] = [];
  if (size.bundle.gzip > CDN_BUDGET_GZIP) {
    problems.push(`${size.bundle.file} is ${size.bundle.gzip} B gzip, over the ${CDN_BUDGET_GZIP} B budget by ${size.bundle.gzip - CDN_BUDGET_GZIP} B`);
  }
  for (const chunk of size.chunks) {
    if (chunk.gzip >= CHUNK_BUDGET_GZIP) problems.push(`${chunk.file} is ${chunk.gzip} B gzip, not under the ${CHUNK_BUDGET_GZIP} B budget`);
  }
  return { ok: problems.length === 0, cdnGzip: size.bundle.gzip, problems, size };
}

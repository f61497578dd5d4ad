/**
 * Bytes: the CDN module with its static imports (as shipped, gzip, brotli), each language
 * chunk, and the byte budgets CI asserts. Bytes do not vary between runs, so these are
 * the only numbers a test checks (test/budgets.test.ts).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildCdn } from '../../scripts/build.js';
import { preloadsOf } from '../../scripts/cdn-inventory.js';
import { cdnBundle, cdnDir, repoRoot } from './paths.js';

/**
 * The script tag's critical path (acq-cashier.js and what it imports statically: nothing
 * today), gzip: issue #31's target, 15 KB. 30.5 KB until that issue moved the session
 * code (the flow, the proxy client, zod) into a lazy chunk loaded after the first screen,
 * ~22 KB then, 20.6 KB after trims of what the entry carried (the first screen's English
 * alone, scheme names apart, subscription phrases lazy). 15,251 B once the entry drew the
 * first screen with lit-html alone (elements/acq-cashier/pre-render.ts: LitElement, the
 * classes and their controllers are the lazy elements' code, which takes that drawing over)
 * in the locale the proxy negotiated (the view's `locale`: no negotiation on the first
 * load), with the catalog loader, the embedded view's check and the text direction table
 * off it too. 14,846 B as one file (lit-html, Lit's css tag and the first screen's English
 * had been a second file, acq-lit.js, fetched only once the entry was read).
 */
export const CRITICAL_PATH_BUDGET_GZIP = 15 * 1024;
/** What the test asserts: the target itself. */
export const CDN_BUDGET_GZIP = CRITICAL_PATH_BUDGET_GZIP;

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
  // A server-rendered page's: what it preloads too (the elements' code, which hydrates its HTML).
  const paths = [...entries, ...preloadsOf(dir, entries)];
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

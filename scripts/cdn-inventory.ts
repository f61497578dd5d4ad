/**
 * The script inventory of dist/cdn (script-inventory.json): every JavaScript file a page
 * may run, which page, why, and its SRI hash — the list PCI DSS 4.0.1 requirement 6.4.3
 * asks a merchant to keep of the scripts on its payment page.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { AFTER_PAY_CHUNK, ELEMENTS_CHUNK, purposeOf, SESSION_CODE_CHUNK, type CdnPage } from './cdn-purposes.js';

export interface InventoryEntry {
  /** Path relative to the versioned CDN folder, with '/' ('lazy/after-pay.js'). */
  file: string;
  page: CdnPage;
  purpose: string;
  /** The SRI hash of the file's bytes: 'sha384-…'. */
  integrity: string;
  bytes: number;
}

export interface ScriptInventory {
  package: string;
  version: string;
  /** What `page` means. */
  pages: Record<CdnPage, string>;
  files: InventoryEntry[];
}

export function sri(bytes: Uint8Array): string {
  return 'sha384-' + createHash('sha384').update(bytes).digest('base64');
}

/** Every .js file under `dir`, recursively, as absolute paths. */
export function jsFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .map((name) => join(dir, name));
}

/** A built module's static imports (`import"./x.js"`, `from"./x.js"`; not import()), relative to the folder. */
function staticImports(cdnDir: string, file: string): string[] {
  const code = readFileSync(join(cdnDir, file), 'utf8');
  const specifiers = [...code.matchAll(/\b(?:from|import)\s*["'](\.\.?\/[^"']+\.js)["']/g)].map((m) => m[1]!);
  return specifiers.map((specifier) => posix.normalize(posix.join(posix.dirname(file), specifier)));
}

/**
 * What a page fetches and runs before an entry's first statement: the entry and its static
 * imports, transitively, entry first (['acq-cashier.js'] alone today): its critical path.
 */
export function staticClosure(cdnDir: string, entry: string): string[] {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(cdnDir, file));
  }
  return [...seen];
}

/**
 * The session code (SESSION_CODE_CHUNK) and the files it imports statically that the entry
 * does not (`first`: the entry's static imports) and the elements' code (ELEMENTS_CHUNK,
 * which the entry loads at once) does not: what the first screen prefetches as it hands over.
 */
export function sessionCodeFiles(cdnDir: string, first: readonly string[]): string[] {
  return filesBeyond(cdnDir, SESSION_CODE_CHUNK, first, [ELEMENTS_CHUNK]);
}

/** The post-pay code (AFTER_PAY_CHUNK) and the files it imports statically that none of the above loaded: what Pay prefetches. */
export function afterPayFiles(cdnDir: string, first: readonly string[]): string[] {
  return filesBeyond(cdnDir, AFTER_PAY_CHUNK, first, [ELEMENTS_CHUNK, SESSION_CODE_CHUNK]);
}

/** A lazy chunk and what it imports statically, but for the entry, `first` and the closures of the chunks loaded before it. */
function filesBeyond(cdnDir: string, chunk: string, first: readonly string[], before: readonly string[]): string[] {
  const loaded = new Set([...first, ...before.flatMap((file) => staticClosure(cdnDir, file))]);
  return staticClosure(cdnDir, chunk).filter((file) => file !== 'acq-cashier.js' && !loaded.has(file));
}

/**
 * What a page's entries (script tags) import statically, transitively, apart from the
 * entries themselves: the files a merchant page preloads (`<link rel="modulepreload">`).
 */
export function staticImportsOf(cdnDir: string, entries: readonly string[]): string[] {
  const closure = new Set(entries.flatMap((entry) => staticClosure(cdnDir, entry)));
  return [...closure].filter((file) => !entries.includes(file));
}

/**
 * What a page preloads for its entries: their static imports, and on a server-rendered
 * page (acq-hydrate.js among them) the elements' code too (ELEMENTS_CHUNK and its static
 * imports), which the entry imports at once and which hydrates the server's HTML: found
 * only once the entry runs, it would cost the hydration a round trip or two.
 */
export function preloadsOf(cdnDir: string, entries: readonly string[]): string[] {
  const preload = staticImportsOf(cdnDir, entries);
  if (!entries.includes('acq-hydrate.js')) return preload;
  return [...new Set([...preload, ...staticClosure(cdnDir, ELEMENTS_CHUNK)])].filter((file) => !entries.includes(file));
}

/** Every .js file of a built CDN folder with its page, purpose and hash, sorted by path. */
export function inventoryEntries(cdnDir: string): InventoryEntry[] {
  return jsFiles(cdnDir)
    .map((path) => {
      const bytes = readFileSync(path);
      const file = relative(cdnDir, path).split(sep).join('/');
      return { file, ...purposeOf(file), integrity: sri(bytes), bytes: bytes.length };
    })
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

export function scriptInventory(entries: InventoryEntry[], pkg: { name: string; version: string }): ScriptInventory {
  return {
    package: pkg.name,
    version: pkg.version,
    pages: {
      merchant: "the merchant's payment page (the page that loads acq-cashier.js); importmap.json pins these",
      'card-form': "the acquirer's hosted card page only, never the merchant's page; importmap-card-form.json pins these",
    },
    files: entries,
  };
}

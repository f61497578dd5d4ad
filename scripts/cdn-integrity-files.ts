/**
 * What the CDN build writes beside the code so that a page can pin all of it:
 * - integrity.json: every .js file's SRI hash, by path (for script tags' `integrity`);
 * - importmap.json / importmap-card-form.json: the merchant page's and the hosted card
 *   page's import maps, keyed relative to the versioned folder;
 * - snippet.html: the merchant page's import map, preload links and script tag, rebased onto `base`;
 * - script-inventory.json: every file, its page, purpose and hash (PCI DSS 6.4.3).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { importMap, snippetHtml } from './cdn-import-map.js';
import { inventoryEntries, scriptInventory, staticImportsOf } from './cdn-inventory.js';
import { UNDOCUMENTED } from './cdn-purposes.js';

export const INTEGRITY_FILES = {
  integrity: 'integrity.json',
  importMap: 'importmap.json',
  cardFormImportMap: 'importmap-card-form.json',
  snippet: 'snippet.html',
  inventory: 'script-inventory.json',
} as const;

const packageJson = new URL('../package.json', import.meta.url);

/** Where snippet.html says the folder is served unless ACQ_CDN_BASE names it: the README's CDN. */
export function defaultCdnBase(version: string): string {
  return `https://cdn.example/acq-cashier/${version}/`;
}

function writeJson(file: string, value: unknown): void {
  writeFileSync(file, JSON.stringify(value, null, 2) + '\n');
}

/** Writes the integrity files of a built CDN folder; returns the files no purpose describes. */
export function writeIntegrityFiles(cdnDir: string, base?: string): string[] {
  const pkg = JSON.parse(readFileSync(packageJson, 'utf8')) as { name: string; version: string };
  const entries = inventoryEntries(cdnDir);
  writeJson(join(cdnDir, INTEGRITY_FILES.integrity), Object.fromEntries(entries.map((e) => [e.file, e.integrity])));
  const merchantMap = importMap(entries, 'merchant');
  writeJson(join(cdnDir, INTEGRITY_FILES.importMap), merchantMap);
  writeJson(join(cdnDir, INTEGRITY_FILES.cardFormImportMap), importMap(entries, 'card-form'));
  // The entry's static imports (none today: the first load is one file), preloaded beside it. Not the session code: the
  // cashier fetches it once its first screen is drawn (preloaded, its compile cost that screen 7-20 ms: issue 31).
  const preload = staticImportsOf(cdnDir, ['acq-cashier.js']);
  writeFileSync(join(cdnDir, INTEGRITY_FILES.snippet), snippetHtml(merchantMap, base ?? defaultCdnBase(pkg.version), pkg.version, preload));
  writeJson(join(cdnDir, INTEGRITY_FILES.inventory), scriptInventory(entries, pkg));
  return entries.filter((e) => e.purpose.startsWith(UNDOCUMENTED)).map((e) => e.file);
}

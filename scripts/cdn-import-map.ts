/**
 * The import maps that make a browser refuse any changed CDN file, lazy chunks included:
 * an import map's `integrity` pins every module URL it names, for script tags without an
 * `integrity` attribute, static imports and import() alike (Chromium 127+). Its keys are
 * URLs resolved against the page, so the files are keyed relative to the versioned CDN
 * folder ('./lazy/after-pay.js') and rebased onto the folder's URL where it is served.
 */
import { createHash } from 'node:crypto';
import type { CdnPage } from './cdn-purposes.js';
import type { InventoryEntry } from './cdn-inventory.js';

export interface ImportMap {
  integrity: Record<string, string>;
}

/** The import map of one page's files, keyed './file' (relative to the CDN folder). */
export function importMap(entries: readonly InventoryEntry[], page: CdnPage): ImportMap {
  const integrity: Record<string, string> = {};
  for (const entry of entries) if (entry.page === page) integrity[`./${entry.file}`] = entry.integrity;
  return { integrity };
}

/**
 * The map with its keys resolved against `base`, the URL of the versioned CDN folder:
 * absolute ('https://cdn.example/acq-cashier/0.1.0/') or from the site's root
 * ('/static/acq-cashier/0.1.0/'). It must end with '/': without it the last segment
 * would be replaced, and no key would name a file the page loads.
 */
export function rebaseImportMap(map: ImportMap, base: string): ImportMap {
  if (!base.endsWith('/')) throw new Error(`the CDN base must end with '/': ${base}`);
  const rootRelative = base.startsWith('/') && !base.startsWith('//');
  const absolute = new URL(base, rootRelative ? 'https://root.invalid' : undefined);
  const rebase = (key: string) => {
    const url = new URL(key, absolute);
    return rootRelative ? url.pathname : url.href;
  };
  return { integrity: Object.fromEntries(Object.entries(map.integrity).map(([key, hash]) => [rebase(key), hash])) };
}

/** The import map as the text of a `<script type="importmap">`, one file a line. */
export function importMapText(map: ImportMap): string {
  return JSON.stringify(map, null, 2);
}

/** The CSP hash-source that allows this inline import map: 'sha256-…' of its exact text. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The paste-ready head of a merchant page (dist/cdn/snippet.html): the import map
 * rebased onto `base`, a modulepreload link for each file the entry imports statically
 * (`preload`: none today, as the entry is one file), then the entry's script tag. The links
 * let the browser fetch those files beside the entry rather than after it; each is pinned by
 * its own attribute too.
 * No link for the session code: the cashier fetches it once its first screen is drawn
 * (code-prefetch.ts); a preload's compile landed while the view was awaited.
 */
export function snippetHtml(merchantMap: ImportMap, base: string, version: string, preload: readonly string[] = []): string {
  const rebased = rebaseImportMap(merchantMap, base);
  const text = importMapText(rebased);
  const hash = (file: string) => merchantMap.integrity[`./${file}`];
  const links = preload.map((file) => `<link rel="modulepreload" href="${base}${file}" integrity="${hash(file)}" crossorigin="anonymous">\n`).join('');
  return `<!-- acq-cashier ${version}: in <head>, before any other module script. The import map pins every
     file the cashier may run (entry, lazy/ and chunks/); the browser refuses a changed one.
     Files served from ${base} (see docs/security-integrity.md to rebase).
     A strict CSP allows this inline map by its hash: script-src ${cspHash(text)} -->
<script type="importmap">${text}</script>
${links}<script type="module" src="${base}acq-cashier.js" blocking="render"
        integrity="${hash('acq-cashier.js')}" crossorigin="anonymous"></script>
`;
}

/**
 * Serves the built CDN files (dist/cdn) at /assets/*. Only files inside assetsDir are
 * served; the card page asks whether the card form's own bundle exists and for its SRI
 * hash (computed from the file itself).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { CardPageBundle } from './pages/card-page.js';

/** The card page's bundle: `<acq-card-form>` alone, not the merchant's cashier. */
export const BUNDLE_FILE = 'acq-card-form.js';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

export interface AssetServer {
  serve(path: string): Promise<Response | undefined>;
  bundle(): Promise<CardPageBundle>;
}

/**
 * The build's import map of the card form's files (importmap-card-form.json: its lazy code
 * and language chunks), rebased onto /assets/: the browser then refuses any of them changed,
 * not only the entry. Absent from an older build: the page pins the entry alone.
 */
async function cardImportMap(read: (relative: string) => Promise<Buffer | undefined>): Promise<{ importMap?: string; importMapHash?: string }> {
  const bytes = await read('importmap-card-form.json');
  if (!bytes) return {};
  const map = JSON.parse(bytes.toString('utf8')) as { integrity: Record<string, string> };
  const integrity = Object.fromEntries(Object.entries(map.integrity).map(([key, hash]) => [`/assets/${key.replace(/^\.\//, '')}`, hash]));
  const importMap = JSON.stringify({ integrity });
  // The page's CSP allows this inline map, and only it, by the hash of its exact text.
  return { importMap, importMapHash: `'sha256-${createHash('sha256').update(importMap).digest('base64')}'` };
}

export function createAssetServer(dir: string): AssetServer {
  const root = normalize(dir + sep);
  const read = async (relative: string) => {
    const file = normalize(join(root, relative));
    if (!file.startsWith(root)) return undefined;
    try {
      return await readFile(file);
    } catch {
      return undefined;
    }
  };
  return {
    async serve(relative) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(relative);
      } catch {
        return undefined;
      }
      if (decoded.includes('\0')) return undefined;
      const bytes = await read(decoded);
      if (!bytes) return undefined;
      return new Response(new Uint8Array(bytes), {
        headers: {
          'Content-Type': TYPES[extname(decoded)] ?? 'application/octet-stream',
          'Cache-Control': 'no-cache',
          'Access-Control-Allow-Origin': '*',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    },
    async bundle() {
      const bytes = await read(BUNDLE_FILE);
      if (!bytes) return {};
      // Hashed from the file served, so the SRI attribute can never be stale.
      const integrity = `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
      return { src: `/assets/${BUNDLE_FILE}`, integrity, ...(await cardImportMap(read)) };
    },
  };
}

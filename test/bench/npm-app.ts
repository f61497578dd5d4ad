/**
 * The npm entry as a merchant's bundler sees it: the packed tarball (`npm pack`, as
 * published) installed into a tiny Vite app in a temp dir whose only code is
 * `import 'acq-cashier'` (beside a lazy route of its own) and an `<acq-cashier>` tag, built with Vite's defaults
 * (tree-shaking, minify) of the shop's own Vite: SHOP_VITE, what a shop started today
 * installs, not this repository's. Its JS gzip is what `acq-cashier` adds to a shop, set against
 * the same tarball's CDN module (dist/cdn/acq-cashier.js), which does the same job from a script tag.
 * Needs `npm run build` (dist/npm and dist/cdn) and the npm registry or cache for Lit, Vite & co.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildOutputs, chunksOf, staticChunkClosure } from '../../scripts/chunk-closure.js';
import { npmInstall, packPackage } from '../package/pack.js';
import { criticalPathSize, gzipSize } from './size.js';

export interface NpmAppSizes {
  /** The app built from the tarball as npm would publish it. */
  packed: NpmAppSize;
  /** The same tarball's dist/cdn/acq-cashier.js with its static imports, gzip: the script-tag module with English inside. */
  cdnGzip: number;
  /**
   * The same shop without acq-cashier, code-split like any routed SPA (one lazy route of
   * its own): its entry is Vite's own runtime (modulepreload polyfill, preload helper),
   * which the shop pays with or without the cashier. packed.entryGzip − this is what the
   * cashier adds up front.
   */
  shellGzip: number;
}

export interface NpmAppSize {
  /** JS the page loads up front: the entry chunk and the chunks it imports statically. */
  entryGzip: number;
  entryBytes: number;
  /** JS loaded later (other languages, post-payment code), all chunks together. */
  lazyGzip: number;
  lazyChunks: number;
  css: number;
  /** Whether the entry still defines the element at all (false: the bundler dropped the import as side-effect free). */
  definesCashier: boolean;
}

/**
 * The shop's Vite. Vite 8.4's rolldown 1.3 keeps lit-html, Lit's css tag and the theme's
 * variable names in the shop's entry; 8.3's split them into files of their own, each
 * compressed alone (+486 B up front, rolldown#10731).
 */
export const SHOP_VITE = '8.4.0';

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>shop</title></head>
<body><acq-cashier session="cs_bench" endpoint="/cashier"></acq-cashier>
<script type="module" src="./main.js"></script></body></html>
`;

export async function measureNpmApp(): Promise<NpmAppSizes> {
  const dir = mkdtempSync(join(tmpdir(), 'acq-bench-app-'));
  try {
    const { tarball } = await packPackage(join(dir, 'pack'));
    const shop = { name: 'bench-shop', private: true, type: 'module', dependencies: { 'acq-cashier': `file:${tarball}` }, devDependencies: { vite: SHOP_VITE } };
    writeFileSync(join(dir, 'package.json'), JSON.stringify(shop));
    writeFileSync(join(dir, 'index.html'), PAGE);
    await npmInstall(dir);
    const cdnGzip = criticalPathSize(join(dir, 'node_modules/acq-cashier/dist/cdn'), 'acq-cashier.js').gzip;
    writeFileSync(join(dir, 'route.js'), 'export const route = document.title;\n');
    writeFileSync(join(dir, 'main.js'), "import 'acq-cashier';\nimport('./route.js');\n");
    const packed = await buildApp(dir);
    writeFileSync(join(dir, 'main.js'), "import('./route.js');\n");
    return { packed, cdnGzip, shellGzip: (await buildApp(dir)).entryGzip };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function buildApp(dir: string): Promise<NpmAppSize> {
  const { build } = (await import(pathToFileURL(join(dir, 'node_modules/vite/dist/node/index.js')).href)) as typeof import('vite');
  const result = await build({ configFile: false, root: dir, logLevel: 'silent', build: { write: false, outDir: join(dir, 'dist') } });
  const size: NpmAppSize = { entryGzip: 0, entryBytes: 0, lazyGzip: 0, lazyChunks: 0, css: 0, definesCashier: false };
  const outputs = buildOutputs(result);
  const chunks = chunksOf(result);
  // Up front: the entry and every chunk it imports statically (the browser loads them before it runs).
  const entries = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  const upFront = new Set(staticChunkClosure((file) => chunks.get(file), entries));
  for (const output of outputs) {
    if (output.type === 'asset') {
      if (output.fileName.endsWith('.css')) size.css += gzipSize(Buffer.from(output.source));
      continue;
    }
    if (upFront.has(output.fileName)) {
      size.entryGzip += gzipSize(output.code);
      size.entryBytes += Buffer.byteLength(output.code);
      size.definesCashier ||= /["'`]acq-cashier["'`]/.test(output.code);
    } else {
      size.lazyGzip += gzipSize(output.code);
      size.lazyChunks += 1;
    }
  }
  return size;
}

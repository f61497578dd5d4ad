/**
 * The npm entry as a merchant's bundler sees it: a tiny Vite app in a temp dir whose
 * only code is `import 'acq-cashier'` and an `<acq-cashier>` tag, built with Vite's
 * defaults (tree-shaking, minify). Its JS gzip is what `acq-cashier` adds to a shop.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';
import { repoRoot } from './paths.js';
import { gzipSize } from './size.js';

export interface NpmAppSizes {
  /** With the package's own sideEffects field, as a merchant's bundler reads it. */
  asPublished: NpmAppSize;
  /** With every module under src/ kept for its side effects (what a complete sideEffects field gives). */
  elementsKept: NpmAppSize;
}

export interface NpmAppSize {
  /** JS the page loads up front (the entry chunk). */
  entryGzip: number;
  entryBytes: number;
  /** JS loaded later (other languages), all chunks together. */
  lazyGzip: number;
  lazyChunks: number;
  css: number;
  /** Whether the entry still contains the element's tag at all (false: the import was tree-shaken away). */
  definesCashier: boolean;
}

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>shop</title></head>
<body><acq-cashier session="cs_bench" endpoint="/cashier"></acq-cashier>
<script type="module" src="./main.js"></script></body></html>
`;

function outputsOf(result: Awaited<ReturnType<typeof build>>): (Rollup.OutputChunk | Rollup.OutputAsset)[] {
  const list = Array.isArray(result) ? result : [result];
  return list.flatMap((r) => ('output' in r ? r.output : []));
}

/** Marks our own modules as having side effects (each element module defines its tag). */
function keepSourceModules(): Plugin {
  const src = join(repoRoot, 'src') + '/';
  return { name: 'acq-bench-keep-src', transform: (code, id) => (id.startsWith(src) ? { code, moduleSideEffects: true } : null) };
}

export async function measureNpmApp(): Promise<NpmAppSizes> {
  return { asPublished: await buildApp(false), elementsKept: await buildApp(true) };
}

async function buildApp(keepSource: boolean): Promise<NpmAppSize> {
  const dir = mkdtempSync(join(tmpdir(), 'acq-bench-app-'));
  try {
    writeFileSync(join(dir, 'index.html'), PAGE);
    writeFileSync(join(dir, 'main.js'), "import 'acq-cashier';\n");
    const result = await build({
      configFile: false,
      root: dir,
      logLevel: 'silent',
      resolve: { alias: { 'acq-cashier': join(repoRoot, 'src/index.ts') } },
      plugins: keepSource ? [keepSourceModules()] : [],
      build: { write: false, outDir: join(dir, 'dist') },
    });
    const size: NpmAppSize = { entryGzip: 0, entryBytes: 0, lazyGzip: 0, lazyChunks: 0, css: 0, definesCashier: false };
    for (const output of outputsOf(result)) {
      if (output.type === 'asset') {
        if (output.fileName.endsWith('.css')) size.css += gzipSize(Buffer.from(output.source));
        continue;
      }
      if (output.isEntry) {
        size.entryGzip += gzipSize(output.code);
        size.entryBytes += Buffer.byteLength(output.code);
        size.definesCashier ||= output.code.includes('"acq-cashier"') || output.code.includes('`acq-cashier`') || output.code.includes("'acq-cashier'");
      } else {
        size.lazyGzip += gzipSize(output.code);
        size.lazyChunks += 1;
      }
    }
    return size;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The demo's own pages (the shop, checkout, theme preview, the Vite app and the strict-CSP
 * page's recorder), built once at start-up and then served as plain files. A built page
 * has no HMR client (Vite's dev server injects one that can only fail here: the demo
 * has no WebSocket), runs Lit in production mode (no dev-mode warning) and needs no
 * inline script, so every page can carry a strict CSP. Edit a page: restart `npm start`.
 */
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { build, type Plugin } from 'vite';
import { cdnStartSideEffects } from '../vite.config.js';

const root = new URL('..', import.meta.url).pathname;
const demoDir = join(root, 'demo');

/** The built files by path (`index.html`, `assets/…`): kept in memory, so nothing is written and two demos never race. */
export type BuiltPages = ReadonlyMap<string, Uint8Array>;

/** The HTML pages, relative to demo/, as they are served. */
export const PAGE_FILES = ['index.html', 'checkout.html', 'theme-preview.html', 'spa/index.html'] as const;

/**
 * Catalogs keep their names (chunks/de.js, like the CDN build): the end-to-end tests and a
 * developer's network panel see which language was loaded. Other chunks are hashed.
 */
function chunkName(chunk: { moduleIds: string[] }): string {
  // Every module of the chunk: the bundler may put a catalog (the first screen's English) in a chunk of other code.
  const inFolder = (folder: string) => chunk.moduleIds.every((id) => id.includes(`/core/i18n/${folder}/`));
  if (inFolder('catalogs')) return 'assets/chunks/[name].js';
  return inFolder('card-catalogs') ? 'assets/chunks/card-[name].js' : 'assets/[name]-[hash].js';
}

/**
 * Vite's build writes its own entry <script> and drops attributes it does not know: a page
 * whose script is `blocking="render"` (checkout.html: the first paint already holds the
 * cashier's skeleton) gets it back on the built entry script.
 */
function keepRenderBlocking(): Plugin {
  return {
    name: 'demo-keep-render-blocking',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!readFileSync(ctx.filename, 'utf8').includes('blocking="render"')) return html;
        return html.replace('<script type="module" crossorigin src=', '<script type="module" crossorigin blocking="render" src=');
      },
    },
  };
}

export async function buildPages(): Promise<BuiltPages> {
  const input = Object.fromEntries(PAGE_FILES.map((file) => [file.replace(/\.html$/, ''), join(demoDir, file)]));
  const result = await build({
    configFile: false,
    root: demoDir,
    logLevel: 'warn',
    plugins: [cdnStartSideEffects(), keepRenderBlocking()],
    resolve: { alias: { 'acq-cashier': join(root, 'src/index.ts') }, conditions: ['browser', 'production'] },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      target: 'es2022',
      reportCompressedSize: false,
      // Readable code in the browser's developer tools; the CDN module is the minified one.
      minify: false,
      rolldownOptions: {
        // csp.ts is the strict-CSP page's recorder: csp.html (served on its own) loads it as /csp.js.
        input: { ...input, csp: join(demoDir, 'csp.ts') },
        output: {
          entryFileNames: (chunk) => (chunk.name === 'csp' ? 'csp.js' : 'assets/[name]-[hash].js'),
          chunkFileNames: chunkName,
        },
      },
    },
  });
  if (!('output' in result)) throw new Error('The demo pages build gave no single output');
  return new Map(result.output.map((file) => [file.fileName, Buffer.from(file.type === 'chunk' ? file.code : file.source)]));
}

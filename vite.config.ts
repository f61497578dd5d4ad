import { build, defineConfig, type Plugin, type UserConfig } from 'vite';
import { minifyTemplatesPlugin } from './scripts/minify-templates.js';

/**
 * The CDN build: two self-contained, fully minified ES modules for a
 * `<script type="module">` tag, each built on its own so that neither imports the other:
 * - dist/cdn/acq-cashier.js — src/cdn.ts (index.ts with `<acq-result>` lazy), what a merchant page loads;
 * - dist/cdn/acq-card-form.js — `<acq-card-form>`, for the acquirer's hosted card page only;
 * - dist/cdn/acq-hydrate.js — Lit's hydration support, before acq-cashier.js on server-rendered pages only.
 * Only English is inside them; every other language is its own lazily loaded chunk in
 * dist/cdn/chunks/, and code that is not needed for the first render (the floating
 * positioning of menus and hints) is a lazy chunk in dist/cdn/lazy/.
 */

const CARD_FORM_ENTRY = 'src/elements/acq-card-form/acq-card-form.ts';
/** scripts/build.ts names the folder (a test builds one of its own); dist/cdn otherwise. */
const OUT_DIR = process.env.ACQ_CDN_OUT_DIR || 'dist/cdn';
const HYDRATE_ENTRY = 'src/hydrate.ts';

/**
 * src/cdn-start.ts runs for its effect (starting the view requests), but package.json's
 * `sideEffects` (written for the npm entry, which must not touch the document at import)
 * does not list it: without this the bundler drops its import.
 */
export function cdnStartSideEffects(): Plugin {
  return {
    name: 'acq-cdn-start-side-effects',
    transform(code, id) {
      return id.endsWith('/src/cdn-start.ts') ? { code, moduleSideEffects: true } : undefined;
    },
  };
}

/**
 * `folder` keeps each bundle's chunks apart (both bundles write into dist/cdn). Chunk
 * names carry no content hash: random hash characters in every import() path barely
 * compress (≈270 B gzip of the entry); the CDN is versioned by its path instead
 * (…/acq-cashier/<version>/), and integrity.json and importmap.json pin every file.
 */
function cdnConfig(entry: string, file: string, emptyOutDir: boolean, folder = ''): UserConfig {
  return {
    logLevel: 'warn',
    // The merchant's module keeps html`` as written: server-rendered HTML hydrates only with the same template strings.
    plugins: [minifyTemplatesPlugin({ html: file !== 'acq-cashier.js' }), cdnStartSideEffects()],
    build: {
      outDir: OUT_DIR,
      emptyOutDir,
      target: 'es2022',
      reportCompressedSize: false,
      lib: { entry, formats: ['es'], fileName: () => file },
      rolldownOptions: {
        // Lets code shared by the entry and a lazy chunk stay in the entry (the lazy chunk
        // imports it from there) instead of becoming a third chunk the entry would import:
        // each CDN file stays one self-contained module.
        preserveEntrySignatures: 'allow-extension',
        // The card form's bundle imports the catalogs' import map up front on purpose (its page knows its
        // language at once); the merchant's keeps it lazy. Rolldown's note on that is no news.
        onLog(level, log, handler) {
          if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && log.message.includes('catalog-importers')) return;
          handler(level, log);
        },
        output: {
          // Vite 8's library mode leaves whitespace in ES output unless forced.
          minify: true,
          // No comments at all: the /* @__PURE__ */ annotations have done their work by then.
          comments: false,
          // Language catalogs in chunks/ (each has its own byte budget; the card form's are card-<id>, the
          // subscription page's manage-<id>),
          // any other lazy code in lazy/.
          chunkFileNames: (chunk) => {
            const inFolder = (folder: string) => chunk.moduleIds.some((id) => id.includes(`/core/i18n/${folder}/`));
            if (inFolder('catalogs')) return `chunks/${folder}[name].js`;
            // Every module: English of that family is inside the subscription page's own chunk.
            if (chunk.moduleIds.every((id) => id.includes('/core/i18n/manage-catalogs/'))) return `chunks/${folder}manage-[name].js`;
            return inFolder('card-catalogs') ? `chunks/${folder}card-[name].js` : `lazy/${folder}[name].js`;
          },
        },
      },
    },
    define: {
      // Lit's production build: no dev-mode warnings, smaller.
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    resolve: { conditions: ['browser', 'production'] },
  };
}

/** After the merchant bundle, the card form's and the hydration support's own bundles into the same folder. */
function otherBundles(): Plugin {
  return {
    name: 'acq-other-bundles',
    apply: 'build',
    async closeBundle() {
      // configFile: false — this config file is not read again (it would recurse).
      await build({ configFile: false, ...cdnConfig(CARD_FORM_ENTRY, 'acq-card-form.js', false, 'card-form/') });
      await build({ configFile: false, ...cdnConfig(HYDRATE_ENTRY, 'acq-hydrate.js', false, 'hydrate/') });
    },
  };
}

const merchant = cdnConfig('src/cdn.ts', 'acq-cashier.js', true);
export default defineConfig({ ...merchant, plugins: [...(merchant.plugins ?? []), otherBundles()] });

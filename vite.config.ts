import { build, defineConfig, type Plugin, type UserConfig } from 'vite';
import { AFTER_PAY_FILES, LIT_CHUNK, SESSION_CODE_FILES } from './scripts/cdn-purposes.js';
import { minifyTemplatesPlugin } from './scripts/minify-templates.js';

/**
 * The CDN build: fully minified ES modules for `<script type="module">` tags, in two
 * builds that never import each other's files:
 * - the merchant page's: dist/cdn/acq-cashier.js (src/cdn.ts: index.ts with `<acq-result>`
 *   lazy) and dist/cdn/acq-hydrate.js (Lit's hydration support, before acq-cashier.js on
 *   server-rendered pages only), entries of one build so that they share one lit-html:
 *   dist/cdn/acq-lit.js, which both import statically. Two copies would each create the
 *   Trusted Types policy 'lit-html', which `trusted-types lit-html` refuses the second
 *   time. Neither entry imports the other: the hydration support must run before
 *   LitElement's module (in acq-cashier.js) evaluates, and a page without server
 *   rendering must not run it;
 * - dist/cdn/acq-card-form.js — `<acq-card-form>`, for the acquirer's hosted card page only.
 * Only English is inside them; every other language is its own lazily loaded chunk in
 * dist/cdn/chunks/, and code that is not needed for the first render (the floating
 * positioning of menus and hints) is a lazy chunk in dist/cdn/lazy/.
 */

const CARD_FORM_ENTRY = 'src/elements/acq-card-form/acq-card-form.ts';
/** scripts/build.ts names the folder (a test builds one of its own); dist/cdn otherwise. */
const OUT_DIR = process.env.ACQ_CDN_OUT_DIR || 'dist/cdn';
/** The merchant page's entries, by file name (without .js). */
const MERCHANT_ENTRIES = { 'acq-cashier': 'src/cdn.ts', 'acq-hydrate': 'src/hydrate.ts' };

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

/** A merchant build's entry (`{ name: source }`, each written to `<name>.js`) or the card form's. */
interface Bundle {
  entries: Record<string, string>;
  /** Keeps each build's chunks apart (both write into dist/cdn): '' for the merchant's, 'card-form/'. */
  folder: string;
  /** html`` minified too: never in the merchant's build (server-rendered HTML hydrates only with the same template strings). */
  minifyHtml: boolean;
  emptyOutDir: boolean;
}

/**
 * Where a chunk goes: the merchant entries' shared Lit and first-load base at the top as
 * LIT_CHUNK (FIRST_LOAD_GROUPS: on the first load, not lazy), language catalogs in chunks/
 * (each has its own byte budget; the card form's are card-<id>, the subscription page's
 * manage-<id>), any other lazy code in lazy/.
 */
function chunkFileName(folder: string) {
  return (chunk: { name: string; moduleIds: readonly string[] }): string => {
    if (!folder && chunk.name === 'acq-lit') return LIT_CHUNK;
    const inFolder = (dir: string) => chunk.moduleIds.some((id) => id.includes(`/core/i18n/${dir}/`));
    if (inFolder('catalogs')) return `chunks/${folder}[name].js`;
    if (inFolder('card-catalogs')) return `chunks/${folder}card-[name].js`;
    // Every module: English of that family is inside the subscription page's own chunk.
    if (chunk.moduleIds.every((id) => id.includes('/core/i18n/manage-catalogs/'))) return `chunks/${folder}manage-[name].js`;
    // The CDN entry's import of every element: the elements' code.
    if (chunk.moduleIds.some((id) => id.endsWith('/src/all-elements.ts'))) return `lazy/${folder}elements.js`;
    return `lazy/${folder}[name].js`;
  };
}


/** lit-html, Lit's css tag, the i18n core and the first screen's English (LitElement and its base are the elements' chunk's). */
const LIT_AND_BASE = (id: string): boolean => LIT_HTML.test(id) || BASE_MODULES.test(id);

/** Lit's css tag and index, the i18n core and the first screen's English. */
const BASE_MODULES = /\/node_modules\/(lit\/index|@lit\/reactive-element\/(development\/)?css-tag)\.js$|\/src\/core\/(i18n\/(catalog|locales|preformatted|catalogs\/en-first-screen)|lazy-module|theme\/variables)\.ts$/;

/**
 * LitElement, its base and what every element imports with it (its definition, its events):
 * one lazy chunk that the elements' code (index.ts), each lazy element and the hydration
 * support share, named, instead of common chunks named after whichever module came first.
 * Nothing in it imports the CDN entry: the hydration support must not run the cashier.
 */
const ELEMENTS = /\/node_modules\/(lit-element\/lit-element|@lit\/reactive-element\/reactive-element)\.js$|\/src\/elements\/(shared\/define-element|events)\.ts$/;

/**
 * Lit's index and LitElement's modules run code at import (a version stamp, a polyfill
 * hook), so the bundler keeps them wherever anything imports from 'lit', even for `html`
 * or `css` alone: the CDN entry's first paint would then carry LitElement. Their code is
 * kept in full wherever their exports are used (the elements' chunk).
 */
export function litWithoutImportEffects(): Plugin {
  const modules = /\/node_modules\/(lit\/index|lit-element\/lit-element|@lit\/reactive-element\/reactive-element)\.js$/;
  return {
    name: 'acq-lit-without-import-effects',
    transform(code, id) {
      return modules.test(id) ? { code, moduleSideEffects: false } : undefined;
    },
  };
}

/** lit-html's main module, whichever build of it (production or development) resolved. */
const LIT_HTML = /\/node_modules\/lit-html\/(development\/)?lit-html\.js$/;

/**
 * zod, the contract's schemas, the proxy client, the theme, the popup, timers and the
 * spinner: the session code's and the post-pay code's. Also a subscription's period
 * phrases, which the subscription summary and the subscription page share, and the check
 * of a missing session or endpoint, the session code's and the page's: here, they come
 * with the session code every such page loads, not as one more file after either.
 */
const SESSION_SHARED =
  /\/node_modules\/zod\/|\/src\/(client\/proxy-client(-error)?|core\/api\/(cashier|status|pay-request-limits)|core\/i18n\/period-format|elements\/acq-cashier\/(flow-error|blank-popup|theme|waiting)|elements\/shared\/(timers|period-phrases|missing-attributes))\.ts$/;

/**
 * The merchant entry's first load, in files of fixed names (issue 31): the entry holds the
 * first screen; the session code is a lazy chunk that imports from the entry. Left to
 * itself, the bundler then moves what both need out of the entry into common chunks named
 * after whichever module came first (it keeps Lit out of the entry whatever the groups,
 * as nested lazy chunks use it). One group names that instead: lit-html, LitElement, the
 * i18n core and the first screen's English (LIT_CHUNK), which acq-hydrate.js imports too,
 * so one lit-html serves both (src/hydrate.ts installs the hydration support on the
 * LitElement that evaluated before it). It is the whole first load besides the entry
 * (lit-html's directives and SSR support are the hydration support's alone). A second
 * names the lazy chunk the session code and the post-pay code share.
 */
const FIRST_LOAD_GROUPS = [
  { name: 'acq-lit', test: LIT_AND_BASE, includeDependenciesRecursively: false },
  { name: 'lit-element', test: ELEMENTS, includeDependenciesRecursively: false },
  // Not on the first load: what the session code and the post-pay code share.
  { name: 'session-shared', test: SESSION_SHARED, includeDependenciesRecursively: false },
];


/** File names relative to the entry's folder, as a define's JSON. */
const relativeNames = (files: readonly string[]): string => JSON.stringify(files.map((file) => `./${file}`));

/**
 * Chunk names carry no content hash: random hash characters in every import() path barely
 * compress (≈270 B gzip of the entry); the CDN is versioned by its path instead
 * (…/acq-cashier/<version>/), and integrity.json and importmap.json pin every file.
 */
function cdnConfig({ entries, folder, minifyHtml, emptyOutDir }: Bundle): UserConfig {
  return {
    logLevel: 'warn',
    plugins: [minifyTemplatesPlugin({ html: minifyHtml }), cdnStartSideEffects(), litWithoutImportEffects()],
    build: {
      outDir: OUT_DIR,
      emptyOutDir,
      target: 'es2022',
      reportCompressedSize: false,
      sourcemap: process.env.ACQ_CDN_SOURCEMAP === '1',
      lib: { entry: entries, formats: ['es'], fileName: (_format, name) => `${name}.js` },
      rolldownOptions: {
        // Lets code shared by an entry and a lazy chunk stay in the entry (the lazy chunk
        // imports it from there) instead of becoming another chunk the entry would import.
        // What both merchant entries need (lit-html) still becomes a chunk of its own, as
        // neither entry imports the other (test/scripts/cdn-shared-lit.test.ts checks it).
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
          chunkFileNames: chunkFileName(folder),
          ...(folder ? {} : { codeSplitting: { groups: FIRST_LOAD_GROUPS } }),
        },
      },
    },
    define: {
      // Lit's production build: no dev-mode warnings, smaller.
      'process.env.NODE_ENV': JSON.stringify('production'),
      // The merchant entry's code prefetches the session code and the post-pay code by these names (relative to acq-cashier.js).
      ...(folder ? {} : { __ACQ_SESSION_CODE_FILES__: relativeNames(SESSION_CODE_FILES), __ACQ_AFTER_PAY_FILES__: relativeNames(AFTER_PAY_FILES) }),
    },
    resolve: { conditions: ['browser', 'production'] },
  };
}

/** After the merchant's build, the card form's own bundle into the same folder. */
function cardFormBundle(): Plugin {
  return {
    name: 'acq-card-form-bundle',
    apply: 'build',
    async closeBundle() {
      // configFile: false — this config file is not read again (it would recurse).
      const cardForm = cdnConfig({ entries: { 'acq-card-form': CARD_FORM_ENTRY }, folder: 'card-form/', minifyHtml: true, emptyOutDir: false });
      await build({ configFile: false, ...cardForm });
    },
  };
}

const merchant = cdnConfig({ entries: MERCHANT_ENTRIES, folder: '', minifyHtml: false, emptyOutDir: true });
export default defineConfig({ ...merchant, plugins: [...(merchant.plugins ?? []), cardFormBundle()] });

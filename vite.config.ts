import { build, defineConfig, type Plugin, type UserConfig } from 'vite';
import { AFTER_PAY_FILES, SESSION_CODE_FILES } from './scripts/cdn-purposes.js';
import { chunksOf, staticChunkClosure } from './scripts/chunk-closure.js';
import { minifyTemplatesPlugin } from './scripts/minify-templates.js';

/**
 * The CDN build: fully minified ES modules for `<script type="module">` tags, in two
 * builds that never import each other's files:
 * - the merchant page's: dist/cdn/acq-cashier.js (src/cdn.ts: index.ts with `<acq-result>`
 *   lazy) and dist/cdn/acq-hydrate.js (Lit's hydration support, before acq-cashier.js on
 *   server-rendered pages only), entries of one build so that they share one lit-html:
 *   acq-cashier.js's, which acq-hydrate.js imports. Two copies would each create the
 *   Trusted Types policy 'lit-html', which `trusted-types lit-html` refuses the second
 *   time. The cashier's module never imports the hydration support: a page without
 *   server rendering must not run it;
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
  /** The merchant build's first load (firstLoadModules), kept in acq-cashier.js; none in the build that finds it. */
  firstLoad?: ReadonlySet<string>;
}

/**
 * Where a chunk goes: the entries at the top (the merchant entry's group is its own chunk:
 * firstLoadGroups), language catalogs in chunks/
 * (each has its own byte budget; the card form's are card-<id>, the subscription page's
 * manage-<id>), any other lazy code in lazy/.
 */
function chunkFileName(folder: string) {
  return (chunk: { name: string; moduleIds: readonly string[] }): string => {
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


/**
 * The modules the merchant entry runs before anything lazy: those of acq-cashier.js and
 * of every chunk it imports statically when the bundler is left to split them (a build in
 * memory, ~1 s). Taken from a build, not from the import graph, because the graph has
 * imports the bundler drops (a barrel's other exports, a function the entry never calls).
 */
async function firstLoadModules(): Promise<ReadonlySet<string>> {
  const probe = cdnConfig({ entries: MERCHANT_ENTRIES, folder: '', minifyHtml: false, emptyOutDir: false });
  const chunks = chunksOf(await build({ configFile: false, ...probe, build: { ...probe.build, write: false } }));
  const firstLoad = staticChunkClosure((file) => chunks.get(file), ['acq-cashier.js']);
  return new Set(firstLoad.flatMap((file) => chunks.get(file)!.moduleIds));
}

/**
 * LitElement, its base and what every element imports with it (its definition, its events):
 * one lazy chunk that the elements' code (index.ts), each lazy element and the hydration
 * support share, named, instead of common chunks named after whichever module came first.
 * It imports lit-html from the CDN entry.
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
 * The merchant entry's first load is one file (issue 31): a script tag fetches it and
 * nothing after it before the first screen, so it needs no modulepreload links. The
 * session code and the elements' code are lazy chunks that import from the entry. Left to
 * itself, the bundler moves what the entry shares with them (lit-html, the i18n core, the
 * first screen's templates) into common chunks the entry would import (rolldown does not
 * reuse the entry for modules it has loaded anyway, as in rolldown#10731), so one group holds
 * the entry's whole static closure, which makes it the entry's own chunk. acq-hydrate.js
 * imports lit-html from it too: one lit-html for both, and on a server-rendered page the
 * cashier's module (loaded there anyway) evaluates before the hydration support, which
 * src/hydrate.ts installs on LitElement itself. A second group names LitElement's lazy
 * chunk, a third the one the session code and the post-pay code share.
 */
function firstLoadGroups(firstLoad: ReadonlySet<string> | undefined) {
  return [
    ...(firstLoad ? [{ name: 'acq-cashier', test: (id: string) => firstLoad.has(id), includeDependenciesRecursively: false }] : []),
    { name: 'lit-element', test: ELEMENTS, includeDependenciesRecursively: false },
    // Not on the first load: what the session code and the post-pay code share.
    { name: 'session-shared', test: SESSION_SHARED, includeDependenciesRecursively: false },
  ];
}

/** File names relative to the entry's folder, as a define's JSON. */
const relativeNames = (files: readonly string[]): string => JSON.stringify(files.map((file) => `./${file}`));

/**
 * Chunk names carry no content hash: random hash characters in every import() path barely
 * compress (≈270 B gzip of the entry); the CDN is versioned by its path instead
 * (…/acq-cashier/<version>/), and integrity.json and importmap.json pin every file.
 */
function cdnConfig({ entries, folder, minifyHtml, emptyOutDir, firstLoad }: Bundle): UserConfig {
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
        // imports it from there) instead of becoming another chunk the entry would import
        // (with the first-load group; test/scripts/cdn-shared-lit.test.ts checks the result).
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
          ...(folder ? {} : { codeSplitting: { groups: firstLoadGroups(firstLoad) } }),
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

export default defineConfig(async () => {
  const merchant = cdnConfig({ entries: MERCHANT_ENTRIES, folder: '', minifyHtml: false, emptyOutDir: true, firstLoad: await firstLoadModules() });
  return { ...merchant, plugins: [...(merchant.plugins ?? []), cardFormBundle()] };
});

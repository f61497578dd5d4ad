/**
 * Why each file of dist/cdn may run, and on which page: the written justification PCI
 * DSS 4.0.1 requirement 6.4.3 asks for every script of a payment page. A file the build
 * writes that is not described here is marked UNDOCUMENTED in script-inventory.json (the
 * build warns, test/scripts/cdn-integrity.test.ts fails) until someone says why it exists.
 */

/** The merchant's payment page, or the acquirer's hosted card page (never the merchant's). */
export type CdnPage = 'merchant' | 'card-form';

export interface Purpose {
  page: CdnPage;
  /** What the code does and when the page loads it. */
  purpose: string;
}

export const UNDOCUMENTED = 'UNDOCUMENTED';

/** The elements' code (src/all-elements.ts), which the entry imports at once, beside the view request. */
export const ELEMENTS_CHUNK = 'lazy/elements.js';

/** The session code: the first lazy chunk the first screen imports (after its first frame). */
export const SESSION_CODE_CHUNK = 'lazy/session-controller.js';

/**
 * The session code and the chunks it imports that the entry does not: what the first
 * screen prefetches as it hands over (code-prefetch.ts, through vite.config.ts's define).
 * test/scripts/cdn-integrity.test.ts checks it against the build (sessionCodeFiles).
 */
export const SESSION_CODE_FILES: readonly string[] = [SESSION_CODE_CHUNK, 'lazy/session-shared.js', 'lazy/rolldown-runtime.js', 'chunks/en.js'];

/** The post-pay code: the chunk the session code imports as Pay starts. */
export const AFTER_PAY_CHUNK = 'lazy/after-pay.js';

/**
 * The post-pay code and the chunks it imports that neither the first load nor the session
 * code has: what Pay prefetches (code-prefetch.ts). Checked against the build (afterPayFiles).
 */
export const AFTER_PAY_FILES: readonly string[] = [AFTER_PAY_CHUNK, 'lazy/acq-result.js', 'lazy/popup-watcher.js', 'lazy/safe-url.js'];

/** The files a page's own script tag loads, and the one both merchant entries import. */
const ENTRIES: Record<string, Purpose> = {
  'acq-cashier.js': {
    page: 'merchant',
    purpose: "The cashier's module, the page's whole first load: starts the session-view request, draws the first screen (the pay screen of an order) with lit-html (the template renderer, with its Trusted Types policy 'lit-html'), Lit's css tag and the first screen's texts in English, and loads the elements' code (lazy/elements.js), which takes that screen over. The lazy chunks and acq-hydrate.js import lit-html from it (one copy on the page). Loaded by the page's script tag.",
  },
  'acq-hydrate.js': {
    page: 'merchant',
    purpose: "Lit's hydration support for a cashier rendered on the merchant's server (renderCashierHtml). Loaded by its own script tag before acq-cashier.js, on server-rendered pages only; imports lit-html from acq-cashier.js.",
  },
  'acq-card-form.js': {
    page: 'card-form',
    purpose: "<acq-card-form>, the card entry form of the acquirer's hosted card page. Loaded by that page's script tag; never by the merchant's page.",
  },
};

/** Code loaded after the first render (lazy/ and lazy/card-form/), by its chunk name. */
const LAZY: Record<string, string> = {
  elements: "The elements' code: <acq-cashier>, <acq-pay-methods>, <acq-order-summary> and <acq-saved-cards>, their controllers, and the first screen's run, which takes over what the entry drew. Loaded by the entry at once, beside the view request.",
  'lit-element': "LitElement (the elements' base class), the elements' definition helper and their events, shared by the elements' code, each lazy element and the hydration support. Loaded with the elements' code (with acq-hydrate.js on a server-rendered page).",
  'localize-controller': "The elements' locale: negotiated from their language, the session's and the browser's, with each language's texts loaded when shown. Loaded with the elements' code.",
  'lazy-elements': 'Loads the elements the entry does not hold (<acq-result>, <acq-language-menu>, <acq-subscription-summary>, and <acq-subscription-manage> where the page has one), so that such elements on the page upgrade. Loaded once the page is idle.',
  'acq-result': 'The <acq-result> element: the success, failure, expiry and cancellation screens. Loaded once the page is idle.',
  'acq-language-menu': "The language menu of the cashier's header. Loaded after the first render.",
  'acq-subscription-summary': 'The subscription summary element. Loaded beside the view request of a subscription, else once the page is idle.',
  'acq-subscription-manage': "The merchant's subscription page (<acq-subscription-manage>): the plan, its status and payments; update the payment method, change the plan, cancel. Loaded for a subscription-manage session only.",
  'in-cashier': "The subscription page inside <acq-cashier>, for a subscription-manage session: loaded with the page when the cashier's session is one.",
  'safe-url': "The check that a merchant's return address is http(s) before it reaches a link, shared by the result screens and the subscription page. Loaded with either.",
  'popup-watcher': "Leaving for the acquirer's page, shared by the post-pay code and the subscription page: the address check, the plan per redirect mode, the popup watch; and the console's explanation of a session that did not load. Loaded with either.",
  unhydrated: "The console error for a server-rendered cashier on a page without the hydration support (acq-hydrate.js), which the cashier then draws afresh. Loaded on such a page only.",
  'session-controller': "What the cashier does after its first screen: the session's flow, the proxy client with the contract's schemas (which check the whole view), the Pay and Cancel acts, the session's events. Loaded after the first screen is painted (at once when that screen is not the pay screen).",
  'session-shared': "The contract's schemas, the proxy client, the theme loader, popup mode's window, timers and the spinner screen, shared by the session code and the post-pay code. Loaded with the session code.",
  'after-pay': "What the cashier does once the shopper pays: leaving for the acquirer's page (redirect, popup or frame), watching the status, the result screens and the merchant's redirect. Prefetched after the first render.",
  appearance: "Reads a cashierAppearance theme and sets its --acq-* custom properties. Loaded when the session or the element names a theme.",
  'appearance-warning': "A theme's rules and the console warning for the values it drops. Loaded when a theme has rules or problems.",
  'catalog-importers': 'The table of language chunks (which file holds which language). Loaded when the language menu opens or another language is needed.',
  'language-warning': "The check of the element's language attribute against the registered subtags, and its one console warning. Loaded after the first render when the attribute is set.",
  'floating-ui.dom': 'Floating UI: places menus and hints beside what opened them. Loaded when one opens.',
  'rolldown-runtime': "The bundler's helper for module namespaces, shared by lazy chunks. Loaded with them.",
};

function language(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1, -'.js'.length).replace(/^(card|manage)-/, '');
}

/** The purpose of a file of dist/cdn, by its path relative to the folder ('lazy/after-pay.js'). */
export function purposeOf(file: string): Purpose {
  const entry = ENTRIES[file];
  if (entry) return entry;
  const cardForm = file.includes('card-form/');
  const page: CdnPage = cardForm ? 'card-form' : 'merchant';
  if (file === 'chunks/en.js')
    return { page, purpose: "The cashier's texts in English beyond the first screen's (redirects, results, errors, subscriptions). Imported by the session code and the lazily loaded elements; loaded with the session code." };
  if (file === 'chunks/en-whole.js')
    return { page, purpose: "English as the language table's catalog module (it re-exports chunks/en.js). Loaded when English is asked for as a catalog, or stands in for a language whose chunk failed to load." };
  if (file.startsWith('chunks/')) {
    const lang = language(file);
    const whose = /\/card-[^/]+$/.test(file)
      ? `The card form's own texts in ${lang}`
      : /\/manage-[^/]+$/.test(file)
        ? `The subscription page's own texts in ${lang}`
        : `The cashier's texts in ${lang}${cardForm ? ' that the card form uses too (errors, plurals, amounts)' : ''}`;
    return { page, purpose: `${whose}. Loaded when the page shows that language.` };
  }
  const lazy = file.startsWith('lazy/') ? LAZY[file.slice(file.lastIndexOf('/') + 1, -'.js'.length)] : undefined;
  return { page, purpose: lazy ?? `${UNDOCUMENTED}: add why this file exists to scripts/cdn-purposes.ts.` };
}

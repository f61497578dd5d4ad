/**
 * The browser entry of acq-cashier (the package's `.`): the same module as the CDN
 * script-tag entry (cdn.ts), so a bundled shop ships no more up front than a script tag
 * does (issue 31): it starts the session-view requests, draws each cashier already on the
 * page with lit-html alone, and loads the elements (all-elements.ts, a chunk of its own
 * in the shop's bundle), which take that drawing over. So it exports the elements' types
 * only; their classes are `acq-cashier/elements` (importing it defines them at once).
 * It touches no window or document under Node, so server rendering can import it.
 * `<acq-card-form>` is not here: it is for the acquirer's hosted card page only, which
 * loads its own bundle (acq-card-form.js).
 */
export * from './cdn.js';

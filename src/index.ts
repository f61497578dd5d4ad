/**
 * The browser entry of acq-cashier (the package's `.`): the same module as the CDN
 * script-tag entry (cdn.ts), so a bundled shop ships no more up front than a script tag
 * does. Importing it defines every element (once: a second copy on the page keeps the
 * first definition); `<acq-result>`, `<acq-language-menu>` and `<acq-subscription-summary>`
 * come as lazy chunks the cashier loads when it needs them (and the page's idle time
 * defines them for standalone use), so their classes are exported as types only. It
 * touches no window or document at import time, so server rendering can import it.
 * `<acq-card-form>` is not here: it is for the acquirer's hosted card page only, which
 * loads its own bundle (acq-card-form.js).
 */
export * from './cdn.js';

/**
 * Lit's hydration support, for pages whose cashier the merchant's server rendered
 * (renderCashierHtml of acq-cashier/server): `acq-cashier/hydrate` for bundlers and
 * dist/cdn/acq-hydrate.js for script tags. It must run before Lit's LitElement module
 * evaluates, i.e. before the elements are imported: import it first (`import
 * 'acq-cashier/hydrate'; import 'acq-cashier';`), or put its module tag first. Pages
 * without server rendering never load it.
 */
import '@lit-labs/ssr-client/lit-element-hydrate-support.js';

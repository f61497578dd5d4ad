/**
 * dist/cdn/acq-hydrate.js: Lit's hydration support, for pages whose cashier the merchant's
 * server rendered (renderCashierHtml of acq-cashier/server). It must run before
 * acq-cashier.js defines its elements: put its module tag first. Pages without server
 * rendering never load it.
 */
import '@lit-labs/ssr-client/lit-element-hydrate-support.js';

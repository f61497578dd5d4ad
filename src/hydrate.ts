/**
 * Lit's hydration support, for pages whose cashier the merchant's server rendered
 * (renderCashierHtml of acq-cashier/server): `acq-cashier/hydrate` for bundlers and
 * dist/cdn/acq-hydrate.js for script tags. It must be in place before any element of the
 * cashier is defined: import it first (`import 'acq-cashier/hydrate'; import
 * 'acq-cashier';`), or put its module tag first. Pages without server rendering never
 * load it.
 */
import '@lit-labs/ssr-client/lit-element-hydrate-support.js';
import { isServer, LitElement } from 'lit';

/**
 * LitElement hands itself to the support as its module evaluates. In the CDN build that
 * module (lazy/lit-element.js) is one this file imports, so it evaluates first: the
 * support was not there yet. It patches LitElement itself (an own
 * `observedAttributes`, with `defer-hydration`), so this installs it where that did not
 * happen, once; no element class exists before this file has run.
 */
const install = (globalThis as { litElementHydrateSupport?: (lit: { LitElement: typeof LitElement }) => void }).litElementHydrateSupport;
if (!Object.hasOwn(LitElement, 'observedAttributes')) install?.({ LitElement });

// Loaded after the cashier (its tag after acq-cashier.js, or imported after 'acq-cashier'): the elements
// are defined already and found no support, so a server-rendered one drew itself afresh (acq-cashier.ts). Said
// once, with the fix (the cashier's own warning, a lazy chunk, is silent once the support is here).
if (!isServer && customElements.get('acq-cashier')) {
  console.error(
    'acq-cashier: the hydration support loaded after the cashier, so a server-rendered cashier is drawn again instead of hydrated. Load it first: its module tag (acq-hydrate.js) before acq-cashier.js, or `import "acq-cashier/hydrate"` before `import "acq-cashier"`.',
  );
}

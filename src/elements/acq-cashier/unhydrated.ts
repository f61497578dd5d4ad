/**
 * The console error for a server-rendered cashier (renderCashierHtml, Declarative Shadow
 * DOM) on a page without the hydration support (acq-cashier/hydrate, acq-hydrate.js): the
 * element cannot hydrate the server's HTML, so it drew itself afresh in its place
 * (acq-cashier.ts) rather than beside it. A lazy chunk whose evaluation is the warning:
 * once per page however many cashiers, and its words never weigh on the first load.
 */
import { LitElement } from 'lit';

// Not when the support has loaded since (after the cashier): src/hydrate.ts says that itself.
if (!Object.hasOwn(LitElement, 'observedAttributes')) {
  console.error(
    'acq-cashier: this cashier was rendered on the server (renderCashierHtml) but the hydration support is not loaded, so its HTML was drawn again in the browser (the first paint is lost). Load the support first: its module tag (acq-hydrate.js) before acq-cashier.js, or `import "acq-cashier/hydrate"` before `import "acq-cashier"`.',
  );
}

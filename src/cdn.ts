/**
 * The CDN script-tag entry (dist/cdn/acq-cashier.js), issue 31: the first screen before
 * the elements' code. Its first statement starts the session-view requests; it then draws
 * each cashier of the page with lit-html alone (pre-render.ts) and loads the elements
 * (all-elements.ts: LitElement, the classes, their controllers), which take that drawing
 * over in place once defined. So the module exports the elements' types only: a page that
 * wants a class takes it from `customElements.whenDefined('acq-cashier')` (or imports
 * `acq-cashier/elements`). The package's entry (index.ts) is this module.
 */
import './cdn-start.js';
import { lazyModule } from './core/lazy-module.js';
import { codeUnavailable, reportCodeUnavailable } from './elements/acq-cashier/error-fallback.js';
import { elementsUnavailable, preRenderCashiers } from './elements/acq-cashier/pre-render.js';
import { setCodeBase } from './elements/acq-cashier/code-base.js';
export type * from './all-elements.js';

// Its value unused: the bundler then builds no module namespace for it, whose helper was one more file to fetch.
const loadElements = lazyModule(async () => {
  await import('./all-elements.js');
});

const ELEMENTS_UNAVAILABLE = codeUnavailable("the cashier's elements");

/** Loads the elements; without them, a drawn pay screen gives way to the error screen, whose retry calls this again. */
function elements(): void {
  loadElements().catch(() => {
    reportCodeUnavailable(ELEMENTS_UNAVAILABLE);
    elementsUnavailable(ELEMENTS_UNAVAILABLE, elements);
  });
}

// Never under Node (server rendering imports the elements, not this module).
if (typeof document !== 'undefined') {
  setCodeBase(import.meta.url);
  preRenderCashiers(document, elements);
  elements();
}

import { html, type TemplateResult } from 'lit';

/**
 * The loading screen: blocks where the summary, the pay methods and the buttons will be,
 * as tall as an order with the usual five choices renders them in the default theme, so
 * that nothing below the cashier moves when the view arrives (layout shift 0 for that
 * order). Hidden from assistive technology: the live region says "Loading…".
 */
export function skeleton(): TemplateResult {
  return html`<div class="skeleton" part="skeleton" aria-hidden="true"><i></i><i></i><i></i></div>`;
}

import { html, type TemplateResult } from 'lit-html';

/**
 * The loading screen: blocks where the summary, the pay methods and the buttons will be,
 * as tall as an order with the usual five choices renders them in the default theme, so
 * that nothing below the cashier moves when the view arrives (layout shift 0 for that
 * order). Hidden from assistive technology: the live region says "Loading…".
 */
export function skeleton(): TemplateResult {
  return html`<div class="skeleton" part="skeleton" aria-hidden="true"><i></i><i></i><i></i></div>`;
}

/**
 * The loading screen's place, unseen, while a fetched view is due any moment
 * (first-screen.ts): no text, so nothing to shape or lay out but three boxes. The
 * header's place is the language trigger's height (controlBox's 44px).
 */
export function reservedScreen(): TemplateResult {
  return html`<div class="container reserved" aria-hidden="true"><div class="header-space"></div>${skeleton()}</div>`;
}

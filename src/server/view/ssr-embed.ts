/**
 * A view embedded in the merchant's page: `<acq-cashier …>${viewScriptHtml(view)}</acq-cashier>`
 * gives the element its view with the HTML, so it renders the methods without a request.
 */
import type { CashierView } from '../../core/api/cashier.js';
import type { ManageView } from '../../core/api/manage-view.js';

/**
 * The view as JSON safe inside a `<script>` element: `<` is escaped (no `</script>` or
 * `<!--` can end or change the element), and so are U+2028/U+2029.
 */
export function viewJson(view: CashierView | ManageView): string {
  return JSON.stringify(view).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The `<script type="application/json">` child that `<acq-cashier>` reads its view from. */
export function viewScriptHtml(view: CashierView | ManageView): string {
  return `<script type="application/json">${viewJson(view)}</script>`;
}

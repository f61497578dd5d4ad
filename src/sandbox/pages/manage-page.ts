import { html, page } from './html.js';

export interface ManageView {
  merchantDisplayName: string;
  description: string;
  amount: string;
  currency: string;
  status: string;
  nextPaymentAt?: string;
  cancellable: boolean;
}

/** The sandbox's subscription management page: details and a "Cancel subscription" button. */
export function managePage(view: ManageView, actionUrl: string, message?: string): string {
  return page(
    `Your subscription · ${view.merchantDisplayName}`,
    html`<header class="merchant"><p class="merchant-name">${view.merchantDisplayName}</p></header>
<h1>Your subscription</h1>
${message ? html`<p class="notice" role="status">${message}</p>` : ''}
<dl class="details">
<dt>Plan</dt><dd>${view.description}</dd>
<dt>Amount</dt><dd>${view.amount} ${view.currency}</dd>
<dt>Status</dt><dd data-testid="status">${view.status}</dd>
${view.nextPaymentAt ? html`<dt>Next payment</dt><dd>${view.nextPaymentAt}</dd>` : ''}
</dl>
${view.cancellable ? html`<form method="post" action="${actionUrl}" class="actions"><button type="submit" name="action" value="cancel">Cancel subscription</button></form>` : ''}`,
  );
}

import { html, type Html } from './html.js';
import type { Presentation } from '../state.js';

/** Merchant name, logo, amount and description: the top of every payment page. */
export function summary(p: Presentation): Html {
  const logo = p.logoUrl?.startsWith('https://') ? html`<img src="${p.logoUrl}" alt="">` : '';
  return html`<header class="merchant">${logo}<p class="merchant-name">${p.merchantDisplayName}</p></header>
<p class="amount" data-testid="amount">${formatAmount(p.amount, p.currency)}</p>
<p class="description">${p.description}</p>`;
}

export function formatAmount(amount: string, currency: string): string {
  return `${amount} ${currency}`;
}

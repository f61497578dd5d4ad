import { html, type Html } from './html.js';
import type { Presentation } from '../state.js';
import { formatAmount } from '../../core/i18n/format.js';

/**
 * Merchant name, logo, amount and description: the top of every payment page. The card
 * page leaves the amount out (its Pay button says it: the amount once).
 */
export function summary(p: Presentation, options: { amount?: boolean } = {}): Html {
  const logo = p.logoUrl?.startsWith('https://') ? html`<img src="${p.logoUrl}" alt="">` : '';
  const amount = options.amount === false ? '' : html`<p class="amount" data-testid="amount">${formatAmount(p.amount, p.currency, p.language || 'en')}</p>`;
  return html`<header class="merchant">${logo}<p class="merchant-name">${p.merchantDisplayName}</p></header>
${amount}<p class="description">${p.description}</p>`;
}

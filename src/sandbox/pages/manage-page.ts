import type { SubscriptionStatus } from '../../core/api/status.js';
import { formatAmount, formatDate } from '../../core/i18n/format.js';
import { resolveShopperLocale } from '../../core/i18n/shopper-locale.js';
import { html, page } from './html.js';
import { manageText } from './manage-text.js';

export interface ManageView {
  merchantDisplayName: string;
  description: string;
  /** Decimal string of one period's amount, e.g. "9.99". */
  amount: string;
  currency: string;
  status: SubscriptionStatus;
  /** ISO 8601 instant. */
  nextPaymentAt?: string;
  cancellable: boolean;
  /** The subscription's cashierLanguage. */
  language?: string;
  /** The merchant's page to go back to (its subscriptionManagementUrl; the create schema allows http(s) only). */
  backUrl?: string;
}

/**
 * The sandbox's subscription management page: plan, amount (Intl, in the page's
 * language), status in words, next payment date, a "Cancel subscription" button while
 * ACTIVE, and a link back to the merchant (the way out once cancelled).
 */
export function managePage(view: ManageView, actionUrl: string, notice?: 'cancelled'): string {
  const locale = resolveShopperLocale([view.language]);
  const text = manageText(locale.catalog);
  return page(
    `${text.title} · ${view.merchantDisplayName}`,
    html`<header class="merchant"><p class="merchant-name">${view.merchantDisplayName}</p></header>
<h1>${text.title}</h1>
${notice === 'cancelled' ? html`<p class="notice" role="status">${text.cancelled}</p>` : ''}
<dl class="details">
<dt>${text.plan}</dt><dd>${view.description}</dd>
<dt>${text.amount}</dt><dd data-testid="amount">${formatAmount(view.amount, view.currency, locale.format)}</dd>
<dt>${text.status}</dt><dd data-testid="status" data-status="${view.status}">${text.statusWord(view.status)}</dd>
${view.nextPaymentAt ? html`<dt>${text.nextPayment}</dt><dd data-testid="next-payment"><time datetime="${view.nextPaymentAt}">${formatDate(view.nextPaymentAt, locale.format, 'long', 'UTC')}</time></dd>` : ''}
</dl>
${view.cancellable ? html`<form method="post" action="${actionUrl}" class="actions"><button type="submit" name="action" value="cancel">${text.cancel}</button></form>` : ''}
${view.backUrl ? html`<a class="back-link" href="${view.backUrl}" data-testid="back">${text.backTo(view.merchantDisplayName)}</a>` : ''}`,
    { lang: view.language },
  );
}


import type { SubscriptionStatus } from '../../core/api/status.js';
import { formatAmount, formatDate } from '../../core/i18n/format.js';
import { resolveShopperLocale } from '../../core/i18n/shopper-locale.js';
import { html, page, type Html } from './html.js';
import { manageText, type ManageText } from './manage-text.js';

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
 * What the page shows besides the details: nothing more (the page), the cancelled notice,
 * or the confirmation step, whose form carries the link's confirmation secret.
 */
export type ManageStep = 'cancelled' | { confirmation: string };

/**
 * The sandbox's subscription management page: plan, amount (Intl, in the page's
 * language), status in words, next payment date, a "Cancel subscription" button while
 * ACTIVE, and a link back to the merchant (the way out once cancelled). The button asks
 * first: its step is "Cancel this subscription?" with the button that cancels and a link
 * that keeps the subscription (back to this page).
 */
export function managePage(view: ManageView, actionUrl: string, step?: ManageStep): string {
  const locale = resolveShopperLocale([view.language]);
  const text = manageText(locale.catalog);
  const confirming = typeof step === 'object' && view.cancellable;
  return page(
    `${confirming ? text.confirmTitle : text.title} · ${view.merchantDisplayName}`,
    html`<header class="merchant"><p class="merchant-name">${view.merchantDisplayName}</p></header>
<h1>${confirming ? text.confirmTitle : text.title}</h1>
${step === 'cancelled' ? html`<p class="notice" role="status">${text.cancelled}</p>` : ''}
<dl class="details">
<dt>${text.plan}</dt><dd>${view.description}</dd>
<dt>${text.amount}</dt><dd data-testid="amount">${formatAmount(view.amount, view.currency, locale.format)}</dd>
<dt>${text.status}</dt><dd data-testid="status" data-status="${view.status}">${text.statusWord(view.status)}</dd>
${view.nextPaymentAt ? html`<dt>${text.nextPayment}</dt><dd data-testid="next-payment"><time datetime="${view.nextPaymentAt}">${formatDate(view.nextPaymentAt, locale.format, 'long', 'UTC')}</time></dd>` : ''}
</dl>
${confirming ? confirmForm(actionUrl, step.confirmation, text) : view.cancellable ? cancelForm(actionUrl, text) : ''}
${view.backUrl && !confirming ? html`<a class="back-link" href="${view.backUrl}" data-testid="back">${text.backTo(view.merchantDisplayName)}</a>` : ''}`,
    { lang: view.language },
  );
}

/** The first step: asks, changes nothing. */
function cancelForm(actionUrl: string, text: ManageText): Html {
  return html`<form method="post" action="${actionUrl}" class="actions"><button type="submit" name="action" value="cancel">${text.cancel}</button></form>`;
}

/** The second: cancels (with the link's confirmation), or keeps it: back to the page, nothing sent. */
function confirmForm(actionUrl: string, confirmation: string, text: ManageText): Html {
  return html`<form method="post" action="${actionUrl}" class="actions">
<input type="hidden" name="confirmation" value="${confirmation}">
<button type="submit" name="action" value="confirm" class="primary">${text.cancel}</button>
</form>
<a class="back-link" href="${actionUrl}" data-testid="keep">${text.keep}</a>`;
}

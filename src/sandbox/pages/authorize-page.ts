import { html, page } from './html.js';
import { summary } from './parts.js';
import type { Presentation } from '../state.js';

/**
 * The authorization page of a wallet, Apple Pay, Google Pay or a card's extra step:
 * a plain form whose two buttons POST decision=approve|decline to the page's own URL.
 */
export function authorizePage(p: Presentation, actionUrl: string, methodLabel: string): string {
  return page(
    `Authorize payment · ${p.merchantDisplayName}`,
    html`${summary(p)}
<p class="method">Authorize this payment with <strong>${methodLabel}</strong>.</p>
<form method="post" action="${actionUrl}" class="actions">
<button type="submit" name="decision" value="decline">Decline</button>
<button type="submit" name="decision" value="approve" class="primary">Approve</button>
</form>
${p.cancelRedirectUrl ? html`<a class="cancel-link" href="${p.cancelRedirectUrl}">Cancel and return to the merchant</a>` : ''}`,
    { lang: p.language },
  );
}

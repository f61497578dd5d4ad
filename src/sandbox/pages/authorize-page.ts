import { html, page } from './html.js';
import { hostedText } from './page-text.js';
import { summary } from './parts.js';
import type { Presentation } from '../state.js';

/**
 * The authorization page of a wallet, Apple Pay, Google Pay or a card's extra step:
 * a plain form whose two buttons POST decision=approve|decline to the page's own URL.
 */
/** A brand name or masked card digits, left to right inside a right-to-left sentence (else '3220******400000'). */
const ltrIsolated = (label: string) => `\u2066${label}\u2069`;

export function authorizePage(p: Presentation, actionUrl: string, methodLabel: string): string {
  const text = hostedText(p.language);
  return page(
    // The merchant's name alone: the same in every language.
    p.merchantDisplayName,
    html`${summary(p)}
<p class="method">${text.authorizeWith(ltrIsolated(methodLabel))}</p>
<form method="post" action="${actionUrl}" class="actions">
<button type="submit" name="decision" value="decline">${text.decline}</button>
<button type="submit" name="decision" value="approve" class="primary">${text.approve}</button>
</form>
${p.cancelRedirectUrl ? html`<a class="cancel-link" href="${p.cancelRedirectUrl}">${text.cancel}</a>` : ''}`,
    { lang: p.language },
  );
}

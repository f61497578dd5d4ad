import { formatCardNumber } from '../../core/card/number.js';
import { TEST_CARDS } from '../test-cards.js';
import { Html, html, page } from './html.js';
import { hostedText } from './page-text.js';
import { summary } from './parts.js';
import type { Presentation } from '../state.js';

export interface CardPageBundle {
  /** Path of the card form's CDN bundle, e.g. /assets/acq-card-form.js; undefined when it is not built. */
  src?: string;
  /** Its SRI hash from dist/cdn/integrity.json, when known. */
  integrity?: string;
  /** The import map text pinning every file the card form may load. */
  importMap?: string;
  /** Its CSP hash-source, for the page's script-src. */
  importMapHash?: string;
}

/**
 * The card page: our own <acq-card-form> from its own CDN bundle. The element POSTs
 * {number, expiry, cvc, name} as JSON to `action` and follows the redirectUrl it gets.
 * The page's own summary already shows the merchant's name and logo, so the form is
 * given none (it would show them twice).
 */
export function cardPage(p: Presentation, submitUrl: string, bundle: CardPageBundle): string {
  const text = hostedText(p.language);
  // The map's JSON is written raw: it is the build's own file, and escaping would change the text its CSP hash names.
  const map = bundle.src && bundle.importMap ? html`<script type="importmap">${new Html(bundle.importMap)}</script>\n` : '';
  const script = bundle.src
    ? html`${map}<script type="module" src="${bundle.src}"${bundle.integrity ? html` integrity="${bundle.integrity}" crossorigin="anonymous"` : ''}></script>`
    : undefined;
  const form = bundle.src
    ? html`<acq-card-form action="${submitUrl}" amount="${p.amount}" currency="${p.currency}"${p.trial ? html` trial` : ''} language="${p.language ?? ''}" appearance="${p.appearance ?? ''}"></acq-card-form>`
    : html`<p class="notice" role="alert">The card form bundle is not built. Run <code>npm run build</code>, then reload this page.</p>`;
  return page(
    // The merchant's name alone: the same in every language.
    p.merchantDisplayName,
    html`${summary(p, { amount: false })}
${form}
${testCards(text.approve, text.decline)}
${p.cancelRedirectUrl ? html`<a class="cancel-link" href="${p.cancelRedirectUrl}">${text.cancel}</a>` : ''}`,
    { lang: p.language, head: script },
  );
}

/**
 * The sandbox's hint: a card that succeeds and one that is declined, labelled with the
 * page's own Approve / Decline words. A number never wraps (a number broken over two
 * lines is retyped wrong); on a narrow screen the pairs go one under the other.
 */
function testCards(approve: string, decline: string): Html {
  const number = (behaviour: string) => formatCardNumber(TEST_CARDS.find((c) => c.behaviour === behaviour)?.number ?? '');
  return html`<p class="test-cards" data-testid="test-cards"><span class="test-card">${approve}: <code class="card-number" dir="ltr">${number('approve')}</code></span> <span class="test-card">${decline}: <code class="card-number" dir="ltr">${number('decline')}</code></span></p>`;
}

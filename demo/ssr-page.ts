/**
 * /ssr.html: the server-rendered first paint. On the shopper's Checkout POST (see
 * start-checkout.ts) the shop's server creates the session; the page for it renders the
 * cashier to Declarative Shadow DOM HTML (renderCashierHtml of acq-cashier/server): the
 * methods are on screen with the HTML, before any script. acq-hydrate.js (Lit's hydration
 * support) runs before acq-cashier.js, which hydrates what the server rendered.
 */
import { cashierLanguageOf } from '../src/core/i18n/language-tag.js';
import { renderCashierHtml } from '../src/server/index.js';
import { cdnScripts, shopPage } from './cdn-page-html.js';
import { sessionNotFoundPage } from './error-page.js';
import { sessionViewOrNone } from './known-session.js';
import { sessionInput } from './shop-api.js';
import type { ShopOptions } from './shop-options.js';
import { PAGE_ITEM, startPage } from './start-checkout.js';

/** `?language=` of the page (a BCP 47 tag), canonical, or undefined for none or a tag the acquirer would refuse. */
export function ssrLanguage(languageParam: string | undefined): string | undefined {
  return cashierLanguageOf(languageParam ?? '');
}

/** The page's own address for `language`: the form posts to it, the acquirer sends the shopper back to it. */
function pagePath(language: string | undefined): string {
  return `/ssr.html${language ? `?language=${encodeURIComponent(language)}` : ''}`;
}

/**
 * GET: the Checkout button without a session; the rendered cashier for a session the proxy
 * knows (the return page after a payment too: its view is read again, it may be paid by now); else 404.
 * The page renders and hydrates in `language`.
 */
export async function ssrPage(shop: ShopOptions, cdnDir: string, sessionId: string | undefined, language?: string): Promise<Response> {
  if (sessionId === undefined) return startPage({ title: 'Server-rendered checkout', heading: 'server-rendered', action: pagePath(language) });
  const view = await sessionViewOrNone(shop, sessionId);
  if (!view) return sessionNotFoundPage(pagePath(language));
  const cashier = await renderCashierHtml(view, { endpoint: '/cashier', ...(language ? { language } : {}) });
  // acq-hydrate.js (Lit's hydration support) must run before acq-cashier.js; each holds lit-html.
  const head = await cdnScripts(cdnDir, ['acq-hydrate.js', 'acq-cashier.js']);
  return shopPage({ title: 'Server-rendered checkout', heading: 'server-rendered', head, body: cashier });
}

/** POST: the coffee's session in `language` (its cashierLanguage: the acquirer's pages speak it too). */
export async function createSsrSession(shop: ShopOptions, language: string | undefined): Promise<string> {
  const input = await sessionInput(PAGE_ITEM, language ? { language } : {}, shop, `${shop.publicUrl}${pagePath(language)}`);
  return (await shop.proxy.createSession(input)).id;
}

/**
 * /ssr.html: the server-rendered first paint. The shop's server creates the session with
 * its view, renders the cashier to Declarative Shadow DOM HTML (renderCashierHtml of
 * acq-cashier/server) and puts it in the page: the methods are on screen with the HTML,
 * before any script. acq-hydrate.js (Lit's hydration support) runs before
 * acq-cashier.js, which hydrates what the server rendered.
 */
import { cashierLanguageOf } from '../src/core/i18n/language-tag.js';
import { renderCashierHtml } from '../src/server/index.js';
import { findItem } from './catalog.js';
import { cdnScripts, shopPage } from './cdn-page-html.js';
import { sessionInput } from './shop-api.js';
import type { ShopOptions } from './shop-options.js';

/**
 * `language`: `?language=` of the page (a BCP 47 tag): the session's cashierLanguage (the
 * acquirer's pages speak it too), rendered and hydrated in it; the return page keeps it.
 */
export async function ssrPage(shop: ShopOptions, cdnDir: string, sessionParam: string | undefined, languageParam?: string): Promise<Response> {
  const language = cashierLanguageOf(languageParam ?? '');
  const returnUrl = `${shop.publicUrl}/ssr.html${language ? `?language=${encodeURIComponent(language)}` : ''}`;
  // The return page after a payment names its session: its view is read again (it may be paid by now).
  const view = sessionParam
    ? await shop.proxy.view(sessionParam)
    : (await shop.proxy.createSession(await sessionInput(findItem('coffee-1kg')!, language ? { language } : {}, shop, returnUrl), { view: true })).view;
  const cashier = await renderCashierHtml(view, { endpoint: '/cashier', ...(language ? { language } : {}) });
  // acq-hydrate.js (Lit's hydration support) must run before acq-cashier.js.
  return shopPage({ title: 'Server-rendered checkout', heading: 'server-rendered', head: await cdnScripts(cdnDir, ['acq-hydrate.js', 'acq-cashier.js']), body: cashier });
}

/**
 * /cdn.html: the integration a merchant without a bundler writes — the server creates
 * the session (on the shopper's Checkout POST, see start-checkout.ts) and renders a plain
 * page with one <script type="module"> tag for the CDN module, pinned with its SRI hash.
 */
import { cdnScripts, escapeAttr, shopPage } from './cdn-page-html.js';
import { sessionNotFoundPage } from './error-page.js';
import { sessionInput } from './shop-api.js';
import type { ShopOptions } from './shop-options.js';
import { knownSession } from './known-session.js';
import { PAGE_ITEM, startPage } from './start-checkout.js';

const PATH = '/cdn.html';

/** GET: the Checkout button without a session; the cashier for a session the proxy knows; else 404. */
export async function cdnPage(shop: ShopOptions, cdnDir: string, sessionId: string | undefined): Promise<Response> {
  if (sessionId === undefined) return startPage({ title: 'Script-tag integration', heading: 'script tag', action: PATH });
  if (!(await knownSession(shop, sessionId))) return sessionNotFoundPage(PATH);
  return shopPage({
    title: 'Script-tag integration',
    heading: 'script tag',
    head: await cdnScripts(cdnDir, ['acq-cashier.js']),
    body: `<acq-cashier session="${escapeAttr(sessionId)}" endpoint="/cashier"></acq-cashier>`,
  });
}

/** POST: the session for the coffee, paid on this page (the acquirer sends the shopper back here). */
export async function createCdnSession(shop: ShopOptions): Promise<string> {
  return (await shop.proxy.createSession(await sessionInput(PAGE_ITEM, {}, shop, `${shop.publicUrl}${PATH}`))).id;
}

/**
 * /cdn.html: the integration a merchant without a bundler writes — the server creates
 * the session and renders a plain page with one <script type="module"> tag for the CDN
 * module, pinned with its SRI hash.
 */
import { findItem } from './catalog.js';
import { cdnScripts, escapeAttr, shopPage } from './cdn-page-html.js';
import { sessionInput } from './shop-api.js';
import type { ShopOptions } from './shop-options.js';

export async function cdnPage(shop: ShopOptions, cdnDir: string, sessionParam: string | undefined): Promise<Response> {
  const sessionId =
    sessionParam ??
    (await shop.proxy.createSession(await sessionInput(findItem('coffee-1kg')!, {}, shop, `${shop.publicUrl}/cdn.html`))).id;
  return shopPage({
    title: 'Script-tag integration',
    heading: 'script tag',
    head: await cdnScripts(cdnDir, ['acq-cashier.js']),
    body: `<acq-cashier session="${escapeAttr(sessionId)}" endpoint="/cashier"></acq-cashier>`,
  });
}

/**
 * /ssr.html: the server-rendered first paint. The shop's server creates the session with
 * its view, renders the cashier to Declarative Shadow DOM HTML (renderCashierHtml of
 * acq-cashier/server) and puts it in the page: the methods are on screen with the HTML,
 * before any script. acq-hydrate.js (Lit's hydration support) runs before
 * acq-cashier.js, which hydrates what the server rendered.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderCashierHtml } from '../src/server/index.js';
import { findItem } from './catalog.js';
import { sessionInput } from './shop-api.js';
import type { ShopOptions } from './shop-options.js';

const escapeAttr = (v: string): string => v.replace(/[&"<>]/g, (ch) => `&#${ch.charCodeAt(0)};`);

export async function ssrPage(shop: ShopOptions, cdnDir: string, sessionParam: string | undefined): Promise<Response> {
  const hashes = JSON.parse(await readFile(join(cdnDir, 'integrity.json'), 'utf8')) as Record<string, string>;
  // The return page after a payment names its session: its view is read again (it may be paid by now).
  const view = sessionParam
    ? await shop.proxy.view(sessionParam)
    : (await shop.proxy.createSession(await sessionInput(findItem('coffee-1kg')!, {}, shop, `${shop.publicUrl}/ssr.html`), { view: true })).view;
  const cashier = await renderCashierHtml(view, { endpoint: '/cashier' });
  const script = (file: string) => `<script type="module" src="/cdn/${file}" integrity="${escapeAttr(hashes[file] ?? '')}" crossorigin="anonymous"></script>`;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Server-rendered checkout — acq-cashier demo</title>
<link rel="stylesheet" href="/demo.css">
${script('acq-hydrate.js')}
${script('acq-cashier.js')}
</head>
<body>
<header class="shop-header"><h1><a href="/">Bean &amp; Burr</a> — server-rendered</h1></header>
<main class="checkout">
${cashier}
</main>
</body>
</html>`;
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}

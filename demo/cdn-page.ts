/**
 * /cdn.html: the integration a merchant without a bundler writes — the server creates
 * the session and renders a plain page with one <script type="module"> tag for the CDN
 * module, pinned with its SRI hash.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { findItem } from './catalog.js';
import { sessionInput } from './shop-api.js';
import type { ShopOptions } from './shop-options.js';

async function integrityOf(cdnDir: string): Promise<string> {
  const hashes = JSON.parse(await readFile(join(cdnDir, 'integrity.json'), 'utf8')) as Record<string, string>;
  return hashes['acq-cashier.js'] ?? '';
}

const escapeAttr = (v: string): string => v.replace(/[&"<>]/g, (ch) => `&#${ch.charCodeAt(0)};`);

export async function cdnPage(shop: ShopOptions, cdnDir: string, sessionParam: string | undefined): Promise<Response> {
  const sessionId =
    sessionParam ??
    (await shop.proxy.createSession(await sessionInput(findItem('coffee-1kg')!, {}, shop, `${shop.publicUrl}/cdn.html`))).id;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Script-tag integration — acq-cashier demo</title>
<link rel="stylesheet" href="/demo.css">
<script type="module" src="/cdn/acq-cashier.js" integrity="${escapeAttr(await integrityOf(cdnDir))}" crossorigin="anonymous"></script>
</head>
<body>
<header class="shop-header"><h1><a href="/">Bean &amp; Burr</a> — script tag</h1></header>
<main class="checkout">
<acq-cashier session="${escapeAttr(sessionId)}" endpoint="/cashier"></acq-cashier>
</main>
</body>
</html>`;
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}

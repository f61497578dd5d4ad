/**
 * The demo's plain server-written pages (/cdn.html, /ssr.html): one shop frame around
 * the cashier, and CDN script tags pinned with their SRI hashes from integrity.json.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { htmlResponse, type PolicyOptions } from './csp-route.js';

export const escapeAttr = (v: string): string => v.replace(/[&"<>]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** `<script type="module">` tags for CDN files, each with its integrity hash. */
export async function cdnScripts(cdnDir: string, files: readonly string[]): Promise<string> {
  const hashes = JSON.parse(await readFile(join(cdnDir, 'integrity.json'), 'utf8')) as Record<string, string>;
  return files.map((file) => `<script type="module" src="/cdn/${file}" integrity="${escapeAttr(hashes[file] ?? '')}" crossorigin="anonymous"></script>`).join('\n');
}

/** The shop's page around `body`: title, the demo's stylesheet, `head` (scripts), its header. */
export function shopPage(page: { title: string; heading: string; head: string; body: string; status?: number; policy?: PolicyOptions }): Response {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${page.title} — acq-cashier demo</title>
<link rel="stylesheet" href="/demo.css">
${page.head}
</head>
<body>
<header class="shop-header"><h1><a href="/">Bean &amp; Burr</a> — ${page.heading}</h1></header>
<main class="checkout">
${page.body}
</main>
</body>
</html>`;
  return htmlResponse(html, page.status, page.policy);
}

/**
 * The demo's plain server-written pages (/cdn.html, /ssr.html): one shop frame around
 * the cashier, and the CDN files pinned by the build's import map (every chunk, not only the entry).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { importMapText, rebaseImportMap, type ImportMap } from '../scripts/cdn-import-map.js';
import { preloadsOf } from '../scripts/cdn-inventory.js';
import { htmlResponse } from './csp-route.js';

export const escapeAttr = (v: string): string => v.replace(/[&"<>]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The head a merchant pastes (as dist/cdn/snippet.html has it): the import map that pins
 * every file the cashier may run, rebased onto the demo's /cdn/, a modulepreload link for
 * each file the entries import statically (none for acq-cashier.js, a file alone; on the
 * server-rendered page the elements' code), then a pinned script tag per entry.
 */
export async function cdnScripts(cdnDir: string, files: readonly string[]): Promise<string> {
  const map = JSON.parse(await readFile(join(cdnDir, 'importmap.json'), 'utf8')) as ImportMap;
  const hash = (file: string) => escapeAttr(map.integrity[`./${file}`] ?? '');
  const preload = preloadsOf(cdnDir, files);
  return [
    `<script type="importmap">${importMapText(rebaseImportMap(map, '/cdn/'))}</script>`,
    ...preload.map((file) => `<link rel="modulepreload" href="/cdn/${file}" integrity="${hash(file)}" crossorigin="anonymous">`),
    ...files.map((file) => `<script type="module" src="/cdn/${file}" integrity="${hash(file)}" crossorigin="anonymous"></script>`),
  ].join('\n');
}

/** The shop's page around `body`: title, the demo's stylesheet, `head` (scripts), its header. */
export function shopPage(page: { title: string; heading: string; head: string; body: string; status?: number }): Response {
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
  return htmlResponse(html, page.status);
}

/** The bench pages: the probe, then the CDN module, then (except the memory page) one cashier. */
import { PAGE_PROBE } from './page-probe.js';

export type PageKind = 'tti' | 'result' | 'memory';

const SESSION = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * The `<link rel="modulepreload">` of each file the page's entries import statically
 * (scripts/cdn-inventory.ts staticImportsOf, from the build: none today), as the
 * merchant snippet (dist/cdn/snippet.html, the README's script tag) has them.
 */
export function modulePreloadLinks(files: readonly string[], extra = ''): string {
  return files.map((file) => `\n<link rel="modulepreload" href="/cdn/${file}"${extra}>`).join('');
}

/** `preload`: the entry's static imports, preloaded as the merchant snippet does. */
export function benchPage(kind: PageKind, session: string, preload: readonly string[] = []): string | undefined {
  if (!['tti', 'result', 'memory'].includes(kind)) return undefined;
  if (kind !== 'memory' && !SESSION.test(session)) return undefined;
  const mode = kind === 'result' ? ' redirect-mode="frame"' : '';
  const cashier = kind === 'memory' ? '' : `<acq-cashier session="${session}" endpoint="/cashier" language="en"${mode}></acq-cashier>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>acq-cashier bench: ${kind}</title>
<script>${PAGE_PROBE}</script>${kind === 'memory' ? '<script>__bench.manual = true;</script>' : ''}${modulePreloadLinks(preload)}
<script type="module" src="/cdn/acq-cashier.js" blocking="render"></script>
</head><body>${cashier}<footer>The merchant's page goes on below the cashier (it must not move).</footer></body></html>
`;
}

/**
 * Our pages of the Adyen comparison, one per way a merchant can put the cashier on a
 * page, all opened by the same frame probe as Adyen's page:
 * - fetched: the script tag, nothing else (the README snippet, dist/cdn/snippet.html, has
 *   no modulepreload link: the entry imports no file statically); the element fetches its
 *   view from the proxy;
 * - lazypreload: that, with a low-priority modulepreload of the session code too (which
 *   the first screen runs after its first frame): what a quick Pay gains from it, and what
 *   the first screen loses (the snippet had these links until issue 31's measure of it);
 * - preload: that, with the documented `<link rel="preload">` of the view in the head
 *   (the request starts with the HTML);
 * - embedded: the merchant's server puts the view in the page (no round trip);
 * - ssr: the merchant's server renders the cashier's HTML (Declarative Shadow DOM) and
 *   the element hydrates it (acq-hydrate.js, then acq-cashier.js);
 * - german: the script tag's page for a session whose cashierLanguage is German (no language
 *   attribute): ready once Pay is enabled with the host in German, the first screen's
 *   catalog coming with the view.
 * Each page has a modulepreload link per static import of its entries, computed from the
 * build (none for acq-cashier.js); the SSR page has those of its two entries.
 */
import { modulePreloadLinks } from './bench-page.js';
import type { Variant } from './compare.js';
import { frameProbe } from './frame-probe.js';

export interface OurPageInput {
  session: string;
  /** The static imports to preload: of acq-cashier.js, of acq-hydrate.js with acq-cashier.js (the SSR page), and the first lazy chunk's files. */
  modulePreload: { cashier: readonly string[]; ssr: readonly string[]; firstLazy: readonly string[] };
  /** The view as JSON, for the embedded page. */
  viewJson?: string;
  /** The server-rendered cashier, for the SSR page. */
  ssrHtml?: string;
}

const FOOTER = `<footer>The merchant's page goes on below the cashier (it must not move).</footer>`;
const MODULE = '\n<script type="module" src="/cdn/acq-cashier.js" blocking="render"></script>';

export function ourPage(variant: Variant, input: OurPageInput): string {
  const head = (extra = '') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>acq-cashier: ${variant}</title>
<script>${frameProbe('acq', variant === 'german' ? 'de' : undefined, variant !== 'ssr')}</script>${extra}`;
  const page = (extra: string, body: string) => `${head(extra)}\n</head><body>${body}${FOOTER}</body></html>\n`;
  // The README snippet's links (dist/cdn/snippet.html): the entry's static imports.
  const preload = modulePreloadLinks(input.modulePreload.cashier);
  const attrs = `session="${input.session}" endpoint="/cashier" language="en"`;
  switch (variant) {
    case 'fetched':
      return page(preload + MODULE, `<acq-cashier ${attrs}></acq-cashier>`);
    case 'lazypreload':
      return page(preload + modulePreloadLinks(input.modulePreload.firstLazy, ' fetchpriority="low"') + MODULE, `<acq-cashier ${attrs}></acq-cashier>`);
    case 'preload':
      return page(
        `\n<link rel="preload" as="fetch" crossorigin href="/cashier/sessions/${input.session}?language=en">${preload}${MODULE}`,
        `<acq-cashier ${attrs}></acq-cashier>`,
      );
    case 'embedded':
      return page(preload + MODULE, `<acq-cashier ${attrs}><script type="application/json">${input.viewJson}</script></acq-cashier>`);
    case 'german':
      return page(preload + MODULE, `<acq-cashier session="${input.session}" endpoint="/cashier"></acq-cashier>`);
    case 'ssr':
      return page(
        `${modulePreloadLinks(input.modulePreload.ssr)}\n<script type="module" src="/cdn/acq-hydrate.js"></script>\n<script type="module" src="/cdn/acq-cashier.js"></script>`,
        input.ssrHtml ?? '',
      );
  }
}

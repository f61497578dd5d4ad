/**
 * Our pages of the Adyen comparison, one per way a merchant can put the cashier on a
 * page, all opened by the same frame probe as Adyen's page:
 * - fetched: the documented script tag; the element fetches its view from the proxy;
 * - preload: the same, with the documented `<link rel="preload">` of the view in the head
 *   (the request starts with the HTML);
 * - embedded: the merchant's server puts the view in the page (no round trip);
 * - ssr: the merchant's server renders the cashier's HTML (Declarative Shadow DOM) and
 *   the element hydrates it;
 * - german: the fetched page for a session whose cashierLanguage is German (no language
 *   attribute): ready once Pay is enabled with the host in German, the first screen's
 *   catalog coming with the view.
 */
import type { Variant } from './compare.js';
import { frameProbe } from './frame-probe.js';

export interface OurPageInput {
  session: string;
  /** The view as JSON, for the embedded page. */
  viewJson?: string;
  /** The server-rendered cashier, for the SSR page. */
  ssrHtml?: string;
}

const FOOTER = `<footer>The merchant's page goes on below the cashier (it must not move).</footer>`;

export function ourPage(variant: Variant, input: OurPageInput): string {
  const head = (extra = '') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>acq-cashier: ${variant}</title>
<script>${frameProbe('acq', variant === 'german' ? 'de' : undefined)}</script>${extra}`;
  const attrs = `session="${input.session}" endpoint="/cashier" language="en"`;
  switch (variant) {
    case 'fetched':
      return `${head()}
<script type="module" src="/cdn/acq-cashier.js" blocking="render"></script>
</head><body><acq-cashier ${attrs}></acq-cashier>${FOOTER}</body></html>
`;
    case 'preload':
      return `${head(`\n<link rel="preload" as="fetch" crossorigin href="/cashier/sessions/${input.session}?language=en">`)}
<script type="module" src="/cdn/acq-cashier.js" blocking="render"></script>
</head><body><acq-cashier ${attrs}></acq-cashier>${FOOTER}</body></html>
`;
    case 'embedded':
      return `${head()}
<script type="module" src="/cdn/acq-cashier.js" blocking="render"></script>
</head><body><acq-cashier ${attrs}><script type="application/json">${input.viewJson}</script></acq-cashier>${FOOTER}</body></html>
`;
    case 'german':
      return `${head()}
<script type="module" src="/cdn/acq-cashier.js" blocking="render"></script>
</head><body><acq-cashier session="${input.session}" endpoint="/cashier"></acq-cashier>${FOOTER}</body></html>
`;
    case 'ssr':
      return `${head('\n<script type="module" src="/cdn/acq-hydrate.js"></script>')}
<script type="module" src="/cdn/acq-cashier.js"></script>
</head><body>${input.ssrHtml}${FOOTER}</body></html>
`;
  }
}

/**
 * Server-rendered first paint: the cashier as Declarative Shadow DOM HTML, with its view
 * embedded, for the merchant's server to put in the page. The methods are on screen with
 * the HTML; the element then hydrates it (the page loads acq-hydrate.js, Lit's hydration
 * support, before acq-cashier.js) and checks the session with the proxy before paying.
 *
 * @lit-labs/ssr and the element code load on the first call only: a proxy that never
 * server-renders never imports them.
 */
import type { CashierView } from '../../core/api/cashier.js';
import type { ManageView } from '../../core/api/manage-view.js';
import { initialState } from '../../core/flow/state.js';
import { transition } from '../../core/flow/transition.js';
import { catalogFor } from './first-screen-catalog.js';
import { firstScreenLocale, formatsFor } from './first-screen-formats.js';
import { viewScriptHtml } from './ssr-embed.js';
import type { RenderCashierOptions } from './ssr-options.js';

export type { RenderCashierOptions } from './ssr-options.js';

/**
 * `<acq-cashier …><template shadowrootmode="open">…</template><script type="application/json">…</script></acq-cashier>`:
 * the pay screen of an open session; for any other (paid, processing, expired…) the
 * loading skeleton, which the element hydrates before it shows that state.
 *
 * `given` is what `proxy.view(id)` (or createSession's `view` option) answers: for a
 * `subscription-manage` session, the subscription page's view, rendered as the page's
 * overview (plan, price, status, dates, history, acts) in `language` (right to left for
 * ar, he, fa, ur). The element shows it at once, hydrates it once the page's chunk is in,
 * and checks it with the proxy before any act.
 */
export async function renderCashierHtml(given: CashierView | ManageView, options: RenderCashierOptions): Promise<string> {
  if (given.kind === 'subscription-manage') return (await import('./ssr-manage.js')).renderManageHtml(given, options);
  const [{ render }, { collectResult }, { html, nothing }, { unsafeHTML }] = await Promise.all([
    import('@lit-labs/ssr'),
    import('@lit-labs/ssr/lib/render-result.js'),
    import('lit'),
    import('lit/directives/unsafe-html.js'),
    // Not the language menu: the client's first render has its stand-in trigger, so must the HTML.
    import('../../index-elements.js'),
    import('../../elements/acq-subscription-summary/acq-subscription-summary.js'),
  ]);
  // Formats for the `language` rendered here beside those the view came with (keys name their locale); the
  // catalog of that language only (the element's first render must show the HTML's words to hydrate it). Loading
  // it also puts it on hand for the elements rendered here (knownCatalog).
  const shopper = firstScreenLocale(given, { language: options.language });
  const { catalog: _replaced, ...rest } = given;
  const catalog = await catalogFor(shopper.catalog);
  const view: CashierView = { ...rest, formatted: { ...given.formatted, ...formatsFor(given, shopper) }, ...(catalog ? { catalog } : {}), locale: { ...shopper } };
  const payScreen = transition(initialState, { type: 'VIEW_LOADED', view }).name === 'ready';
  const template = html`<acq-cashier
    session=${view.id}
    endpoint=${options.endpoint}
    language=${options.language ?? nothing}
    redirect-mode=${options.redirectMode ?? nothing}
    method-layout=${options.methodLayout ?? nothing}
    .view=${payScreen ? view : undefined}
    >${unsafeHTML(viewScriptHtml(view))}</acq-cashier
  >`;
  return uncheckUnchecked(await collectResult(render(template)));
}

/**
 * Lit's server renderer writes a `.checked=${false}` binding as the attribute
 * `checked="false"`, which checks the radio (any value does): only the chosen method may
 * carry it. Text and attribute values are escaped (`"` is `&quot;`), so this text can only
 * be that attribute.
 */
function uncheckUnchecked(html: string): string {
  return html.replaceAll(' checked="false"', '');
}

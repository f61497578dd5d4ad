/**
 * renderCashierHtml for a `subscription-manage` session: `<acq-cashier>` holding the
 * subscription page (`<acq-subscription-manage>`, its own shadow root) on its overview,
 * in the requested language, with the view embedded. The element shows the page from the
 * embedded view, hydrates this HTML once the page's chunk is in, then checks the view
 * with the proxy. Loaded by ssr.ts on the first manage render only.
 */
import { render } from '@lit-labs/ssr';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import { html, nothing } from 'lit';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import type { ManageView } from '../../core/api/manage-view.js';
import { loadSubscriptionManage } from '../../elements/acq-cashier/manage-page.js';
import { firstScreenLocale } from './first-screen-formats.js';
import { manageCatalogFor, manageFormats } from './manage-first-screen.js';
import type { RenderCashierOptions } from './ssr-options.js';
import { viewScriptHtml } from './ssr-embed.js';

export async function renderManageHtml(given: ManageView, options: RenderCashierOptions): Promise<string> {
  // The page's chunk in hand before the synchronous render (the cashier's serverRender takes it).
  await Promise.all([import('../../index-elements.js'), loadSubscriptionManage()]);
  // As the checkout's: formats of the language rendered here beside the view's; the catalog of that language only.
  const shopper = firstScreenLocale(given, { language: options.language });
  const { catalog: _replaced, ...rest } = given;
  const catalog = await manageCatalogFor(shopper.catalog);
  const view: ManageView = { ...rest, formatted: { ...given.formatted, ...manageFormats(given, shopper) }, ...(catalog ? { catalog } : {}) };
  const template = html`<acq-cashier
    session=${view.id}
    endpoint=${options.endpoint}
    language=${options.language ?? nothing}
    redirect-mode=${options.redirectMode ?? nothing}
    .view=${view}
    >${unsafeHTML(viewScriptHtml(view))}</acq-cashier
  >`;
  return collectResult(render(template));
}

/**
 * The script tag's first paint (src/elements/acq-cashier/pre-render.ts): the pay screen
 * drawn before <acq-cashier> is defined, then taken over in place by the element. The
 * elements' code is imported by the last test only: every test before it sees the page
 * as the CDN module leaves it until that code arrives.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { startViewRequests } from '../../src/client/early-view.js';
import { elementsUnavailable, preRenderCashiers } from '../../src/elements/acq-cashier/pre-render.js';
import { codeUnavailable } from '../../src/elements/acq-cashier/error-fallback.js';
import { takePreRendered } from '../../src/elements/shared/pre-rendered.js';
import { FakeEventSource, FakeProxy } from './fake-proxy.js';
import { captureNavigation, orderView as anyOrderView, subscriptionView } from './fixtures.js';
import type { CashierView } from '../../src/core/api/cashier.js';
import { enFirstScreen } from '../../src/core/i18n/catalogs/en-first-screen.js';

/** An order's view as the proxy sends it: with the locale it negotiated. */
const orderView = (overrides: Partial<CashierView> = {}): CashierView =>
  anyOrderView({ locale: { catalog: 'en', format: 'en', lang: 'en', dir: 'ltr', childLanguage: 'en' }, ...overrides });

type Cashier = HTMLElement & { state?: { name: string }; updateComplete?: Promise<unknown> };

const realFetch = window.fetch;
const shadow = (el: Element) => el.shadowRoot!;
const payButton = (el: Element) => shadow(el).querySelector<HTMLButtonElement>('[part=pay-button]');
const radios = (el: Element) => shadow(shadow(el).querySelector('acq-pay-methods')!).querySelectorAll<HTMLInputElement>('input[type=radio]');

/** A cashier as a merchant's page has it when the CDN module runs: its view embedded, or fetched (`json` null). */
function cashier(view = orderView(), json: string | null = JSON.stringify(view), attributes = ''): Cashier {
  const host = document.createElement('div');
  const child = json === null ? '' : `<script type="application/json">${json.replace(/</g, '\\u003c')}</script>`;
  host.innerHTML = `<acq-cashier session="${view.id}" endpoint="/cashier" language="en" redirect-delay="-1" ${attributes}>${child}</acq-cashier>`;
  document.body.append(host);
  return host.querySelector<Cashier>('acq-cashier')!;
}

/** As the CDN module does: the view requests, then the first paint (once the module graph has run: a microtask). */
async function runCdnStart(proxy?: FakeProxy): Promise<void> {
  if (proxy) window.fetch = proxy.fetch as typeof fetch;
  startViewRequests(document);
  preRenderCashiers(document, () => undefined);
  await Promise.resolve();
}

describe('acq-cashier drawn before its element is defined (the CDN first paint)', () => {
  afterEach(() => {
    window.fetch = realFetch;
    document.querySelectorAll('acq-cashier').forEach((el) => el.parentElement!.remove());
  });

  it('draws an embedded order: summary, methods with one chosen, Pay', async () => {
    const el = cashier();
    await runCdnStart();
    await waitUntil(() => payButton(el), 'no pay screen');
    expect(customElements.get('acq-cashier')).to.equal(undefined);
    expect(payButton(el)!.textContent).to.match(/Pay\s+€51\.00|Pay\s+€25\.50/);
    expect(radios(el).length).to.be.greaterThan(1);
    expect([...radios(el)].filter((r) => r.checked)).to.have.length(1);
    expect(shadow(shadow(el).querySelector('acq-order-summary')!).querySelector('[part=total]')!.textContent).to.contain('25.50');
    expect(el.getAttribute('lang')).to.equal('en');
    expect(shadow(el).adoptedStyleSheets.length).to.be.greaterThan(0);
  });

  it('a fetched view: the place is kept unseen until it comes, then the pay screen', async () => {
    const view = orderView({ id: 'cs_fetched' });
    const proxy = new FakeProxy({ view, delay: 60 });
    const el = cashier(view, null);
    await runCdnStart(proxy);
    expect(shadow(el).querySelector('.reserved')).to.not.equal(null);
    await waitUntil(() => payButton(el), 'no pay screen');
    expect(shadow(el).querySelector('.reserved')).to.equal(null);
    expect(proxy.calls.map((c) => `${c.method} ${c.path}`)).to.deep.equal(['GET /cashier/sessions/cs_fetched']);
  });

  it("a view without the proxy's locale is the element's to draw", async () => {
    const el = cashier(anyOrderView({ id: 'cs_no_locale' }));
    await runCdnStart();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(payButton(el)).to.equal(null);
    expect(takePreRendered(el)).to.equal(undefined);
  });

  it('a German view: drawn in German at once, lang and dir set', async () => {
    const messages = { ...enFirstScreen, 'pay.button': 'Zahlen {amount}', 'order.title': 'Bestellübersicht' };
    const view = orderView({ id: 'cs_de', locale: { catalog: 'de', format: 'de-DE', lang: 'de-DE', dir: 'ltr', childLanguage: 'de-DE' }, catalog: { locale: 'de', messages } });
    const el = cashier(view);
    await runCdnStart();
    await waitUntil(() => payButton(el), 'no pay screen');
    expect(el.getAttribute('lang')).to.equal('de-DE');
    expect(shadow(shadow(el).querySelector('acq-order-summary')!).querySelector('h2')!.textContent).to.equal('Bestellübersicht');
  });

  it('a slow view: the loading screen after 100 ms', async () => {
    const view = orderView({ id: 'cs_slow' });
    const proxy = new FakeProxy({ view, delay: 600 });
    const el = cashier(view, null);
    await runCdnStart(proxy);
    await waitUntil(() => shadow(el).querySelector('[part=skeleton]') && !shadow(el).querySelector('.reserved'), 'no loading screen', { timeout: 400 });
    expect(shadow(el).querySelector('[part=container]')!.getAttribute('aria-busy')).to.equal('true');
    // Drawn in English before the view says the shopper's language: no language named.
    const trigger = () => shadow(el).querySelector<HTMLElement>('[part~=language-trigger]')!;
    expect(trigger().checkVisibility({ visibilityProperty: true })).to.equal(false);
    await waitUntil(() => payButton(el), 'no pay screen');
    expect(trigger().checkVisibility({ visibilityProperty: true })).to.equal(true);
  });

  it("leaves a theme, a subscription and a server's HTML to the element", async () => {
    const themed = cashier(orderView(), JSON.stringify(orderView()), `appearance='{"variables":{"borderRadius":"2px"}}'`);
    const subscription = cashier(subscriptionView({ id: 'cs_sub' }));
    const served = cashier(orderView({ id: 'cs_served' }));
    served.attachShadow({ mode: 'open' }).innerHTML = '<p>server</p>';
    await runCdnStart();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Their places are kept, unseen, until the element draws them.
    expect(shadow(themed).querySelector('.reserved')).to.not.equal(null);
    expect(payButton(themed)).to.equal(null);
    expect(shadow(subscription).querySelector('.reserved')).to.not.equal(null);
    expect(payButton(subscription)).to.equal(null);
    expect(takePreRendered(subscription)).to.equal(undefined);
    expect(shadow(served).innerHTML).to.equal('<p>server</p>');
  });

  it("without the elements' code: the error screen, whose retry asks for it again", async () => {
    const el = cashier();
    await runCdnStart();
    await waitUntil(() => payButton(el), 'no pay screen');
    payButton(el)!.click();
    let retried = 0;
    elementsUnavailable(codeUnavailable('the elements'), () => retried++);
    const retry = shadow(el).querySelector<HTMLButtonElement>('[part=retry-button]');
    expect(retry, 'a retry').to.not.equal(null);
    expect(payButton(el)).to.equal(null);
    // The Pay clicked before the error is not done once the code is there: the shopper sees the pay screen again first.
    expect(takePreRendered(el)!.acts).to.deep.equal([]);
    retry!.click();
    expect(retried).to.equal(1);
  });

  it('the element takes the drawing over in place, then does what the shopper did meanwhile', async () => {
    // Its logo fails at once (nothing listens there): before the element is here to see it.
    const view = orderView({ id: 'cs_taken_over', brand: { displayName: 'Acme', logoUrl: 'https://127.0.0.1:1/logo.png' } });
    const proxy = new FakeProxy({ view, delay: 20 });
    const el = cashier(view, null);
    await runCdnStart(proxy);
    await waitUntil(() => payButton(el), 'no pay screen');
    const logo = () => shadow(el).querySelector<HTMLImageElement>('[part=logo] img');
    await waitUntil(() => logo()?.complete && logo()!.naturalWidth === 0, 'the logo did not fail', { timeout: 3000 });
    const button = payButton(el)!;
    const wallet = [...radios(el)].find((radio) => !radio.checked)!;
    wallet.click();
    button.click();
    button.click();
    Object.assign(el, { eventSourceFactory: FakeEventSource.factory });
    await import('../../src/all-elements.js');
    captureNavigation(el);
    await el.updateComplete;
    // The same nodes: one screen, its button the one drawn first.
    expect(shadow(el).querySelectorAll('[part=container]')).to.have.length(1);
    expect(payButton(el)).to.equal(button);
    expect(radios(el)).to.have.length(radios(el).length);
    expect([...radios(el)].find((radio) => radio.checked)).to.equal(wallet);
    // The logo's error came before the element: it shows the name's initial all the same, not a broken image.
    expect(logo()).to.equal(null);
    expect(shadow(el).querySelector('[part=logo] .initial')!.textContent).to.equal('A');
    await waitUntil(() => proxy.callsTo('/pay').length > 0, 'never paid', { timeout: 4000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const pays = proxy.callsTo('/pay');
    expect(pays, 'two clicks before the code came, one payment').to.have.length(1);
    expect(pays[0]!.body).to.include({ payMethodName: wallet.value.split(':')[2] });
    expect(proxy.callsTo('/cashier/sessions/cs_taken_over', 'GET'), 'one view request').to.have.length(1);
  });
});

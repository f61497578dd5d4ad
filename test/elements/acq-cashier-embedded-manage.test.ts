/** <acq-cashier> given a subscription page's view by the merchant's server (script child or `.view`): the page at once, then the proxy's check. */
import { expect, waitUntil } from '@open-wc/testing';
import '../../src/elements/acq-cashier/acq-cashier.js';
import type { AcqCashier } from '../../src/elements/acq-cashier/acq-cashier.js';
import type { ManageView } from '../../src/core/api/manage-view.js';
import { de } from '../../src/core/i18n/catalogs/de.js';
import manageDe from '../../src/core/i18n/manage-catalogs/de.js';
import { cancelledView, FakeManageProxy, FakeViewSource, manageView } from './fake-manage-proxy.js';

/** A cashier as the merchant's server writes it: the view in a JSON child, then upgraded in one go. */
function embedded(view: ManageView, proxy: FakeManageProxy, language = 'en'): AcqCashier {
  const host = document.createElement('div');
  host.innerHTML = `<acq-cashier session="${view.id}" endpoint="/cashier" language="${language}"><script type="application/json">${JSON.stringify(view).replace(/</g, '\\u003c')}</script></acq-cashier>`;
  const el = host.querySelector<AcqCashier>('acq-cashier')!;
  el.fetchImpl = proxy.fetch;
  el.eventSourceFactory = FakeViewSource.factory as never;
  document.body.append(host);
  return el;
}

const page = (el: AcqCashier) => el.shadowRoot?.querySelector('acq-subscription-manage');
const pageText = (el: AcqCashier) => page(el)?.shadowRoot?.textContent ?? '';
const button = (el: AcqCashier, part: string) => page(el)!.shadowRoot!.querySelector<HTMLButtonElement>(`[part~=${part}]`)!;

describe('acq-cashier with an embedded subscription page view', () => {
  afterEach(() => document.querySelectorAll('acq-cashier').forEach((el) => el.parentElement!.remove()));

  it('shows the page from the embedded view before the proxy answers anything, then checks it', async () => {
    // The session code and the page's chunks load first (unbundled here: slower than from the CDN), the proxy answers later still.
    const proxy = new FakeManageProxy({ view: manageView(), delay: 5000 });
    const el = embedded(manageView(), proxy);
    await waitUntil(() => pageText(el).includes('Coffee club') && pageText(el).includes('Active'), 'no page from the embedded view', { timeout: 4000 });
    expect(pageText(el)).to.not.include('Loading');
    expect(proxy.calls.map((c) => `${c.method} ${c.path}`)).to.deep.equal(['GET /cashier/sessions/ms_test_1'], 'only the check, unanswered');
  });

  it('a cancel waits for the check, then goes through', async () => {
    const proxy = new FakeManageProxy({ view: manageView(), delay: 300 });
    const el = embedded(manageView(), proxy);
    await waitUntil(() => page(el)?.shadowRoot?.querySelector('[part~=cancel-button]'), 'no page', { timeout: 1000 });
    button(el, 'cancel-button').click();
    await page(el)!.updateComplete;
    button(el, 'confirm-cancel-button').click();
    expect(proxy.callsTo('/subscription/cancel')).to.have.length(0);
    await waitUntil(() => pageText(el).includes('Cancelled'), 'never cancelled', { timeout: 3000 });
    const paths = proxy.calls.map((c) => `${c.method} ${c.path}`);
    expect(paths).to.deep.equal(['GET /cashier/sessions/ms_test_1', 'POST /cashier/sessions/ms_test_1/subscription/cancel']);
  });

  it('a stale embedded view gives way to what the proxy says (cancelled meanwhile)', async () => {
    const proxy = new FakeManageProxy({ view: cancelledView(manageView()) });
    const el = embedded(manageView(), proxy);
    await waitUntil(() => pageText(el).includes('Cancelled'), `never the proxy's view (${pageText(el)})`, { timeout: 3000 });
    expect(page(el)!.shadowRoot!.querySelector('[part~=cancel-button]')).to.equal(null);
    expect(proxy.calls.filter((c) => c.method === 'GET')).to.have.length(2, 'the check, then the reload');
  });

  it("an embedded view of another session is ignored: the page loads as usual", async () => {
    const proxy = new FakeManageProxy({ view: manageView() });
    const el = embedded(manageView({ id: 'ms_other' }), proxy);
    el.setAttribute('session', 'ms_test_1');
    await waitUntil(() => pageText(el).includes('Coffee club'), 'never loaded', { timeout: 3000 });
  });

  it('takes the view from its `view` property too', async () => {
    const proxy = new FakeManageProxy({ view: manageView(), delay: 1500 });
    const el = document.createElement('acq-cashier');
    Object.assign(el, { view: manageView(), fetchImpl: proxy.fetch, eventSourceFactory: FakeViewSource.factory });
    for (const [name, value] of [['session', 'ms_test_1'], ['endpoint', '/cashier'], ['language', 'en']] as const) el.setAttribute(name, value);
    const host = document.createElement('div');
    host.append(el);
    document.body.append(host);
    await waitUntil(() => pageText(el).includes('Coffee club'), 'no page from .view', { timeout: 1000 });
  });

  it("speaks the embedded catalog's language at once (German), no English first", async () => {
    const proxy = new FakeManageProxy({ view: manageView(), delay: 1500 });
    const view = { ...manageView(), catalog: { locale: 'de', messages: { ...de, ...manageDe } } };
    const el = embedded(view, proxy, 'de');
    await waitUntil(() => pageText(el).length > 0, 'no page', { timeout: 1000 });
    expect(pageText(el)).to.include(manageDe['manage.title']);
    expect(pageText(el)).to.not.include('Your subscription');
    expect(page(el)!.getAttribute('lang')).to.equal('de');
  });
});

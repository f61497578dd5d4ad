import { expect, waitUntil } from '@open-wc/testing';
import '../../src/elements/acq-cashier/acq-cashier.js';
import type { AcqCashier } from '../../src/elements/acq-cashier/acq-cashier.js';
import { embeddedCashier } from './embedded-cashier.js';
import { FakeEventSource, FakeProxy } from './fake-proxy.js';
import { captureNavigation, orderView, snapshot } from './fixtures.js';

const radios = (el: AcqCashier) => el.shadowRoot!.querySelector('acq-pay-methods')!.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type=radio]');

describe('acq-cashier with an embedded view', () => {
  afterEach(() => document.querySelectorAll('acq-cashier').forEach((el) => el.parentElement!.remove()));

  it('renders the methods in its first update, without waiting for the proxy', async () => {
    const proxy = new FakeProxy({ view: orderView(), delay: 200 });
    const el = embeddedCashier(orderView(), proxy);
    expect(el.state.name).to.equal('ready');
    await el.updateComplete;
    await el.shadowRoot!.querySelector('acq-pay-methods')!.updateComplete;
    expect(radios(el).length).to.be.greaterThan(0);
    expect(el.shadowRoot!.querySelector('[part=skeleton]')).to.equal(null);
  });

  it('still checks the session with the proxy, and pays only once that answered', async () => {
    const proxy = new FakeProxy({ view: orderView(), delay: 100 });
    const el = embeddedCashier(orderView(), proxy);
    await el.updateComplete;
    await el.shadowRoot!.querySelector('acq-pay-methods')!.updateComplete;
    captureNavigation(el);
    radios(el)[0]!.click();
    await el.updateComplete;
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part=pay-button]')!.click();
    expect(proxy.callsTo('/pay')).to.have.length(0);
    await waitUntil(() => proxy.callsTo('/pay').length === 1, 'never paid', { timeout: 3000 });
    const paths = proxy.calls.map((c) => `${c.method} ${c.path}`);
    expect(paths.indexOf('GET /cashier/sessions/cs_test_1')).to.be.lessThan(paths.indexOf('POST /cashier/sessions/cs_test_1/pay'));
  });

  it('a stale embedded view gives way to what the proxy says (paid meanwhile)', async () => {
    const paid = orderView({ status: snapshot({ status: 'succeeded', attempt: 1 }) });
    const proxy = new FakeProxy({ view: paid });
    const el = embeddedCashier(orderView({ status: snapshot({ status: 'open', attempt: 0 }) }), proxy);
    expect(el.state.name).to.equal('ready');
    await waitUntil(() => el.state.name === 'succeeded', `never succeeded (is ${el.state.name})`, { timeout: 3000 });
  });

  it('when the proxy does not know the session, the embedded view gives way to the load error', async () => {
    const proxy = new FakeProxy({ view: orderView({ id: 'cs_elsewhere' }) });
    const el = embeddedCashier(orderView(), proxy);
    expect(el.state.name).to.equal('ready');
    await waitUntil(() => el.state.name === 'error', `never an error (is ${el.state.name})`, { timeout: 3000 });
  });

  it('ignores an embedded view of another session or that is not a view, and fetches its own', async () => {
    for (const json of [JSON.stringify(orderView({ id: 'cs_other' })), '{"id":"cs_test_1"}', 'not json']) {
      const proxy = new FakeProxy({ view: orderView() });
      const el = embeddedCashier(orderView(), proxy, json);
      expect(el.state.name).to.equal('loading');
      await waitUntil(() => el.state.name === 'ready', 'never ready', { timeout: 3000 });
      el.parentElement!.remove();
    }
  });

  it('takes the view from its `view` property too', async () => {
    const proxy = new FakeProxy({ view: orderView() });
    const el = document.createElement('acq-cashier');
    Object.assign(el, { view: orderView(), fetchImpl: proxy.fetch, eventSourceFactory: FakeEventSource.factory });
    el.setAttribute('session', 'cs_test_1');
    el.setAttribute('endpoint', '/cashier');
    const host = document.createElement('div');
    host.append(el);
    document.body.append(host);
    expect(el.state.name).to.equal('ready');
  });

  it('an embedded view with a theme never shows its methods unthemed (it waits for the theme code)', async () => {
    const view = orderView({ appearance: JSON.stringify({ theme: 'night' }) });
    const el = embeddedCashier(view, new FakeProxy({ view }));
    // The background the host has whenever the methods are in its shadow root.
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      if (el.shadowRoot!.querySelector('acq-pay-methods')) seen.push(getComputedStyle(el).backgroundColor);
    });
    observer.observe(el.shadowRoot!, { childList: true, subtree: true });
    await waitUntil(() => seen.length > 0 && el.state.name === 'ready', 'never showed the methods', { timeout: 3000 });
    observer.disconnect();
    expect(seen[0]).to.equal('rgb(15, 20, 36)');
  });

  it('an embedded view with a theme: the loading screen before it holds its place unseen, never in the default colours', async () => {
    const view = orderView({ appearance: JSON.stringify({ theme: 'night' }) });
    const el = embeddedCashier(view, new FakeProxy({ view }));
    // How the loading screen looked each time the shadow root changed while it was there.
    const looks = new Set<string>();
    const observer = new MutationObserver(() => {
      const container = el.shadowRoot!.querySelector('.container');
      if (container && el.shadowRoot!.querySelector('[part=skeleton]')) looks.add(`${getComputedStyle(container).visibility} on ${getComputedStyle(el).backgroundColor}`);
    });
    observer.observe(el.shadowRoot!, { childList: true, subtree: true });
    await el.updateComplete;
    expect(el.matches(':state(theme-pending)')).to.equal(true);
    await waitUntil(() => el.state.name === 'ready' && getComputedStyle(el).backgroundColor === 'rgb(15, 20, 36)', 'never themed', { timeout: 3000 });
    await el.updateComplete;
    observer.disconnect();
    expect([...looks]).to.deep.equal(['hidden on rgba(0, 0, 0, 0)']);
    expect(el.matches(':state(theme-pending)')).to.equal(false);
    expect(getComputedStyle(el.shadowRoot!.querySelector('.container')!).visibility).to.equal('visible');
  });

  it('an embedded view with a theme for a session the proxy does not know: the error shows (nothing stays unseen)', async () => {
    const view = orderView({ appearance: JSON.stringify({ theme: 'night' }) });
    const el = embeddedCashier(view, new FakeProxy({ view: orderView({ id: 'cs_elsewhere' }) }));
    await waitUntil(() => el.state.name === 'error', `never an error (is ${el.state.name})`, { timeout: 3000 });
    await el.updateComplete;
    expect(el.matches(':state(theme-pending)')).to.equal(false);
    expect(getComputedStyle(el.shadowRoot!.querySelector('.container')!).visibility).to.equal('visible');
  });
});

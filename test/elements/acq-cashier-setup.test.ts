/**
 * The merchant's own setup mistakes (issue #28): no session or endpoint attribute (absent,
 * empty), and a proxy whose acquirer refuses the merchant's credentials. Each ends in
 * acq-error with a code, ONE console error naming the attribute or setting and the fix, an
 * error screen the shopper understands with no "Try again" that cannot work, and no
 * request where there is nothing to ask.
 */
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import '../../src/elements/acq-cashier/acq-cashier.js';
import type { AcqCashier } from '../../src/elements/acq-cashier/acq-cashier.js';
import type { AcqErrorEvent } from '../../src/elements/events.js';
import { FakeEventSource, FakeProxy } from './fake-proxy.js';
import { missingAttributeCases, watchConsoleAndFetch } from './console-and-fetch.js';
import { orderView } from './fixtures.js';

const { watched, oneConsoleError } = watchConsoleAndFetch();

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(() => {
  for (const el of document.querySelectorAll('acq-cashier')) el.remove();
});

/** A cashier with exactly these attributes, in the page; every proxy call recorded. */
function mount(attributes: Record<string, string>, proxy = new FakeProxy({ view: orderView() })): { el: AcqCashier; proxy: FakeProxy; error: Promise<AcqErrorEvent> } {
  const el = document.createElement('acq-cashier');
  const error = oneEvent(el, 'acq-error') as Promise<AcqErrorEvent>;
  el.fetchImpl = proxy.fetch;
  el.eventSourceFactory = FakeEventSource.factory;
  el.redirectDelay = -1;
  for (const [name, value] of Object.entries({ language: 'en', ...attributes })) el.setAttribute(name, value);
  document.body.append(el);
  return { el, proxy, error };
}

async function screenText(el: AcqCashier): Promise<{ text: string; retry: Element | null }> {
  await waitUntil(() => el.shadowRoot!.querySelector('acq-result'), 'no error screen', { timeout: 3000 });
  const result = el.shadowRoot!.querySelector('acq-result')!;
  await result.updateComplete;
  return { text: result.shadowRoot!.textContent ?? '', retry: result.shadowRoot!.querySelector('[part=retry-button]') };
}

const CASES = missingAttributeCases('cs_test_1');

describe('acq-cashier without its attributes', () => {
  for (const [name, attributes, code, attribute] of CASES) {
    it(`${name}: acq-error ${code}, a console error naming the ${attribute} and the fix, an error screen, no request`, async () => {
      const { el, proxy, error } = mount(attributes);
      expect((await error).detail.error.code).to.equal(code);
      const message = await oneConsoleError();
      expect(message).to.contain(code);
      expect(message).to.contain(attribute);
      expect(message).to.match(code === 'missing_session' ? /proxy\.createSession\(\)/ : /createCashierProxy/);
      const screen = await screenText(el);
      expect(screen.text).to.contain('This checkout is not set up correctly. Please contact the shop.');
      expect(screen.retry, 'no "Try again" that cannot work').to.equal(null);
      expect(el.state.name).to.equal('error');
      expect(proxy.calls).to.deep.equal([]);
      expect(watched.pageFetches).to.deep.equal([]);
    });
  }

  it('an attribute a framework sets just after connecting (React, Vue): no error, the session loads', async () => {
    let errors = 0;
    const proxy = new FakeProxy({ view: orderView() });
    const el = document.createElement('acq-cashier');
    el.addEventListener('acq-error', () => errors++);
    el.fetchImpl = proxy.fetch;
    el.eventSourceFactory = FakeEventSource.factory;
    el.setAttribute('endpoint', '/cashier');
    document.body.append(el);
    // After the connection's own microtask: what a framework's commit does.
    queueMicrotask(() => el.setAttribute('session', orderView().id));
    await waitUntil(() => el.state.name === 'ready', `never ready (is ${el.state.name})`, { timeout: 3000 });
    expect(errors).to.equal(0);
    expect(watched.logged).to.deep.equal([]);
    expect(proxy.callsTo(`/sessions/${orderView().id}`, 'GET')).to.have.length(1);
  });

  it('recovers when the missing attribute arrives later: the session loads and Pay works', async () => {
    const { el, proxy, error } = mount({ endpoint: '/cashier' });
    expect((await error).detail.error.code).to.equal('missing_session');
    el.setAttribute('session', orderView().id);
    await waitUntil(() => el.state.name === 'ready', `never ready (is ${el.state.name})`, { timeout: 3000 });
    await el.updateComplete;
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part=pay-button]')!.click();
    await waitUntil(() => proxy.callsTo('/pay').length === 1, 'no pay call');
    expect(watched.pageFetches).to.deep.equal([]);
  });
});

/** What the proxy answers when the acquirer refuses the merchant's API key. */
const MISCONFIGURED = { status: 502, body: { error: { code: 'merchant_misconfigured', requestId: 'req_7f3a9c' } } };

describe('acq-cashier when the acquirer refuses the merchant (merchant_misconfigured)', () => {
  it('on load: acq-error, no retry, "Reference: <requestId>", a console error naming apiKey and ACQ_API_KEY, one request', async () => {
    const proxy = new FakeProxy({ view: orderView() });
    const refusing = async (input: string, init: RequestInit): Promise<Response> => {
      await proxy.fetch(input, init);
      return new Response(JSON.stringify(MISCONFIGURED.body), { status: 502, headers: { 'content-type': 'application/json' } });
    };
    const el = document.createElement('acq-cashier');
    const error = oneEvent(el, 'acq-error') as Promise<AcqErrorEvent>;
    el.fetchImpl = refusing;
    el.setAttribute('language', 'en');
    el.setAttribute('endpoint', '/cashier');
    el.setAttribute('session', 'cs_test_1');
    document.body.append(el);
    const detail = (await error).detail.error;
    expect(detail.code).to.equal('merchant_misconfigured');
    expect(detail.retryable).to.equal(false);
    const message = await oneConsoleError();
    expect(message).to.contain('credentials');
    expect(message).to.contain('apiKey');
    expect(message).to.contain('ACQ_API_KEY');
    expect(message).to.contain('req_7f3a9c');
    const screen = await screenText(el);
    expect(screen.retry).to.equal(null);
    expect(screen.text).to.contain('Reference: req_7f3a9c');
    expect(screen.text).to.not.contain('merchant_misconfigured');
    expect(proxy.calls, 'no retry of a read that cannot work').to.have.length(1);
  });

  it('on Pay: the same error screen, no retry, the request id as reference', async () => {
    const proxy = new FakeProxy({ view: orderView(), pay: () => MISCONFIGURED });
    const { el, error } = mount({ session: orderView().id, endpoint: '/cashier' }, proxy);
    await waitUntil(() => el.state.name === 'ready', 'never ready', { timeout: 3000 });
    await el.updateComplete;
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part=pay-button]')!.click();
    expect((await error).detail.error.code).to.equal('merchant_misconfigured');
    const screen = await screenText(el);
    expect(screen.retry).to.equal(null);
    expect(screen.text).to.contain('Reference: req_7f3a9c');
    expect(screen.text).to.contain('This checkout is not set up correctly');
    expect(await oneConsoleError()).to.contain('ACQ_API_KEY');
  });

  it('any proxy error with a request id shows the request id as the reference', async () => {
    const proxy = new FakeProxy({
      view: orderView(),
      pay: () => ({ status: 409, body: { error: { code: 'A0033', messageKey: 'error.generic', message: 'state', requestId: 'req_42' } } }),
    });
    const { el } = mount({ session: orderView().id, endpoint: '/cashier' }, proxy);
    await waitUntil(() => el.state.name === 'ready', 'never ready', { timeout: 3000 });
    await el.updateComplete;
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part=pay-button]')!.click();
    const screen = await screenText(el);
    expect(screen.text).to.contain('Reference: req_42');
  });
});

describe('a session no pay method serves (a currency or amount the acquirer offers nothing for)', () => {
  it('says so above a disabled Pay; the merchant hears it once shown (acq-error no_pay_method, one console error naming currency and amount)', async () => {
    const proxy = new FakeProxy({ view: orderView({ payMethods: [], savedCards: [] }) });
    const { el, error } = mount({ session: 'cs_test_1', endpoint: '/cashier', language: 'en' }, proxy);
    const event = await error;
    expect(event.detail.error).to.include({ code: 'no_pay_method', messageKey: 'methods.none', retryable: false });
    expect(await oneConsoleError()).to.match(/acq-cashier: the acquirer offers no pay method for EUR 25\.50 on this merchant's contract/);
    expect(el.state.name).to.equal('ready');
    await el.updateComplete;
    const methods = el.shadowRoot!.querySelector('acq-pay-methods')!;
    await methods.updateComplete;
    expect(methods.shadowRoot!.textContent).to.contain('No payment method is available for this amount.');
    const calls = proxy.calls.length;
    const pay = el.shadowRoot!.querySelector<HTMLButtonElement>('[part~=pay-button]')!;
    expect(pay.disabled).to.equal(true);
    // Unavailable, not busy: faded with the not-allowed cursor (a busy Pay keeps its colours and the progress cursor).
    expect(getComputedStyle(pay).cursor).to.equal('not-allowed');
    expect(getComputedStyle(pay).opacity).to.equal('0.5');
    pay.click();
    await el.updateComplete;
    expect(proxy.calls.length).to.equal(calls);
    expect(el.state.name).to.equal('ready');
  });

  it('a session with a method: no such error, Pay enabled', async () => {
    const proxy = new FakeProxy({ view: orderView() });
    const { el } = mount({ session: 'cs_test_1', endpoint: '/cashier', language: 'en' }, proxy);
    const errors: Event[] = [];
    el.addEventListener('acq-error', (e) => errors.push(e));
    await waitUntil(() => el.state.name === 'ready', 'never ready', { timeout: 3000 });
    await el.updateComplete;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(el.shadowRoot!.querySelector<HTMLButtonElement>('[part~=pay-button]')!.disabled).to.equal(false);
    expect(errors).to.have.length(0);
  });
});

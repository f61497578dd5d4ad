/**
 * Issue 31: the pay screen renders from the entry module alone (first-screen.ts), before the
 * session code (lazy/session-controller.js) has loaded. A click in those first frames waits
 * for that code and then acts, once; acq-ready and the first status change come from the
 * session code, in their usual order; a view the first screen cannot show goes to the
 * session code with its one request.
 */
import { expect, waitUntil } from '@open-wc/testing';
import '../../src/elements/acq-cashier/acq-cashier.js';
import type { AcqCashier } from '../../src/elements/acq-cashier/acq-cashier.js';
import { en } from '../../src/core/i18n/catalogs/en-whole.js';
import { enFirstScreen } from '../../src/core/i18n/catalogs/en-first-screen.js';
import { FakeEventSource, FakeProxy } from './fake-proxy.js';
import { captureNavigation, orderView, snapshot } from './fixtures.js';

const WEB_URL = 'https://pay.example.test/authorize/1';
type WithFirst = { first: { run?: unknown } };

function mount(proxy: FakeProxy, id = orderView().id): AcqCashier {
  const el = document.createElement('acq-cashier');
  el.fetchImpl = proxy.fetch;
  el.eventSourceFactory = FakeEventSource.factory;
  for (const [name, value] of Object.entries({ language: 'en', endpoint: '/cashier', session: id, 'redirect-delay': '-1' })) el.setAttribute(name, value);
  document.body.append(el);
  return el;
}

/** Polls in tasks (never waiting for a frame), so that it sees the first screen before the session code comes after its frame. */
async function untilFirstScreen(el: AcqCashier): Promise<void> {
  for (let i = 0; i < 500 && el.state.name !== 'ready'; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  await el.updateComplete;
}

describe('acq-cashier first screen', () => {
  afterEach(() => document.querySelectorAll('acq-cashier').forEach((el) => el.remove()));

  it('Pay clicked twice before the session code is there: one pay call, then the payment page', async () => {
    const proxy = new FakeProxy({ view: orderView(), pay: (body) => snapshot({ status: 'action_required', attempt: body.attempt, action: { webUrl: WEB_URL } }) });
    const events: string[] = [];
    const el = mount(proxy);
    for (const type of ['acq-ready', 'acq-status-change']) el.addEventListener(type, (e) => events.push(e.type));
    const navigations = captureNavigation(el);
    await untilFirstScreen(el);
    expect((el as unknown as WithFirst).first.run, 'the session code is not there yet').to.equal(undefined);
    const pay = el.shadowRoot!.querySelector<HTMLButtonElement>('[part=pay-button]')!;
    expect(pay.disabled).to.equal(false);
    pay.click();
    pay.click();
    await waitUntil(() => navigations.length === 1, 'never left for the payment page', { timeout: 3000 });
    expect(navigations).to.deep.equal([WEB_URL]);
    expect(proxy.callsTo('/pay')).to.have.length(1);
    expect(proxy.calls.filter((c) => c.method === 'GET' && c.path === `/cashier/sessions/${orderView().id}`)).to.have.length(1, 'one view request');
    expect(events.slice(0, 2)).to.deep.equal(['acq-ready', 'acq-status-change']);
  });

  // The entry carries the first screen's English only; the session code hands the element the rest.
  it('the screen after Pay speaks the whole of English, not message keys', async () => {
    const proxy = new FakeProxy({ view: orderView(), pay: (body) => snapshot({ status: 'action_required', attempt: body.attempt, action: { webUrl: WEB_URL } }) });
    const el = mount(proxy);
    const navigations = captureNavigation(el);
    await untilFirstScreen(el);
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part=pay-button]')!.click();
    await waitUntil(() => navigations.length === 1, 'never left for the payment page', { timeout: 3000 });
    await el.updateComplete;
    const text = el.shadowRoot!.textContent ?? '';
    const later = Object.entries(en).filter(([key]) => !Object.hasOwn(enFirstScreen, key));
    expect(later.filter(([, message]) => text.includes(message)).map(([key]) => key), text).to.not.be.empty;
    expect(text).to.not.match(/\b(cashier|result|error|pay)\.[a-zA-Z]+/);
  });

  it('a view that is not the pay screen (paid already): no first screen, one view request, the result', async () => {
    const proxy = new FakeProxy({ view: orderView({ status: snapshot({ status: 'succeeded', acquirerStatus: 'PAY_SUCCESS' }) }) });
    const el = mount(proxy);
    await waitUntil(() => el.state.name === 'succeeded', `never succeeded (${el.state.name})`, { timeout: 3000 });
    expect(proxy.calls.filter((c) => c.method === 'GET' && c.path.startsWith('/cashier/sessions/'))).to.have.length(1);
  });

  it('a view that breaks the contract where the first screen does not look: shown, then the bad answer once the session code checks it', async () => {
    const bad = { ...orderView(), status: { ...snapshot({ status: 'open' }), updatedAt: 42 } } as never;
    const proxy = new FakeProxy({ view: bad });
    const el = mount(proxy);
    await waitUntil(() => el.state.name === 'error', `never the error (${el.state.name})`, { timeout: 3000 });
    expect((el.state as { error: { code: string } }).error.code).to.equal('bad_response');
  });
});

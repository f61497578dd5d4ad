/**
 * Back from the acquirer's page without paying ("Cancel and return to the merchant"): the
 * shopper's own choice. The methods come back with a neutral notice (a polite status, the
 * text's colour, not the danger colour of an error), and Pay works again.
 */
import { expect, waitUntil } from '@open-wc/testing';
import '../../src/elements/acq-cashier/acq-cashier.js';
import type { AcqCashier } from '../../src/elements/acq-cashier/acq-cashier.js';
import { saveResume } from '../../src/client/resume-store.js';
import { FakeEventSource, FakeProxy } from './fake-proxy.js';
import { captureNavigation, orderView, snapshot } from './fixtures.js';

const WEB_URL = 'https://pay.example.test/authorize/1';

async function returnUnpaid(language = 'en'): Promise<{ el: AcqCashier; proxy: FakeProxy }> {
  saveResume({ sessionId: 'cs_test_1', attempt: 1, endpoint: '/cashier', savedAt: Date.now() });
  const waiting = snapshot({ status: 'action_required', action: { webUrl: WEB_URL, method: { payMethodType: 'EWALLET', payMethodName: 'SANDBOX_WALLET' } } });
  const proxy = new FakeProxy({ view: orderView({ status: waiting }), status: () => waiting, pay: (body) => ({ ...waiting, attempt: body.attempt }) });
  const el = document.createElement('acq-cashier');
  el.fetchImpl = proxy.fetch;
  el.eventSourceFactory = FakeEventSource.factory;
  el.redirectDelay = -1;
  el.setAttribute('language', language);
  el.setAttribute('endpoint', '/cashier');
  el.setAttribute('session', 'cs_test_1');
  document.body.append(el);
  await waitUntil(() => el.state.name === 'ready', `never back to the methods (is ${el.state.name})`, { timeout: 3000 });
  await el.updateComplete;
  return { el, proxy };
}

describe('acq-cashier back from the payment page unpaid', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => document.querySelectorAll('acq-cashier').forEach((el) => el.remove()));

  it('shows the methods with a neutral notice: role status, not alert, not the danger colour', async () => {
    const { el } = await returnUnpaid();
    const notice = el.shadowRoot!.querySelector<HTMLElement>('[part=notice]')!;
    expect(notice.textContent).to.equal('You left the payment page without paying. Choose how to pay.');
    expect(notice.getAttribute('role')).to.equal('status');
    expect(el.shadowRoot!.querySelector('[role=alert]')).to.equal(null);
    // The text's own colour: an error notice is in the danger colour (the last test).
    expect(getComputedStyle(notice).color).to.equal(getComputedStyle(el.shadowRoot!.querySelector('.container')!).color);
    expect(el.shadowRoot!.querySelector('acq-result'), 'no error screen').to.equal(null);
  });

  it('keyboard and screen reader: focus on Pay, the note said in the live region', async () => {
    const { el } = await returnUnpaid();
    await waitUntil(() => el.shadowRoot!.activeElement?.getAttribute('part') === 'pay-button', 'focus never reached Pay', { timeout: 2000 });
    const live = el.shadowRoot!.querySelector('[role=status][aria-live=polite].sr-only')!;
    expect(live.textContent?.trim()).to.equal('You left the payment page without paying. Choose how to pay.');
  });

  it('Pay works again: it continues the same attempt on the payment page', async () => {
    const { el, proxy } = await returnUnpaid();
    const navigations = captureNavigation(el);
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part=pay-button]')!.click();
    await waitUntil(() => navigations.length === 1, 'never left for the payment page', { timeout: 3000 });
    expect(proxy.callsTo('/pay').map((c) => (c.body as { attempt: number }).attempt)).to.deep.equal([1]);
    expect(navigations[0]).to.equal(WEB_URL);
  });

  it('a failure keeps its error style (a declined attempt is no choice)', async () => {
    const proxy = new FakeProxy({ view: orderView(), pay: () => ({ status: 503, body: { error: { code: 'acquirer_unavailable', messageKey: 'error.unavailable', message: 'down' } } }) });
    const el = document.createElement('acq-cashier');
    el.fetchImpl = proxy.fetch;
    el.eventSourceFactory = FakeEventSource.factory;
    el.setAttribute('language', 'en');
    el.setAttribute('endpoint', '/cashier');
    el.setAttribute('session', 'cs_test_1');
    document.body.append(el);
    await waitUntil(() => el.state.name === 'ready', 'never ready', { timeout: 3000 });
    await el.updateComplete;
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part=pay-button]')!.click();
    await waitUntil(() => el.state.name === 'ready' && el.state.notice, 'no notice', { timeout: 3000 });
    await el.updateComplete;
    const notice = el.shadowRoot!.querySelector<HTMLElement>('[part=notice]')!;
    expect(notice.getAttribute('role')).to.equal('alert');
    expect(notice.classList.contains('info')).to.equal(false);
    expect(getComputedStyle(notice).color).to.not.equal(getComputedStyle(el.shadowRoot!.querySelector('.container')!).color);
  });
});

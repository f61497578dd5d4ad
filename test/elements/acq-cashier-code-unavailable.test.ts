/**
 * The post-pay code (lazy/after-pay.js) refused or unreachable (an integrity policy, a CDN
 * folder half deployed): Pay ends in an error the shopper sees, with a retry, instead of an
 * endless "Loading the checkout…" (found by test/e2e/integrity.spec.ts, its test.fixme).
 */
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import '../../src/elements/acq-cashier/acq-cashier.js';
import type { AcqErrorEvent } from '../../src/elements/events.js';
import { AfterPayLink } from '../../src/elements/acq-cashier/after-pay-link.js';
import { FakeEventSource, FakeProxy } from './fake-proxy.js';
import { captureNavigation, orderView, snapshot } from './fixtures.js';

const WEB_URL = 'https://pay.example.test/authorize/1';
let logged: string[];
const originalError = console.error;

beforeEach(() => {
  logged = [];
  console.error = (...args: unknown[]) => void logged.push(String(args[0]));
  sessionStorage.clear();
});
afterEach(() => {
  console.error = originalError;
  document.querySelectorAll('acq-cashier').forEach((el) => el.remove());
});

/** The session code's link to the post-pay code, which the test makes fail (the session code is created after the first screen). */
const realLoad = AfterPayLink.prototype.load;
afterEach(() => {
  AfterPayLink.prototype.load = realLoad;
});

it('Pay without the post-pay code: an error with a retry (acq-error code_unavailable, one console error); the retry recovers and Pay works', async () => {
  const proxy = new FakeProxy({ view: orderView(), pay: (body) => snapshot({ status: 'action_required', attempt: body.attempt, action: { webUrl: WEB_URL } }) });
  const el = document.createElement('acq-cashier');
  AfterPayLink.prototype.load = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
  el.fetchImpl = proxy.fetch;
  el.eventSourceFactory = FakeEventSource.factory;
  for (const [name, value] of Object.entries({ language: 'en', endpoint: '/cashier', session: 'cs_test_1' })) el.setAttribute(name, value);
  document.body.append(el);
  const navigations = captureNavigation(el);
  await waitUntil(() => el.state.name === 'ready', 'never ready', { timeout: 3000 });
  await el.updateComplete;
  const error = oneEvent(el, 'acq-error') as Promise<AcqErrorEvent>;
  el.shadowRoot!.querySelector<HTMLButtonElement>('[part=pay-button]')!.click();
  expect((await error).detail.error.code).to.equal('code_unavailable');
  await el.updateComplete;
  expect(el.state.name).to.equal('error');
  const screen = el.shadowRoot!.querySelector('[part=result]')!;
  expect(screen.getAttribute('role')).to.equal('alert');
  expect(screen.textContent).to.contain('Something went wrong');
  expect(logged.filter((line) => line.includes('lazy/after-pay.js'))).to.have.length(1);

  // The code is reachable again: the retry reloads the session, and Pay leaves for the payment page.
  AfterPayLink.prototype.load = realLoad;
  el.shadowRoot!.querySelector<HTMLButtonElement>('[part=retry-button]')!.click();
  await waitUntil(() => el.state.name === 'ready', `never ready again (is ${el.state.name})`, { timeout: 3000 });
  await el.updateComplete;
  el.shadowRoot!.querySelector<HTMLButtonElement>('[part=pay-button]')!.click();
  await waitUntil(() => navigations.length === 1, 'never left for the payment page', { timeout: 3000 });
  expect(navigations[0]).to.equal(WEB_URL);
});

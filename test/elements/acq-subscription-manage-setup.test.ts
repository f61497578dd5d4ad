/**
 * The merchant's mistakes with <acq-subscription-manage> on its own, as the cashier's
 * (acq-cashier-setup.test.ts, acq-cashier-errors.test.ts): no session or endpoint, a
 * checkout's session, an unknown session, a wrong endpoint. Each ends in acq-error with a
 * code, ONE console error naming the cause and the fix, an error screen the shopper
 * understands and no "Try again" that cannot work; never "Loading your subscription…" forever.
 */
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import type { FetchLike } from '../../src/client/proxy-client.js';
import type { AcqSubscriptionManage } from '../../src/elements/acq-subscription-manage/acq-subscription-manage.js';
import type { AcqErrorEvent } from '../../src/elements/events.js';
import { FakeManageProxy, FakeViewSource, manageView } from './fake-manage-proxy.js';
import { missingAttributeCases, watchConsoleAndFetch } from './console-and-fetch.js';
import { orderView } from './fixtures.js';
import { root, text } from './manage-mount.js';

const { watched, oneConsoleError } = watchConsoleAndFetch();

afterEach(() => {
  for (const el of document.querySelectorAll('acq-subscription-manage')) el.remove();
  FakeViewSource.instances = [];
});

/** A page with exactly these attributes, in the document; every call recorded. */
function mount(attributes: Record<string, string>, fetchImpl: FetchLike = new FakeManageProxy({ view: manageView() }).fetch) {
  const calls: string[] = [];
  const el = document.createElement('acq-subscription-manage');
  const error = oneEvent(el, 'acq-error') as Promise<AcqErrorEvent>;
  el.fetchImpl = (input, init) => (calls.push(input), fetchImpl(input, init));
  el.eventSourceFactory = FakeViewSource.factory;
  for (const [name, value] of Object.entries({ language: 'en', ...attributes })) el.setAttribute(name, value);
  document.body.append(el);
  return { el, error, calls };
}

/** The error screen's words and its retry button (null: none). */
async function errorScreen(el: AcqSubscriptionManage): Promise<{ text: string; retry: Element | null }> {
  await waitUntil(() => root(el).querySelector('[role=alert]'), 'no error screen', { timeout: 3000 });
  return { text: text(el), retry: root(el).querySelector('button') };
}

const answer = (status: number, body: unknown): FetchLike => async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const CASES = missingAttributeCases('ms_test_1');

describe('acq-subscription-manage without its attributes', () => {
  for (const [name, attributes, code, attribute] of CASES) {
    it(`${name}: acq-error ${code}, a console error naming the ${attribute} and the fix, an error screen without retry, no request`, async () => {
      const { el, error, calls } = mount(attributes);
      expect((await error).detail.error.code).to.equal(code);
      const message = await oneConsoleError();
      expect(message).to.contain(`acq-subscription-manage: the session could not be loaded (${code}`);
      expect(message).to.contain(attribute);
      expect(message).to.contain('<acq-subscription-manage session=');
      expect(message).to.match(code === 'missing_session' ? /proxy\.createSession\(\{ kind: 'subscription-manage'/ : /createCashierProxy/);
      const screen = await errorScreen(el);
      expect(screen.text).to.contain('This page is not set up correctly. Please contact the shop.');
      expect(screen.text).to.not.contain('Loading');
      expect(screen.retry, 'no "Try again" that cannot work').to.equal(null);
      expect(calls).to.deep.equal([]);
      expect(watched.pageFetches).to.deep.equal([]);
    });
  }

  it('an attribute set just after connecting (React, Vue): no error, the page loads', async () => {
    const { el, calls } = mount({ endpoint: '/cashier' });
    let errors = 0;
    el.addEventListener('acq-error', () => errors++);
    const ready = oneEvent(el, 'acq-ready');
    queueMicrotask(() => el.setAttribute('session', manageView().id));
    await ready;
    expect(errors).to.equal(0);
    expect(watched.logged).to.deep.equal([]);
    expect(calls).to.have.length(1);
  });

  it('recovers when the missing attribute arrives later: the page loads', async () => {
    const { el, error } = mount({ endpoint: '/cashier' });
    expect((await error).detail.error.code).to.equal('missing_session');
    const ready = oneEvent(el, 'acq-ready');
    el.setAttribute('session', manageView().id);
    await ready;
    await el.updateComplete;
    expect(text(el)).to.contain('Coffee club');
  });
});

describe('acq-subscription-manage given a session it cannot show', () => {
  it("a checkout's session (cs_…, kind order): acq-error checkout_session, the console says to use <acq-cashier> or a subscription-manage session, no retry", async () => {
    const { el, error, calls } = mount({ session: 'cs_test_1', endpoint: '/cashier' }, answer(200, orderView()));
    const detail = (await error).detail.error;
    expect(detail.code).to.equal('checkout_session');
    expect(detail.retryable).to.equal(false);
    const message = await oneConsoleError();
    expect(message).to.contain('"cs_test_1" is a checkout session');
    expect(message).to.contain('<acq-cashier session="cs_test_1" endpoint="/cashier">');
    expect(message).to.contain("kind: 'subscription-manage'");
    expect(message).to.not.contain('answered something unexpected');
    const screen = await errorScreen(el);
    expect(screen.text).to.contain('This page is not set up correctly. Please contact the shop.');
    expect(screen.retry).to.equal(null);
    expect(calls, 'one read, no retry').to.have.length(1);
  });

  it('an unknown session: acq-error session_not_found, the console names the id and createSession, no retry', async () => {
    const unknown = answer(404, { error: { code: 'session_not_found', messageKey: 'error.sessionNotFound', message: 'No such cashier session, or it has expired' } });
    const { el, error } = mount({ session: 'ms_unknown', endpoint: '/cashier' }, unknown);
    expect((await error).detail.error.code).to.equal('session_not_found');
    const message = await oneConsoleError();
    expect(message).to.contain('"ms_unknown"');
    expect(message).to.contain('proxy.createSession(');
    const screen = await errorScreen(el);
    expect(screen.text).to.contain('This page has expired. Open it again from the shop.');
    expect(screen.text).to.not.contain('Please try again later');
    expect(screen.retry).to.equal(null);
  });

  it('a wrong endpoint (HTTP 404, not the proxy): acq-error http_error, the console names the endpoint attribute', async () => {
    const notProxy: FetchLike = async () => new Response('<!doctype html><title>Not found</title>', { status: 404, headers: { 'content-type': 'text/html' } });
    const { error } = mount({ session: 'ms_test_1', endpoint: '/no-proxy-here' }, notProxy);
    expect((await error).detail.error.code).to.equal('http_error');
    const message = await oneConsoleError();
    expect(message).to.contain('/no-proxy-here did not answer as the cashier proxy');
    expect(message).to.contain('endpoint attribute');
  });

  it('a failure a retry can mend (offline): the retry is there and loads the page', async () => {
    const proxy = new FakeManageProxy({ view: manageView() });
    let offline = true;
    const flaky: FetchLike = (input, init) => (offline ? Promise.reject(new TypeError('Failed to fetch')) : proxy.fetch(input, init));
    const { el, error } = mount({ session: 'ms_test_1', endpoint: '/cashier' }, flaky);
    expect((await error).detail.error.code).to.equal('network_error');
    expect(await oneConsoleError()).to.contain('could not be reached');
    const screen = await errorScreen(el);
    offline = false;
    const ready = oneEvent(el, 'acq-ready');
    (screen.retry as HTMLButtonElement).click();
    await ready;
  });
});

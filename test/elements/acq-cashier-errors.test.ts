/**
 * A cashier that cannot load its session: a wrong endpoint, an unknown session id, a proxy
 * that refuses the page's origin. Each ends in acq-error with a code, ONE console error
 * that names the cause and the fix, a screen for the shopper (a retry where one can help)
 * and no unhandled rejection.
 */
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import '../../src/elements/acq-cashier/acq-cashier.js';
import type { AcqCashier } from '../../src/elements/acq-cashier/acq-cashier.js';
import type { AcqErrorEvent } from '../../src/elements/events.js';
import type { FetchLike } from '../../src/client/proxy-client.js';
import { FakeProxy } from './fake-proxy.js';
import { orderView } from './fixtures.js';

let logged: unknown[][];
let rejections: unknown[];
const originalError = console.error;
const onRejection = (event: PromiseRejectionEvent) => rejections.push(event.reason);

beforeEach(() => {
  logged = [];
  rejections = [];
  console.error = (...args: unknown[]) => void logged.push(args);
  window.addEventListener('unhandledrejection', onRejection);
});

afterEach(() => {
  console.error = originalError;
  window.removeEventListener('unhandledrejection', onRejection);
});

async function mount(endpoint: string, session: string, fetchImpl?: FetchLike): Promise<{ el: AcqCashier; error: Promise<AcqErrorEvent> }> {
  const el = document.createElement('acq-cashier');
  const error = oneEvent(el, 'acq-error') as Promise<AcqErrorEvent>;
  if (fetchImpl) el.fetchImpl = fetchImpl;
  el.setAttribute('language', 'en');
  el.setAttribute('endpoint', endpoint);
  el.setAttribute('session', session);
  await fixture(html`${el}`);
  return { el, error };
}

/** The one console error, once the lazily loaded hint has printed it. */
async function consoleError(): Promise<string> {
  await waitUntil(() => logged.length > 0, 'no console error', { timeout: 5000 });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(logged).to.have.length(1);
  return String(logged[0]![0]);
}

async function resultScreen(el: AcqCashier): Promise<ShadowRoot> {
  await waitUntil(() => el.shadowRoot!.querySelector('acq-result'), 'no result screen', { timeout: 3000 });
  const result = el.shadowRoot!.querySelector('acq-result')!;
  await result.updateComplete;
  return result.shadowRoot!;
}

describe('acq-cashier load errors', () => {
  it('an unknown session id: acq-error session_not_found, a console error naming the id and createSession, no retry', async () => {
    // What the proxy answers for an id it does not know (src/server/proxy.ts, loadSession).
    const unknown: FetchLike = async () =>
      new Response(JSON.stringify({ error: { code: 'session_not_found', messageKey: 'error.sessionNotFound', message: 'No such cashier session, or it has expired' } }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      });
    const { el, error } = await mount('/cashier', 'cs_unknown', unknown);
    expect((await error).detail.error.code).to.equal('session_not_found');
    const message = await consoleError();
    expect(message).to.contain('session_not_found');
    expect(message).to.contain('"cs_unknown"');
    expect(message).to.contain('proxy.createSession()');
    const screen = await resultScreen(el);
    expect(screen.textContent).to.contain('This checkout could not be found');
    expect(screen.querySelector('[part=retry-button]')).to.equal(null);
    expect(rejections).to.deep.equal([]);
  });

  it('a wrong endpoint on the real dev server (HTTP 404, not the proxy): acq-error with the code, the console names the endpoint attribute', async () => {
    const { error } = await mount('/no-proxy-here', 'cs_test_1');
    const code = (await error).detail.error.code;
    expect(['http_error', 'bad_response', 'not_found']).to.include(code);
    const message = await consoleError();
    expect(message).to.contain(code);
    expect(message).to.contain('/no-proxy-here did not answer as the cashier proxy');
    expect(message).to.contain('endpoint attribute');
    expect(rejections).to.deep.equal([]);
  });

  it('a wrong endpoint that answers an HTML page (an SPA fallback): acq-error bad_response and the same hint', async () => {
    const spa: FetchLike = async () => new Response('<!doctype html><title>shop</title>', { status: 200, headers: { 'content-type': 'text/html' } });
    const { error } = await mount('/api', 'cs_test_1', spa);
    expect((await error).detail.error.code).to.equal('bad_response');
    expect(await consoleError()).to.contain('the endpoint attribute must be where createCashierProxy');
  });

  it('a proxy on another origin that refuses this one (CORS): network_error, the console names allowedOrigins and the origin, and the shopper gets a retry that works', async () => {
    let refuse = true;
    const proxy = new FakeProxy({ view: orderView() });
    const crossOrigin: FetchLike = async (input, init) => {
      if (refuse) throw new TypeError('Failed to fetch');
      return proxy.fetch(String(input).replace('https://pay-proxy.example.test', ''), init);
    };
    const { el, error } = await mount('https://pay-proxy.example.test/cashier', 'cs_test_1', crossOrigin);
    expect((await error).detail.error.code).to.equal('network_error');
    const message = await consoleError();
    expect(message).to.contain('allowedOrigins');
    expect(message).to.contain(location.origin);
    expect(message).to.contain('https://pay-proxy.example.test could not be reached');

    const retry = (await resultScreen(el)).querySelector<HTMLButtonElement>('[part=retry-button]');
    expect(retry, 'a retry, not a dead end').to.not.equal(null);
    refuse = false;
    retry!.click();
    await waitUntil(() => el.state.name === 'ready', `never ready (is ${el.state.name})`, { timeout: 3000 });
    expect(rejections).to.deep.equal([]);
  });

  it('a removed element logs nothing for its aborted load', async () => {
    const slow: FetchLike = (_input, init) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    const { el } = await mount('/cashier', 'cs_test_1', slow);
    el.remove();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(logged).to.deep.equal([]);
    expect(rejections).to.deep.equal([]);
  });
});

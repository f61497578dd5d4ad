import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createProxyClient, ProxyClientError, type FetchLike } from '../../src/client/index.js';
import { snapshot, view } from '../core/flow/fixtures.js';
import { isMerchantSetupError } from '../../src/client/proxy-client-error.js';
import { MANAGE_SESSION } from '../../src/client/proxy-client.js';

interface Call {
  url: string;
  init: RequestInit;
}

type Reply = Response | Error | 'hang';

/** A fetch that answers from a queue and records every call; 'hang' waits for the abort. */
function fakeFetch(...replies: Reply[]): FetchLike & { calls: Call[] } {
  const calls: Call[] = [];
  const fn = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const reply = replies.shift() ?? new Error('no more replies');
    if (reply === 'hang') {
      return new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    if (reply instanceof Error) throw reply;
    return reply;
  }) as FetchLike & { calls: Call[] };
  fn.calls = calls;
  return fn;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const proxyError = (status: number, code: string, messageKey = 'error.generic') =>
  json({ error: { code, messageKey, message: `${code} happened`, requestId: 'req_1' } }, status);

function client(fetch: FetchLike, timeoutMs = 1_000) {
  return createProxyClient({ endpoint: '/cashier/', fetch, timeoutMs, retryDelaysMs: [1, 1] });
}

async function rejection(promise: Promise<unknown>): Promise<ProxyClientError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof ProxyClientError, `not a ProxyClientError: ${String(error)}`);
    return error;
  }
  assert.fail('expected a rejection');
}

describe('createProxyClient: answers', () => {
  it('getView: GET {endpoint}/sessions/:id, parsed', async () => {
    const fetch = fakeFetch(json(view()));
    const result = await client(fetch).getView('cs_test_1');
    assert.equal(result.id, 'cs_test_1');
    assert.equal(fetch.calls[0]!.url, '/cashier/sessions/cs_test_1');
    assert.equal(fetch.calls[0]!.init.method, 'GET');
    assert.equal(fetch.calls[0]!.init.body, undefined);
  });

  it('session ids are path-encoded', async () => {
    const fetch = fakeFetch(json(snapshot('open')));
    await client(fetch).getStatus('a/../b?c');
    assert.equal(fetch.calls[0]!.url, '/cashier/sessions/a%2F..%2Fb%3Fc/status');
  });

  it('pay: POST JSON of the request, answers the snapshot', async () => {
    const fetch = fakeFetch(json(snapshot('action_required', 2, { action: { webUrl: 'https://pay.example.com/a' } })));
    const result = await client(fetch).pay('cs_1', { payMethodType: 'CARD', payMethodName: 'CARD', attempt: 2 });
    assert.equal(result.status, 'action_required');
    const { url, init } = fetch.calls[0]!;
    assert.equal(url, '/cashier/sessions/cs_1/pay');
    assert.equal(init.method, 'POST');
    assert.equal((init.headers as Record<string, string>)['Content-Type'], 'application/json');
    assert.deepEqual(JSON.parse(String(init.body)), { payMethodType: 'CARD', payMethodName: 'CARD', attempt: 2 });
  });

  it("pay: the shopper's picked language travels with the choice; one too long is refused before it travels", async () => {
    const fetch = fakeFetch(json(snapshot('action_required', 1, { action: { webUrl: 'https://pay.example.com/a' } })));
    await client(fetch).pay('cs_1', { payMethodType: 'CARD', attempt: 1, language: 'pt-BR' });
    assert.deepEqual(JSON.parse(String(fetch.calls[0]!.init.body)), { payMethodType: 'CARD', attempt: 1, language: 'pt-BR' });
    const error = await rejection(client(fakeFetch()).pay('cs_1', { payMethodType: 'CARD', attempt: 1, language: 'x'.repeat(25) }));
    assert.equal(error.code, 'invalid_request');
  });

  it('pay: an invalid request is refused before it travels', async () => {
    const fetch = fakeFetch();
    const error = await rejection(client(fetch).pay('cs_1', { payMethodType: '', attempt: 0 }));
    assert.equal(error.code, 'invalid_request');
    assert.equal(error.retryable, false);
    assert.equal(fetch.calls.length, 0);
  });

  it('cancel: POST …/cancel', async () => {
    const fetch = fakeFetch(json(snapshot('cancelled')));
    assert.equal((await client(fetch).cancel('cs_1')).status, 'cancelled');
    assert.equal(fetch.calls[0]!.url, '/cashier/sessions/cs_1/cancel');
    assert.equal(fetch.calls[0]!.init.method, 'POST');
  });

  it('manage: GET …/manage → {url, expiresAt}', async () => {
    const fetch = fakeFetch(json({ url: 'https://pay.example.com/m/1', expiresAt: '2026-10-02T00:00:00Z', extra: 1 }));
    assert.deepEqual(await client(fetch).manage('cs_1'), {
      url: 'https://pay.example.com/m/1',
      expiresAt: '2026-10-02T00:00:00Z',
    });
    assert.equal(fetch.calls[0]!.url, '/cashier/sessions/cs_1/manage');
  });

  it('eventsUrl and endpoint drop trailing slashes', () => {
    const c = client(fakeFetch());
    assert.equal(c.endpoint, '/cashier');
    assert.equal(c.eventsUrl('cs 1'), '/cashier/sessions/cs%201/events');
  });

  it('importing and creating never touches the global fetch', () => {
    assert.doesNotThrow(() => createProxyClient({ endpoint: '/cashier' }));
  });
});

describe('createProxyClient: errors', () => {
  it('a ProxyError body becomes the typed error (4xx: not retried)', async () => {
    const fetch = fakeFetch(proxyError(404, 'session_not_found', 'error.sessionNotFound'));
    const error = await rejection(client(fetch).getView('cs_x'));
    assert.deepEqual(
      { code: error.code, messageKey: error.messageKey, message: error.message, status: error.status, retryable: error.retryable, requestId: error.requestId },
      { code: 'session_not_found', messageKey: 'error.sessionNotFound', message: 'session_not_found happened', status: 404, retryable: false, requestId: 'req_1' },
    );
    assert.equal(fetch.calls.length, 1);
  });

  it('an acquirer refusal on pay keeps its code and key', async () => {
    const fetch = fakeFetch(proxyError(409, 'A0048', 'error.changeInPayment'));
    const error = await rejection(client(fetch).pay('cs_1', { payMethodType: 'CARD', attempt: 1 }));
    assert.equal(error.code, 'A0048');
    assert.equal(error.messageKey, 'error.changeInPayment');
    assert.equal(error.retryable, false);
  });

  it('a non-JSON error page becomes http_error', async () => {
    const fetch = fakeFetch(new Response('<h1>Bad gateway</h1>', { status: 502 }), proxyError(502, 'x'), proxyError(502, 'x'));
    const error = await rejection(client(fetch).getStatus('cs_1'));
    assert.equal(error.code, 'x');
    assert.equal(fetch.calls.length, 3);
    const single = await rejection(client(fakeFetch(new Response('<h1>oops</h1>', { status: 400 }))).getStatus('cs_1'));
    assert.deepEqual([single.code, single.status, single.retryable, single.messageKey], ['http_error', 400, false, 'error.generic']);
  });

  // Issue #28: the merchant's setup refused by the acquirer; no retry can fix it, so none is offered or made.
  const SETUP: ReadonlyArray<[name: string, body: unknown]> = [
    ['merchant_misconfigured with only a code and a request id', { error: { code: 'merchant_misconfigured', requestId: 'req_1' } }],
    ['merchant_misconfigured as a full ProxyError', { error: { code: 'merchant_misconfigured', messageKey: 'error.unavailable', message: 'refused', requestId: 'req_1' } }],
    ["an older proxy's B0008 (the acquirer's bad API key)", { error: { code: 'B0008', messageKey: 'error.generic', message: 'The acquirer refused the credentials', requestId: 'req_1' } }],
  ];
  for (const [name, body] of SETUP) {
    it(`502 ${name}: not retryable, read once, error.setup, the request id kept`, async () => {
      const fetch = fakeFetch(json(body, 502), json(body, 502), json(body, 502));
      const error = await rejection(client(fetch).getView('cs_1'));
      assert.deepEqual([error.retryable, error.messageKey, error.requestId, error.status], [false, 'error.setup', 'req_1', 502]);
      assert.equal(fetch.calls.length, 1);
      assert.equal(isMerchantSetupError(error), true);
    });
  }

  it('a ProxyError body without messageKey or message still names its code and request id', async () => {
    const error = await rejection(client(fakeFetch(json({ error: { code: 'A0033', requestId: 'req_9' } }, 409))).pay('cs_1', { payMethodType: 'CARD', attempt: 1 }));
    assert.deepEqual([error.code, error.messageKey, error.requestId, error.retryable], ['A0033', 'error.generic', 'req_9', false]);
  });

  it('429 and 503 are retryable errors', async () => {
    const throttled = await rejection(client(fakeFetch(proxyError(429, 'rate_limited'))).pay('cs_1', { payMethodType: 'CARD', attempt: 1 }));
    assert.equal(throttled.retryable, true);
    const down = await rejection(client(fakeFetch(proxyError(503, 'down'), proxyError(503, 'down'), proxyError(503, 'down'))).getView('cs_1'));
    assert.equal(down.retryable, true);
    assert.equal(down.status, 503);
  });

  it('garbage JSON on 200 is bad_response, not retried', async () => {
    const fetch = fakeFetch(new Response('{"status": ', { status: 200 }));
    const error = await rejection(client(fetch).getStatus('cs_1'));
    assert.deepEqual([error.code, error.status, error.retryable], ['bad_response', 200, false]);
    assert.equal(fetch.calls.length, 1);
  });

  it('a 200 of the wrong shape is bad_response naming the field', async () => {
    const error = await rejection(client(fakeFetch(json({ status: 'paid', attempt: 1, updatedAt: 'x' }))).getStatus('cs_1'));
    assert.equal(error.code, 'bad_response');
    assert.match(error.message, /status/);
  });

  it('a subscription page session (kind subscription-manage) fails the view read with its own code, once', async () => {
    const fetch = fakeFetch(json({ id: 'ms_1', kind: 'subscription-manage', subscription: {} }));
    const error = await rejection(client(fetch).getView('ms_1'));
    assert.deepEqual([error.code, error.status, error.retryable], [MANAGE_SESSION, 200, false]);
    assert.equal(fetch.calls.length, 1);
  });

  it('a network failure is network_error, retryable', async () => {
    const fetch = fakeFetch(new TypeError('Failed to fetch'), new TypeError('Failed to fetch'), new TypeError('Failed to fetch'));
    const error = await rejection(client(fetch).getView('cs_1'));
    assert.deepEqual([error.code, error.status, error.retryable, error.messageKey], ['network_error', 0, true, 'error.network']);
  });

  it('a hanging proxy times out', async () => {
    const fetch = fakeFetch('hang');
    const error = await rejection(client(fetch, 20).pay('cs_1', { payMethodType: 'CARD', attempt: 1 }));
    assert.deepEqual([error.code, error.retryable], ['timeout', true]);
    assert.equal(fetch.calls[0]!.init.signal?.aborted, true);
  });

  it("the caller's abort is aborted, not retried", async () => {
    const fetch = fakeFetch('hang', json(view()));
    const controller = new AbortController();
    const pending = client(fetch).getView('cs_1', controller.signal);
    controller.abort();
    const error = await rejection(pending);
    assert.deepEqual([error.code, error.retryable], ['aborted', false]);
    assert.equal(fetch.calls.length, 1);
  });

  it('an already aborted signal sends nothing', async () => {
    const fetch = fakeFetch(json(view()));
    const error = await rejection(client(fetch).getView('cs_1', AbortSignal.abort()));
    assert.equal(error.code, 'aborted');
    assert.equal(fetch.calls.length, 0);
  });
});

describe('createProxyClient: retries', () => {
  it('GET retries 5xx and network errors, then succeeds', async () => {
    const fetch = fakeFetch(proxyError(500, 'internal'), new TypeError('reset'), json(snapshot('processing')));
    assert.equal((await client(fetch).getStatus('cs_1')).status, 'processing');
    assert.equal(fetch.calls.length, 3);
  });

  it('GET gives up after two retries', async () => {
    const fetch = fakeFetch(proxyError(500, 'a'), proxyError(500, 'b'), proxyError(500, 'c'), json(view()));
    const error = await rejection(client(fetch).getView('cs_1'));
    assert.equal(error.code, 'c');
    assert.equal(fetch.calls.length, 3);
  });

  it('GET does not retry a timeout (the shopper would wait three times as long)', async () => {
    const fetch = fakeFetch('hang', json(view()));
    const error = await rejection(client(fetch, 20).getView('cs_1'));
    assert.equal(error.code, 'timeout');
    assert.equal(fetch.calls.length, 1);
  });

  it('pay is never retried: not on 5xx, not on network errors', async () => {
    const on500 = fakeFetch(proxyError(500, 'internal'), json(snapshot('succeeded')));
    assert.equal((await rejection(client(on500).pay('cs_1', { payMethodType: 'CARD', attempt: 1 }))).code, 'internal');
    assert.equal(on500.calls.length, 1);
    const onNetwork = fakeFetch(new TypeError('reset'), json(snapshot('succeeded')));
    assert.equal((await rejection(client(onNetwork).pay('cs_1', { payMethodType: 'CARD', attempt: 1 }))).code, 'network_error');
    assert.equal(onNetwork.calls.length, 1);
  });

  it('cancel is never retried', async () => {
    const fetch = fakeFetch(proxyError(500, 'internal'), json(snapshot('cancelled')));
    await rejection(client(fetch).cancel('cs_1'));
    assert.equal(fetch.calls.length, 1);
  });

  it('an abort during the backoff wait stops at once', async () => {
    const fetch = fakeFetch(proxyError(500, 'internal'), json(view()));
    const controller = new AbortController();
    const slow = createProxyClient({ endpoint: '/cashier', fetch, retryDelaysMs: [60_000] });
    const pending = slow.getView('cs_1', controller.signal);
    await new Promise((resolve) => setTimeout(resolve, 10));
    controller.abort();
    assert.equal((await rejection(pending)).code, 'aborted');
    assert.equal(fetch.calls.length, 1);
  });
});

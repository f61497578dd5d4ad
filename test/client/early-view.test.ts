import { afterEach, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createProxyClient } from '../../src/client/index.js';
import { startViewRequests, takeStartedView, viewUrl } from '../../src/client/early-view.js';
import { view } from '../core/flow/fixtures.js';

/** A stand-in for the page: `<acq-cashier>` elements with attributes and maybe an embedded view. */
function page(...cashiers: Array<{ session: string; endpoint: string; language?: string; embedded?: boolean }>): ParentNode {
  const elements = cashiers.map((c) => ({
    getAttribute: (name: string) => ({ session: c.session, endpoint: c.endpoint, language: c.language })[name] ?? null,
    querySelector: () => (c.embedded ? {} : null),
  }));
  return { querySelectorAll: () => elements } as unknown as ParentNode;
}

describe('early view requests (the CDN entry starts them before the elements evaluate)', () => {
  const realFetch = globalThis.fetch;
  let calls: string[];
  beforeEach(() => {
    calls = [];
    globalThis.fetch = (async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify(view()), { headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('viewUrl is the route the client calls, as a preload link names it', () => {
    assert.equal(viewUrl('/cashier/', 'cs 1'), '/cashier/sessions/cs%201');
    assert.equal(viewUrl('https://shop.example/cashier', 'cs_1'), 'https://shop.example/cashier/sessions/cs_1');
    assert.equal(viewUrl('/cashier', 'cs_1', 'de-CH, fr'), '/cashier/sessions/cs_1?language=de-CH%2C%20fr');
    assert.equal(viewUrl('/cashier', 'cs_1', ''), '/cashier/sessions/cs_1');
  });

  it("an element's language goes with its request, which the client still takes by endpoint and session", async () => {
    startViewRequests(page({ session: 'cs_l', endpoint: '/cashier', language: 'de' }));
    assert.deepEqual(calls, ['/cashier/sessions/cs_l?language=de']);
    await createProxyClient({ endpoint: '/cashier' }).getView('cs_l');
    assert.equal(calls.length, 1, 'the started request answered getView');
    await createProxyClient({ endpoint: '/cashier', language: 'de' }).getView('cs_l');
    assert.deepEqual(calls.at(-1), '/cashier/sessions/cs_l?language=de', 'a later fetch names the language too');
  });

  it('an empty or blank session or endpoint starts nothing (no GET {endpoint}/sessions/): the element reports it', () => {
    startViewRequests(page({ session: '', endpoint: '/cashier' }, { session: 'cs_e', endpoint: '' }, { session: '  ', endpoint: '/cashier' }));
    assert.deepEqual(calls, []);
  });

  it('starts one GET per cashier without an embedded view; the client takes it once', async () => {
    startViewRequests(page({ session: 'cs_a', endpoint: '/cashier' }, { session: 'cs_b', endpoint: '/cashier', embedded: true }));
    assert.deepEqual(calls, ['/cashier/sessions/cs_a']);
    const client = createProxyClient({ endpoint: '/cashier' });
    const first = await client.getView('cs_a');
    assert.equal(first.id, view().id);
    assert.equal(calls.length, 1, 'the started request answered the first getView');
    await client.getView('cs_a');
    assert.equal(calls.length, 2, 'a later getView fetches anew');
  });

  it('a client given its own fetch never takes a started request', async () => {
    startViewRequests(page({ session: 'cs_c', endpoint: '/cashier' }));
    const own: string[] = [];
    const client = createProxyClient({
      endpoint: '/cashier',
      fetch: async (url) => {
        own.push(url);
        return new Response(JSON.stringify(view()), { headers: { 'Content-Type': 'application/json' } });
      },
    });
    await client.getView('cs_c');
    assert.deepEqual(own, ['/cashier/sessions/cs_c']);
    assert.ok(takeStartedView('/cashier/sessions/cs_c'), 'still there, untaken');
  });

  it('a started request that fails is retried with a fresh fetch', async () => {
    globalThis.fetch = (async (url: string) => {
      calls.push(url);
      if (calls.length === 1) throw new TypeError('network down');
      return new Response(JSON.stringify(view()), { headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch;
    startViewRequests(page({ session: 'cs_d', endpoint: '/cashier' }));
    const client = createProxyClient({ endpoint: '/cashier', retryDelaysMs: [1] });
    assert.equal((await client.getView('cs_d')).id, view().id);
    assert.equal(calls.length, 2);
  });
});

/**
 * Issue #30 item 6: a proxy's state lives in its context. Two proxies in one process
 * (two merchants, or a test beside the app) share no call in flight and no cache: each
 * asks its own acquirer and writes its own store.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createMemoryStore } from '../../../src/server/store/memory-store.js';
import { createHarness, orderInput, type Harness } from '../harness.js';

const count = (h: Harness, suffix: string) => h.calls.filter((p) => p.endsWith(suffix)).length;

test('two proxies, one session id in each own store: concurrent pays each reach their own acquirer', { timeout: 20_000 }, async () => {
  const stores = [createMemoryStore(), createMemoryStore()];
  const a = createHarness({ store: stores[0], payRateLimitPerMinute: 1_000 });
  const b = createHarness({ store: stores[1], payRateLimitPerMinute: 1_000 });
  try {
    const id = await a.createSession(orderInput());
    // The same session record in b's store (same merchant namespace): only a module-level
    // "pay in flight" map could make b's pay ride on a's.
    const key = `M10001:session:${id}`;
    await stores[1]!.set(key, (await stores[0]!.get(key))!, 60_000);
    const body = { payMethodType: 'CREDITCARD', attempt: 1 };
    const [pa, pb] = await Promise.all([a.request('POST', `/sessions/${id}/pay`, { body }), b.request('POST', `/sessions/${id}/pay`, { body })]);
    assert.equal(pa.status, 200, pa.text);
    assert.equal(pb.status, 200, pb.text);
    assert.equal(count(a, '/order/create'), 1);
    assert.equal(count(b, '/order/create'), 1, "b's pay went to b's acquirer");
    assert.notEqual(await stores[1]!.get(`M10001:pay:${id}:1`), undefined, "b's answer is in b's store");
  } finally {
    await Promise.all([a.close(), b.close()]);
  }
});

test('two proxies: views at the same moment each ask their own acquirer (tokens, pay method config)', { timeout: 20_000 }, async () => {
  const a = createHarness();
  const b = createHarness();
  try {
    const [ia, ib] = [await a.createSession(orderInput()), await b.createSession(orderInput())];
    await Promise.all([a.request('GET', `/sessions/${ia}`), b.request('GET', `/sessions/${ib}`)]);
    for (const h of [a, b]) {
      assert.equal(count(h, '/tokenization/inquiry'), 1);
      assert.equal(count(h, '/paymethodconfig/inquiry'), 1);
    }
  } finally {
    await Promise.all([a.close(), b.close()]);
  }
});

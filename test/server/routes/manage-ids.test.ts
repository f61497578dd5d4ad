/**
 * Session ids by shape: a checkout request (`cs_`) costs no read of a subscription
 * page's record, and a page's id (`ms_`) never reaches a checkout route: both are told
 * apart before the store is asked anything.
 */
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createMemoryStore, type CashierStore } from '../../../src/server/index.js';
import { isManageSessionId, isSessionId } from '../../../src/server/session/session-id.js';
import { createHarness, payOnHostedPage, SHOP } from '../harness.js';
import { manageInput, subscribe } from '../manage-helpers.js';

/** A memory store that notes the key of every read (get, and the reads of updates). */
function countingStore(): { store: CashierStore; reads: string[] } {
  const inner = createMemoryStore();
  const reads: string[] = [];
  const store: CashierStore = Object.create(inner);
  for (const name of Object.keys(inner) as (keyof CashierStore)[]) {
    const method = inner[name];
    if (typeof method === 'function') (store as unknown as Record<string, unknown>)[name] = (method as (...a: unknown[]) => unknown).bind(inner);
  }
  store.get = async (key) => {
    reads.push(key);
    return inner.get(key);
  };
  return { store, reads };
}

const { store, reads } = countingStore();
const h = createHarness({ store, payRateLimitPerMinute: 10_000 });
after(() => h.close());

const readsDuring = async (run: () => Promise<void>): Promise<string[]> => {
  const from = reads.length;
  await run();
  return reads.slice(from);
};

describe('session ids by shape', { timeout: 30_000 }, () => {
  test('a subscription page id is ms_ + 192 bits; the two shapes never overlap', async () => {
    const sub = await subscribe(h);
    const { id } = await h.proxy.createSession(manageInput(sub));
    assert.match(id, /^ms_[A-Za-z0-9_-]{32}$/);
    assert.ok(isManageSessionId(id) && !isSessionId(id));
    assert.ok(isSessionId(sub.sessionId) && !isManageSessionId(sub.sessionId));
    for (const bad of ['ms_', `ms_${'A'.repeat(31)}`, `ms_${'A'.repeat(33)}`, `MS_${'A'.repeat(32)}`, `ms_${'A'.repeat(31)}/`, `ms_${'A'.repeat(31)}=`]) {
      assert.equal(isManageSessionId(bad), false, bad);
    }
  });

  test("a checkout's view, status, events and pay read no subscription page's record", async () => {
    const id = await h.createSession();
    const seen = await readsDuring(async () => {
      assert.equal((await h.request('GET', `/sessions/${id}`)).status, 200);
      assert.equal((await h.request('GET', `/sessions/${id}/status`)).status, 200);
      const events = await h.proxy.fetch(new Request(`${SHOP}/cashier/sessions/${id}/events`, { signal: AbortSignal.timeout(2_000) }));
      assert.equal(events.status, 200);
      await events.body?.cancel();
      const pay = await h.request('POST', `/sessions/${id}/pay`, { body: { payMethodType: 'CREDITCARD', attempt: 1 } });
      assert.equal(pay.status, 200, pay.text);
      await payOnHostedPage(h.sandbox, pay.json.action.webUrl);
      await h.settle();
    });
    assert.ok(seen.some((key) => key.endsWith(`session:${id}`)), 'the checkout record was read (the counter works)');
    assert.deepEqual(seen.filter((key) => key.includes('manage')), [], 'no manage key was read');
  });

  test("a page's id on a checkout route is refused by shape: 404, no checkout record read", async () => {
    const sub = await subscribe(h);
    const { id } = await h.proxy.createSession(manageInput(sub));
    const unknown = `ms_${'A'.repeat(32)}`;
    const seen = await readsDuring(async () => {
      for (const [method, path, body] of [
        ['POST', `/sessions/${id}/pay`, { payMethodType: 'CREDITCARD', attempt: 1 }],
        ['GET', `/sessions/${id}/status`, undefined],
        ['POST', `/sessions/${id}/cancel`, {}],
        ['GET', `/sessions/${unknown}`, undefined],
        ['GET', `/sessions/${unknown}/manage`, undefined],
        ['POST', `/sessions/${unknown}/pay`, { payMethodType: 'CREDITCARD', attempt: 1 }],
      ] as const) {
        const res = await h.request(method, path, body === undefined ? undefined : { body });
        assert.deepEqual([res.status, res.json?.error?.code], [404, 'session_not_found'], `${method} ${path}`);
      }
    });
    assert.deepEqual(seen.filter((key) => /(^|:)session:/.test(key) && !key.includes('manage-session:')), [], 'the checkout loader never ran');
    assert.ok(!seen.some((key) => key.includes(`pay:${id}`)), 'no pay claim either');
    // The page itself still answers.
    assert.equal((await h.request('GET', `/sessions/${id}`)).status, 200);
  });
});

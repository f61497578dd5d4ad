/**
 * Property test of the budgets (issue #27): any method × path × headers × body against
 * the proxy answers below 500, and leaves nothing behind: no open stream, no held stream
 * slot, no timer, and every budget key it wrote in the store (inquiry lease, saved cards,
 * stream slots) gone once its short lease has passed. In process (proxy.fetch), with a
 * short heartbeat and stream lifetime; FUZZ_RUNS runs.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import fc from 'fast-check';
import { createMemoryStore } from '../../src/server/store/memory-store.js';
import type { CashierStore } from '../../src/server/store/store.js';
import { fuzzParameters, fuzzRuns } from '../support/fuzz-bodies.js';
import { createHarness, SHOP, type Harness } from '../server/harness.js';
import { until } from './budget-stand.js';

const RUNS = fuzzRuns(400);
/** Keys of the budgets: each must lapse within its lease. */
const BUDGET_KEY = /(^|:)(inquiry|tokens|streams):/;

let skewMs = 0;
const inner = createMemoryStore({ now: () => Date.now() + skewMs });
const written = new Set<string>();
const slotKeys = new Set<string>();
/** The proxy's store, remembering every key written and every slot key taken. */
const store: CashierStore = {
  ...inner,
  set: (key, value, ttl) => (written.add(key), inner.set(key, value, ttl)),
  setIfAbsent: (key, value, ttl) => (written.add(key), inner.setIfAbsent(key, value, ttl)),
  compareAndSet: (key, expected, next, ttl) => (written.add(key), inner.compareAndSet(key, expected, next, ttl)),
  takeSlot: (key, holder, limit, ttl) => (slotKeys.add(key), inner.takeSlot(key, holder, limit, ttl)),
};

let h: Harness;
const ids: Record<'open' | 'waiting' | 'cancelled', string> = { open: '', waiting: '', cancelled: '' };
const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
let timersBefore = 0;

before(async () => {
  h = createHarness({ store, heartbeatMs: 20, payRateLimitPerMinute: 1_000_000, logger: () => undefined, budgets: { streamLifetimeMs: 150 } });
  ids.open = await h.createSession();
  ids.waiting = await h.createSession();
  ids.cancelled = await h.createSession();
  await h.request('POST', `/sessions/${ids.waiting}/pay`, { body: { payMethodType: 'CREDITCARD', attempt: 1 } });
  await h.request('POST', `/sessions/${ids.cancelled}/cancel`, { body: {} });
  await h.settle();
  timersBefore = timers();
});
after(() => h.close());

const method = fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS');
const sessionPart = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(() => ids.open, () => ids.waiting, () => ids.cancelled, () => 'cs_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA').map((id) => id()) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }).map(encodeURIComponent) },
);
const suffix = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('', '/pay', '/status', '/cancel', '/manage', '/events', '/events') },
  { weight: 1, arbitrary: fc.constantFrom('/', '/events/', '/other', '/events/x') },
);
const path = fc.oneof(
  { weight: 5, arbitrary: fc.tuple(sessionPart, suffix).map(([id, s]) => `/cashier/sessions/${id}${s}`) },
  { weight: 1, arbitrary: fc.constantFrom('/cashier', '/cashier/', '/cashier/sessions', '/cashier/notify', '/elsewhere', '/cashier/sessions//events') },
);
const headers = fc.record(
  {
    Origin: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(SHOP, 'https://widget.partner.test') }, { weight: 1, arbitrary: fc.constantFrom('https://evil.test', 'null') }),
    'Content-Type': fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=utf-8'),
    'X-Forwarded-For': fc.oneof(fc.ipV4(), fc.constant('')),
    Accept: fc.constantFrom('text/event-stream', '*/*', 'application/json'),
    'Accept-Language': fc.constantFrom('de-CH', 'xx', '*', 'en;q=0.5, fr'),
    'Last-Event-ID': fc.string({ maxLength: 10 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
  },
  { requiredKeys: [] },
);
const body = fc.constantFrom(undefined, '', '{}', '{"payMethodType":"CREDITCARD","attempt":1}', '{"attempt":2}', 'not json', '[]');

test(`${RUNS} requests of any method, path, headers and body: no 5xx, nothing left behind`, { timeout: 300_000 }, async () => {
  const seen = new Map<number, number>();
  let streams = 0;
  await fc.assert(
    fc.asyncProperty(method, path, headers, body, async (m, p, hs, b) => {
      const init: RequestInit = { method: m, headers: hs };
      if (b !== undefined && m !== 'GET' && m !== 'HEAD') init.body = b;
      const res = await h.proxy.fetch(new Request(`${SHOP}${p}`, init));
      seen.set(res.status, (seen.get(res.status) ?? 0) + 1);
      if (res.status >= 500) assert.fail(`${m} ${p} answered ${res.status}: ${await res.text()}`);
      // A stream's client reads its first words and leaves, or reads it to its end.
      if (res.body && (res.headers.get('content-type') ?? '').includes('event-stream')) {
        streams++;
        const reader = res.body.getReader();
        await reader.read();
        if (p.length % 2 === 0) await reader.cancel();
        else while (!(await reader.read()).done);
      } else await res.body?.cancel();
      await until(() => h.proxy.openStreams() === 0, 3_000, `no stream left by ${m} ${p}`);
      for (const key of slotKeys) {
        assert.ok(await inner.takeSlot(key, 'probe', 1, 1_000), `${m} ${p} left a slot of ${key} held`);
        await inner.releaseSlot(key, 'probe');
      }
    }),
    fuzzParameters(RUNS),
  );
  console.log(`answers: ${JSON.stringify(Object.fromEntries([...seen].sort(([a], [b]) => a - b)))}, ${streams} streams`);
  await h.settle();
  await until(() => timers() <= timersBefore, 3_000, `timers back to ${timersBefore} (now ${timers()})`);
  // Past every budget lease (stream slots 2 × 20 ms + 5 s, inquiry 3 s, saved cards 30 s): nothing of them is left.
  skewMs = 5 * 60_000;
  const left = [];
  for (const key of [...written].filter((k) => BUDGET_KEY.test(k))) if ((await inner.get(key)) !== undefined) left.push(key);
  for (const key of slotKeys) if (!(await inner.takeSlot(key, 'probe', 1, 1_000))) left.push(key);
  assert.deepEqual(left, []);
  assert.ok(streams > 0 && slotKeys.size > 0 && [...written].some((k) => BUDGET_KEY.test(k)), 'the runs reached the budgets');
});

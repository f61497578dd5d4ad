/**
 * Property test of every proxy route: the widget's POST routes (pay, cancel) and the
 * acquirer's /notify (unsigned, and signed with the right secret so the body itself is
 * under test) get any JSON value, any depth, any size up to the route's limit (and just
 * over), and text that is not JSON; the GET routes get any session id. Never a 5xx;
 * every refusal is the documented shape (ProxyError for the widget routes,
 * {result: "failed"} for /notify) and changes nothing: no store write, no acquirer call,
 * no new object at the acquirer. In process (proxy.fetch, no socket), FUZZ_RUNS per route.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { signatureHeader } from '../../src/sandbox/signature.js';
import { createMemoryStore } from '../../src/server/store/memory-store.js';
import type { CashierStore } from '../../src/server/store/store.js';
import { fuzzBodies, fuzzParameters, fuzzRuns, nestedText } from '../support/fuzz-bodies.js';
import { API_KEY, createHarness, SHOP, type Harness } from './harness.js';

const RUNS = fuzzRuns(1_000);
const WIDGET_LIMIT = 16 * 1024;
const NOTIFY_LIMIT = 256 * 1024;

/**
 * A store that remembers, for every key written since `mark()`, the value it held
 * before; `changed()` lists the keys whose value differs now (a claim taken and
 * released on a refusal is no change), plus every publish (a status event).
 */
function recordingStore(inner: CashierStore) {
  let before = new Map<string, string | undefined>();
  let published = 0;
  const remember = async (key: string) => {
    if (!before.has(key)) before.set(key, await inner.get(key));
  };
  const write = <A extends [string, ...unknown[]], R>(fn: (...args: A) => Promise<R>) => async (...args: A) => {
    await remember(args[0]);
    return fn(...args);
  };
  const store: CashierStore = {
    ...inner,
    set: write(inner.set),
    setIfAbsent: write(inner.setIfAbsent),
    compareAndSet: write(inner.compareAndSet),
    delete: write(inner.delete),
    publish: async (channel, message) => {
      published++;
      return inner.publish(channel, message);
    },
  };
  return {
    store,
    mark() {
      before = new Map();
      published = 0;
    },
    async changed(): Promise<string[]> {
      const keys: string[] = [];
      for (const [key, value] of before) if ((await inner.get(key)) !== value) keys.push(key);
      return published > 0 ? [...keys, `${published} published`] : keys;
    },
  };
}

let h: Harness;
const recording = recordingStore(createMemoryStore());
const sessions = { order: '', subscription: '' };

before(async () => {
  h = createHarness({ store: recording.store, payRateLimitPerMinute: 1_000_000, logger: () => undefined });
  sessions.order = await h.createSession({ kind: 'order' });
  sessions.subscription = await h.createSession({ kind: 'subscription' });
});
after(() => h.close());

/** Acquirer calls that could change something there (inquiries only read). */
const acquirerWrites = () => h.calls.filter((path) => !path.endsWith('/inquiry')).length;

/** Starts watching; `changes()` then says what the request changed: store keys, acquirer calls, acquirer objects. */
async function watch() {
  recording.mark();
  const calls = acquirerWrites();
  const counts = JSON.stringify(h.sandbox.counts());
  return {
    async changes(): Promise<unknown[]> {
      const out: unknown[] = await recording.changed();
      if (acquirerWrites() !== calls) out.push(`acquirer called: ${h.calls.slice(-3).join(' ')}`);
      if (JSON.stringify(h.sandbox.counts()) !== counts) out.push('acquirer objects created');
      return out;
    },
  };
}

async function send(method: string, path: string, raw?: string, headers: Record<string, string> = {}) {
  const init: RequestInit = { method, headers: { ...(raw === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers } };
  if (raw !== undefined) init.body = raw;
  const response = await h.proxy.fetch(new Request(`${SHOP}/cashier${path}`, init));
  return { status: response.status, text: await response.text() };
}

function assertProxyError(where: string, status: number, text: string): void {
  assert.ok(status >= 400 && status < 500, `${where} answered ${status}: ${text.slice(0, 200)}`);
  const body = JSON.parse(text) as { error?: Record<string, unknown> };
  assert.equal(typeof body.error?.code, 'string', `${where}: ${text.slice(0, 200)}`);
  assert.equal(typeof body.error?.messageKey, 'string');
  assert.equal(typeof body.error?.message, 'string');
  assert.doesNotMatch(text, /\bat [\w.]+ \(|node:internal|Maximum call stack/);
}

/** Whether raw is the body cancel takes: nothing, or {} (a leading BOM is dropped when the body is decoded). */
function isEmptyObject(raw: string): boolean {
  const text = raw.replace(/^\uFEFF/, '');
  if (text === '') return true;
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;
  } catch {
    return false;
  }
}

const PAY_KEYS = ['payMethodType', 'payMethodName', 'tokenId', 'attempt', 'orderAmount', 'merchantId'];

describe(`random bodies on the proxy, ${RUNS} per route`, () => {
  for (const kind of ['order', 'subscription'] as const) {
    it(`POST pay (${kind} session): a refusal is a 4xx ProxyError and changes nothing`, async () => {
      const bases = [{ payMethodType: 'CREDITCARD', attempt: 1 }, { payMethodType: 'WALLET', payMethodName: 'PAYPAL', attempt: 2 }];
      let refused = 0;
      await fc.assert(
        fc.asyncProperty(fuzzBodies({ bases, keys: PAY_KEYS, limit: WIDGET_LIMIT }), async (raw) => {
          const watching = await watch();
          const { status, text } = await send('POST', `/sessions/${sessions[kind]}/pay`, raw);
          if (status === 200) return; // a valid choice: the payment started (or replayed)
          assertProxyError(`pay ${raw.slice(0, 100)}`, status, text);
          refused++;
          assert.deepEqual(await watching.changes(), [], `pay refused ${raw.slice(0, 100)} but changed state`);
        }),
        fuzzParameters(RUNS),
      );
      assert.ok(refused > RUNS / 2, `${refused} of ${RUNS} refused`);
    });
  }

  it('POST cancel: anything but {} or no body is refused with 400 and cancels nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fuzzBodies({ bases: [{}, { reason: 'x' }], keys: ['reason', 'status', 'attempt'], limit: WIDGET_LIMIT }), async (raw) => {
        fc.pre(!isEmptyObject(raw)); // the one body cancel takes
        const watching = await watch();
        const { status, text } = await send('POST', `/sessions/${sessions.order}/cancel`, raw);
        assertProxyError(`cancel ${raw.slice(0, 100)}`, status, text);
        assert.deepEqual(await watching.changes(), [], `cancel refused ${raw.slice(0, 100)} but changed state`);
      }),
      fuzzParameters(RUNS),
    );
    const view = await send('GET', `/sessions/${sessions.order}/status`);
    assert.equal(JSON.parse(view.text).status, 'open', 'the session is still open');
  });

  for (const signed of [false, true]) {
    it(`POST notify (${signed ? 'signed' : 'unsigned'}): a 4xx {result: "failed"} unless it is a callback, nothing applied`, async () => {
      const base = { notifyType: 'ORDER_RESULT', notifyId: 'ntf_1', notifiedAt: '2026-07-08T10:00:00Z', data: { paymentRequestId: 'x', orderStatus: 'PAY_SUCCESS' } };
      await fc.assert(
        fc.asyncProperty(fuzzBodies({ bases: [base], keys: Object.keys(base), limit: NOTIFY_LIMIT }), async (raw) => {
          const watching = await watch();
          const headers: Record<string, string> = signed ? { 'X-ACQ-Signature': signatureHeader(API_KEY, Math.floor(Date.now() / 1000), raw) } : {};
          const { status, text } = await send('POST', '/notify', raw, headers);
          assert.ok(status < 500, `notify answered ${status}`);
          if (status === 200) return; // a well-formed callback: acknowledged (and applied once)
          assert.ok(status >= 400, `${status}`);
          assert.deepEqual(JSON.parse(text), { result: 'failed' });
          await h.proxy.idle();
          assert.deepEqual(await watching.changes(), [], `notify refused ${raw.slice(0, 100)} but changed state`);
        }),
        fuzzParameters(RUNS),
      );
      await h.settle();
    });
  }

  it('GET routes with any session id: a 4xx ProxyError, nothing changed', async () => {
    const ids = fc.oneof(fc.string({ maxLength: 80 }), fc.stringMatching(/^(cs|ms)_[A-Za-z0-9_-]{0,60}$/), fc.constant('x'.repeat(5_000)));
    await fc.assert(
      fc.asyncProperty(ids, fc.constantFrom('', '/status', '/manage', '/events'), async (id, suffix) => {
        const watching = await watch();
        const { status, text } = await send('GET', `/sessions/${encodeURIComponent(id)}${suffix}`);
        assertProxyError(`GET ${id.slice(0, 60)}${suffix}`, status, text);
        assert.deepEqual(await watching.changes(), []);
      }),
      fuzzParameters(RUNS),
    );
  });
});

describe('issue #15: malformed and deeply nested bodies', () => {
  it('cancel with malformed JSON: 400 malformed_json, the session stays open', async () => {
    const id = await h.createSession({ kind: 'order' });
    for (const raw of ['{"reason":', 'not json', '{}}']) {
      const { status, text } = await send('POST', `/sessions/${id}/cancel`, raw);
      assert.equal(status, 400, text);
      assert.equal(JSON.parse(text).error.code, 'malformed_json');
    }
    assert.equal(JSON.parse((await send('GET', `/sessions/${id}/status`)).text).status, 'open');
    assert.equal((await send('POST', `/sessions/${id}/cancel`, '{}')).status, 200, 'an empty object still cancels');
  });

  it('pay and a signed callback nested 5,000 levels: 400, no stack overflow', async () => {
    const deep = nestedText(5_000, 'array');
    const pay = await send('POST', `/sessions/${sessions.order}/pay`, deep);
    assert.equal(pay.status, 400, pay.text);
    assert.equal(JSON.parse(pay.text).error.code, 'malformed_json');
    const raw = `{"notifyType":"ORDER_RESULT","notifyId":"n1","notifiedAt":"2026-07-08T10:00:00Z","data":${deep}}`;
    const notify = await send('POST', '/notify', raw, { 'X-ACQ-Signature': signatureHeader(API_KEY, Math.floor(Date.now() / 1000), raw) });
    assert.equal(notify.status, 400);
    assert.deepEqual(JSON.parse(notify.text), { result: 'failed' });
  });
});

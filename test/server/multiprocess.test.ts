/**
 * Scale-out: two merchant proxy processes sharing one Redis, one sandbox acquirer. A
 * session made on A is paid on B, the acquirer's callback reaches A, and a widget's
 * event stream opened on B hears the result; concurrent pay calls over both processes
 * create one payment; a Redis outage gives clear errors and the processes recover.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { StatusSnapshot } from '../../src/core/api/cashier.js';
import { listenSandbox, type ListeningSandbox } from '../../src/sandbox/node.js';
import { startProxyProcess, type ProxyProcess } from '../support/proxy-process.js';
import { redisServerMissing, startRedisServer, type RedisServer } from '../support/redis-server.js';
import { orderInput, payOnHostedPage } from './harness.js';

const API_KEY = 'sk_test_multiprocess_7a1c';
const MERCHANT_ID = 'M10001';
const REDIS_PASSWORD = 'redis-pw-9f3e1b';

let redis: RedisServer | undefined;
let acquirer: ListeningSandbox | undefined;
let a: ProxyProcess | undefined;
let b: ProxyProcess | undefined;

interface Answer {
  status: number;
  json: any;
}

async function call(proc: ProxyProcess, method: string, path: string, body?: unknown): Promise<Answer> {
  const res = await fetch(`${proc.url}${path}`, {
    method,
    ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, json };
}

async function createSessionOn(proc: ProxyProcess): Promise<string> {
  const answer = await call(proc, 'POST', '/merchant/sessions', orderInput());
  assert.equal(answer.status, 200, JSON.stringify(answer.json));
  return answer.json.id as string;
}

const pay = (proc: ProxyProcess, id: string, attempt = 1) => call(proc, 'POST', `/cashier/sessions/${id}/pay`, { payMethodType: 'CREDITCARD', attempt });
const orders = () => acquirer!.sandbox.counts()['orders'] ?? 0;

/** The snapshots an event stream delivered until it ended (the proxy ends it on a final status). */
async function readEvents(proc: ProxyProcess, id: string): Promise<{ opened: Promise<void>; snapshots: Promise<StatusSnapshot[]> }> {
  const response = fetch(`${proc.url}/cashier/sessions/${id}/events`, { signal: AbortSignal.timeout(15_000) });
  const opened = response.then((res) => assert.equal(res.status, 200));
  const snapshots = response
    .then((res) => res.text())
    .then((text) =>
      [...text.matchAll(/^event: status\ndata: (.*)$/gm)].map((m) => StatusSnapshot.parse(JSON.parse(m[1]!))),
    );
  return { opened, snapshots };
}

/** Repeats a call while it answers 5xx (the processes reconnect within a few seconds). */
async function retryWhileUnavailable(run: () => Promise<Answer>, timeoutMs = 10_000): Promise<Answer> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await run();
    if (answer.status < 500 || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('two proxy processes sharing Redis', { skip: redisServerMissing ?? false, timeout: 40_000 }, () => {
  before(async () => {
    redis = await startRedisServer({ password: REDIS_PASSWORD });
    acquirer = await listenSandbox({ port: 0, apiKey: API_KEY, merchantId: MERCHANT_ID });
    // Both processes build notifyUrl from the same public URL: the acquirer calls back A (any free ports: A first).
    const shared = { baseUrl: acquirer.url, apiKey: API_KEY, merchantId: MERCHANT_ID, redisUrl: redis.url };
    a = await startProxyProcess({ ...shared, name: 'A' });
    b = await startProxyProcess({ ...shared, name: 'B', publicUrl: a.url });
  });

  after(async () => {
    await Promise.allSettled([a?.stop(), b?.stop()]);
    await Promise.allSettled([acquirer?.close(), redis?.stop()]);
  });

  it('session created on A, paid on B, callback on A, the event stream on B hears the result', async () => {
    const id = await createSessionOn(a!);
    const view = await call(b!, 'GET', `/cashier/sessions/${id}`);
    assert.equal(view.status, 200, 'B reads the session A created');

    const events = await readEvents(b!, id);
    await events.opened;
    const paid = await pay(b!, id);
    assert.equal(paid.status, 200, JSON.stringify(paid.json));
    assert.equal(paid.json.status, 'action_required');
    assert.equal((await payOnHostedPage(acquirer!.sandbox, paid.json.action.webUrl)).status, 'success');

    const snapshots = await events.snapshots;
    assert.equal(snapshots.at(-1)?.status, 'succeeded', `B's stream: ${JSON.stringify(snapshots)}`);
    // A applies the callback (which sends the event) before it acknowledges it.
    await acquirer!.sandbox.callbacksIdle();
    const callbacks = acquirer!.sandbox.callbacks().filter((c) => c.url === `${a!.url}/cashier/notify`);
    assert.ok(callbacks.some((c) => c.state === 'delivered'), 'the callback was delivered to A and acknowledged');
    for (const proc of [a!, b!]) {
      const status = await call(proc, 'GET', `/cashier/sessions/${id}/status`);
      assert.equal(status.json.status, 'succeeded', `${proc.name} agrees`);
    }
  });

  it('50 concurrent pay calls for one session over both processes create one payment', async () => {
    const id = await createSessionOn(b!);
    const before = orders();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => pay(i % 2 ? a! : b!, id)));
    assert.equal(orders() - before, 1, 'exactly one order at the acquirer');
    const ok = answers.filter((x) => x.status === 200);
    assert.ok(ok.length > 0, 'the winner answered');
    assert.equal(answers.filter((x) => x.status >= 500).length, 0, 'no call failed on the store');
    const webUrls = new Set(ok.map((x) => x.json.action?.webUrl));
    assert.equal(webUrls.size, 1, 'every answered caller got the same payment page');
  });

  it('50 concurrent pay calls: every duplicate replays the answer', async () => {
    const id = await createSessionOn(a!);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => pay(i % 2 ? a! : b!, id)));
    const refused = answers.filter((x) => x.status !== 200);
    assert.deepEqual(refused, [], 'no duplicate is refused');
  });

  it('Redis stopped: a clear error from both processes, nothing created; restarted: a correct result', async () => {
    const id = await createSessionOn(a!);
    const before = orders();
    await redis!.stop();
    try {
      const started = Date.now();
      const down = await Promise.all([call(a!, 'GET', `/cashier/sessions/${id}`), pay(b!, id), call(a!, 'POST', '/merchant/sessions', orderInput())]);
      assert.ok(Date.now() - started < 5_000, 'answers come fast, nothing hangs');
      for (const answer of down) {
        assert.ok(answer.status >= 500, `an error status, got ${answer.status}`);
        assert.equal(typeof answer.json?.error?.code, 'string', `a ProxyError body: ${JSON.stringify(answer.json)}`);
      }
      assert.equal(orders(), before, 'no payment while Redis is down');
    } finally {
      await redis!.restart();
    }
    // Redis restarts empty (no persistence in tests): the old session is gone, new ones work.
    const fresh = await retryWhileUnavailable(() => call(a!, 'POST', '/merchant/sessions', orderInput()));
    assert.equal(fresh.status, 200, 'A creates sessions again');
    const gone = await retryWhileUnavailable(() => call(b!, 'GET', `/cashier/sessions/${id}`));
    assert.equal(gone.status, 404, 'a session lost with Redis is a clean "not found"');
    const paid = await pay(b!, fresh.json.id);
    assert.equal(paid.status, 200, JSON.stringify(paid.json));
    assert.equal(paid.json.status, 'action_required');
    assert.equal(orders(), before + 1);
  });

  it('while Redis is down the widget routes answer 503 with a store_unavailable ProxyError', async () => {
    const id = await createSessionOn(a!);
    await redis!.stop();
    try {
      const answer = await pay(b!, id);
      assert.equal(answer.status, 503);
      assert.equal(answer.json.error.code, 'store_unavailable');
      assert.equal(answer.json.error.messageKey, 'error.unavailable');
    } finally {
      await redis!.restart();
    }
  });

  it('the logs of both processes name the Redis outage but carry neither the API key nor the Redis password', () => {
    const logs = a!.output() + b!.output();
    assert.match(logs, /Redis connection lost/);
    assert.equal(logs.includes(API_KEY), false, 'no API key');
    assert.equal(logs.includes(REDIS_PASSWORD), false, 'no Redis password');
  });
});

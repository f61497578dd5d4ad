/**
 * Merchants and processes on one real redis-server: the pay rate limit is one window
 * across every process of a merchant, and a merchant's keys (sessions, claims, limits)
 * live in its own namespace, so another merchant's proxy reads none of them.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createClient } from 'redis';
import { listenSandbox, type ListeningSandbox } from '../../src/sandbox/node.js';
import { namespacedStore, storeNamespaceOf } from '../../src/server/store/namespaced-store.js';
import { createRedisStore, type RedisCashierStore } from '../../src/server/store/redis-store.js';
import { startProxyProcess, type ProxyProcess } from '../support/proxy-process.js';
import { redisServerMissing, startRedisServer, type RedisServer } from '../support/redis-server.js';
import { orderInput } from './harness.js';

const API_KEY = 'sk_test_limits_4c2d';
const PAY_LIMIT = 5;

let redis: RedisServer | undefined;
let acquirer: ListeningSandbox | undefined;
let a: ProxyProcess | undefined;
let b: ProxyProcess | undefined;
let other: ProxyProcess | undefined;

async function call(proc: ProxyProcess, method: string, path: string, body?: unknown): Promise<{ status: number; json: any; retryAfter: string | null }> {
  const res = await fetch(`${proc.url}${path}`, {
    method,
    ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: res.status, json: await res.json(), retryAfter: res.headers.get('Retry-After') };
}

async function createSessionOn(proc: ProxyProcess): Promise<string> {
  const answer = await call(proc, 'POST', '/merchant/sessions', orderInput());
  assert.equal(answer.status, 200, JSON.stringify(answer.json));
  return answer.json.id as string;
}

async function allKeys(): Promise<string[]> {
  const client = createClient({ url: redis!.url });
  await client.connect();
  try {
    return await client.keys('*');
  } finally {
    await client.close();
  }
}

describe('merchants and processes on one Redis', { skip: redisServerMissing ?? false, timeout: 60_000 }, () => {
  before(async () => {
    redis = await startRedisServer();
    acquirer = await listenSandbox({ port: 0, apiKey: API_KEY, merchantId: 'M10001' });
    const common = { baseUrl: acquirer.url, apiKey: API_KEY, redisUrl: redis.url };
    // The children inherit this process's environment.
    process.env.ACQ_PAY_RATE_LIMIT = String(PAY_LIMIT);
    try {
      // Any free ports; B's public URL is A's (A first: its port is known once it listens).
      a = await startProxyProcess({ ...common, name: 'A', merchantId: 'M10001' });
      [b, other] = await Promise.all([
        startProxyProcess({ ...common, name: 'B', merchantId: 'M10001', publicUrl: a.url }),
        startProxyProcess({ ...common, name: 'OTHER', merchantId: 'M20002' }),
      ]);
    } finally {
      delete process.env.ACQ_PAY_RATE_LIMIT;
    }
  });

  after(async () => {
    await Promise.allSettled([a?.stop(), b?.stop(), other?.stop()]);
    await Promise.allSettled([acquirer?.close(), redis?.stop()]);
  });

  it(`the pay limit (${PAY_LIMIT} a minute) holds across both processes of a merchant, atomically`, async () => {
    const id = await createSessionOn(a!);
    // 16 concurrent calls from one address, alternating between the processes.
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => call(i % 2 ? a! : b!, 'POST', `/cashier/sessions/${id}/pay`, { payMethodType: 'CREDITCARD', attempt: 1 })),
    );
    const limited = answers.filter((x) => x.status === 429);
    assert.equal(answers.length - limited.length, PAY_LIMIT, `statuses: ${answers.map((x) => x.status).join(',')}`);
    for (const answer of limited) {
      assert.equal(answer.json.error.code, 'rate_limited');
      assert.ok(Number(answer.retryAfter) >= 1 && Number(answer.retryAfter) <= 60, `Retry-After ${answer.retryAfter}`);
    }
    assert.equal(answers.filter((x) => x.status >= 500).length, 0);
  });

  it('another merchant on the same Redis: its own limit, and none of the first merchant\'s sessions', async () => {
    const idOfA = await createSessionOn(a!);
    assert.equal((await call(b!, 'GET', `/cashier/sessions/${idOfA}/status`)).status, 200, 'the same merchant shares sessions');
    for (const path of ['', '/status', '/manage']) {
      const answer = await call(other!, 'GET', `/cashier/sessions/${idOfA}${path}`);
      assert.equal(answer.status, 404, `${path}: ${JSON.stringify(answer.json)}`);
    }
    const pay = await call(other!, 'POST', `/cashier/sessions/${idOfA}/pay`, { payMethodType: 'CREDITCARD', attempt: 1 });
    assert.equal(pay.status, 404, 'neither pays it nor is limited by the first merchant\'s window');
    const cancel = await call(other!, 'POST', `/cashier/sessions/${idOfA}/cancel`, {});
    assert.equal(cancel.status, 404);
    assert.equal((await call(a!, 'GET', `/cashier/sessions/${idOfA}/status`)).json.status, 'open', 'A\'s session is untouched');

    const idOfOther = await createSessionOn(other!);
    assert.equal((await call(a!, 'GET', `/cashier/sessions/${idOfOther}/status`)).status, 404);

    const keys = await allKeys();
    const ofA = keys.filter((k) => k.startsWith('acq:M10001:'));
    const ofOther = keys.filter((k) => k.startsWith('acq:M20002:'));
    assert.ok(ofA.length >= 2 && ofOther.length >= 1, `keys: ${keys.join(' ')}`);
    assert.deepEqual(keys.filter((k) => !ofA.includes(k) && !ofOther.includes(k)), [], 'every key is in a merchant namespace');
  });

  it('0 keys of one merchant are readable through another merchant\'s namespace', async () => {
    const store: RedisCashierStore = createRedisStore({ url: redis!.url });
    try {
      await store.ready();
      const views = [namespacedStore(store, storeNamespaceOf('M20002')), namespacedStore(store, storeNamespaceOf('M10001', 'SUB-1'))];
      const keysOfA = (await allKeys()).filter((k) => k.startsWith('acq:M10001:')).map((k) => k.slice('acq:M10001:'.length));
      assert.ok(keysOfA.some((k) => k.startsWith('session:')), 'A wrote sessions');
      let readable = 0;
      for (const view of views) for (const k of keysOfA) if ((await view.get(k)) !== undefined) readable++;
      assert.equal(readable, 0);
      // Ids cannot forge another's prefix: a sub-merchant id with ':' is encoded.
      assert.notEqual(storeNamespaceOf('M1', 'x:session'), storeNamespaceOf('M1:x', 'session'));
      assert.equal(storeNamespaceOf('M1', 'a:b'), 'M1/a%3Ab:');
    } finally {
      await store.close();
    }
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  ClientClosedError,
  ClientOfflineError,
  CommandTimeoutDuringMaintenanceError,
  ConnectionTimeoutError,
  createClient,
  DisconnectsClientError,
  SimpleError,
  SocketClosedUnexpectedlyError,
  TimeoutError,
} from 'redis';
import type { LogEntry } from '../../../src/server/log/logger.js';
import { createStoreFromEnv } from '../../../src/server/store/redis-env.js';
import { storeError } from '../../../src/server/store/redis-errors.js';
import { createRedisStore, StoreUnavailableError, type RedisCashierStore } from '../../../src/server/store/redis-store.js';
import { freePort, redisServerMissing, startRedisServer, type RedisServer } from '../../support/redis-server.js';
import { eventually, storeContract } from './store-contract.js';

const PASSWORD = 'pw-Sup3r-s3cret';

let server: RedisServer | undefined;
const stores: RedisCashierStore[] = [];
/** A Redis store on the shared test server; closed in the final `after`. */
async function openStore(options: { keyPrefix?: string; logger?: (e: LogEntry) => void; commandTimeoutMs?: number } = {}) {
  const store = createRedisStore({ url: server!.url, reconnectMaxMs: 200, ...options });
  stores.push(store);
  await store.ready();
  return store;
}

before(async () => {
  if (!redisServerMissing) server = await startRedisServer({ password: PASSWORD });
});
after(async () => {
  await Promise.all(stores.map((s) => s.close()));
  await server?.stop();
});

storeContract('redis', { makeStore: () => openStore(), skip: redisServerMissing });

/** Asserts that a call fails with a StoreUnavailableError whose message is safe. */
async function assertUnavailable(call: Promise<unknown>, reason?: StoreUnavailableError['reason']) {
  await assert.rejects(call, (error: unknown) => {
    assert.ok(error instanceof StoreUnavailableError, `expected StoreUnavailableError, got ${String(error)}`);
    assert.match(error.message, /Redis/);
    assert.ok(!error.message.includes(PASSWORD), 'the password never appears');
    assert.equal(error.code, 'store_unavailable');
    assert.equal(error.httpStatus, 503);
    if (reason) assert.equal(error.reason, reason);
    return true;
  });
}

describe('storeError: what the redis client throws → a StoreUnavailableError reason', () => {
  const table: [Error, StoreUnavailableError['reason']][] = [
    [new ClientOfflineError(), 'offline'],
    [new SocketClosedUnexpectedlyError(), 'offline'],
    [new Error('connect ECONNREFUSED'), 'offline'],
    [new ClientClosedError(), 'closed'],
    [new DisconnectsClientError(), 'closed'],
    [new TimeoutError(), 'timeout'],
    [new ConnectionTimeoutError(), 'timeout'],
    [new CommandTimeoutDuringMaintenanceError(100), 'timeout'],
    [new SimpleError('OOM command not allowed'), 'reply'],
  ];
  for (const [cause, reason] of table) {
    it(`${cause.constructor.name} → ${reason}`, () => {
      const error = storeError('get', cause);
      assert.equal(error.reason, reason);
      assert.equal(error.cause, cause);
      assert.equal(error.message, `Redis store unavailable (${reason}) during get`);
    });
  }
  it('a StoreUnavailableError passes through unchanged', () => {
    const original = new StoreUnavailableError('set', 'timeout');
    assert.equal(storeError('get', original), original);
  });
});

describe('Redis store specifics', { skip: redisServerMissing ?? false }, () => {
  it('prefixes keys and channels, so two prefixes never see each other', async () => {
    const a = await openStore({ keyPrefix: 'tenant-a:' });
    const b = await openStore({ keyPrefix: 'tenant-b:' });
    await a.set('session:1', 'A', 10_000);
    assert.equal(await b.get('session:1'), undefined);
    const raw = createClient({ url: server!.url });
    await raw.connect();
    try {
      assert.equal(await raw.get('tenant-a:session:1'), 'A');
      const ttl = await raw.pTTL('tenant-a:session:1');
      assert.ok(ttl > 9_000 && ttl <= 10_000, `PX ttl set (${ttl})`);
    } finally {
      raw.destroy();
    }
    const heard: string[] = [];
    const off = await b.subscribe('status:1', (m) => heard.push(m));
    await a.publish('status:1', 'for a only');
    await b.publish('status:1', 'for b');
    await eventually(() => assert.deepEqual(heard, ['for b']));
    await off();
  });

  it('two store instances (two processes) share claims and events', async () => {
    const a = await openStore();
    const b = await openStore();
    const key = `shared:${Date.now()}`;
    const claims = await Promise.all(Array.from({ length: 100 }, (_, i) => (i % 2 ? a : b).setIfAbsent(key, `c${i}`, 10_000)));
    assert.equal(claims.filter(Boolean).length, 1);
    const heardOnA: string[] = [];
    const heardOnB: string[] = [];
    const offA = await a.subscribe('status:x', (m) => heardOnA.push(m));
    const offB = await b.subscribe('status:x', (m) => heardOnB.push(m));
    await b.publish('status:x', 'PAID');
    await eventually(() => {
      assert.deepEqual(heardOnA, ['PAID']);
      assert.deepEqual(heardOnB, ['PAID']);
    });
    await Promise.all([offA(), offB()]);
  });

  it("uses the caller's client and leaves it open on close", async () => {
    const own = createClient({ url: server!.url });
    own.on('error', () => undefined);
    const store = createRedisStore({ client: own, keyPrefix: 'byo:' });
    try {
      await store.ready();
      await store.set('k', 'v', 10_000);
      assert.equal(await own.get('byo:k'), 'v');
      const heard: string[] = [];
      const off = await store.subscribe('c', (m) => heard.push(m));
      await own.publish('byo:c', 'hello');
      await eventually(() => assert.deepEqual(heard, ['hello']));
      await off();
      await store.close();
      assert.equal(own.isOpen, true, 'the caller still owns its client');
      assert.equal(await own.get('byo:k'), 'v');
    } finally {
      own.destroy();
    }
  });

  it('after close every call fails with reason "closed"', async () => {
    const store = await openStore();
    await store.close();
    await assertUnavailable(store.get('k'), 'closed');
    await assertUnavailable(store.subscribe('c', () => undefined), 'closed');
  });

  it('a store whose Redis is not there yet fails fast, and ready() says so', async () => {
    const port = await freePort();
    const store = createRedisStore({ url: `redis://:${PASSWORD}@127.0.0.1:${port}`, reconnectMaxMs: 100 });
    stores.push(store);
    const started = Date.now();
    await assertUnavailable(store.setIfAbsent('claim', 'x', 1_000), 'offline');
    await assertUnavailable(store.compareAndSet('claim', undefined, 'x', 1_000), 'offline');
    await assertUnavailable(store.subscribe('c', () => undefined), 'offline');
    assert.ok(Date.now() - started < 500, 'no waiting for a connection');
    await assertUnavailable(store.ready(300), 'timeout');
  });

  it('a frozen Redis gives a timeout error within commandTimeoutMs, not a hang', async () => {
    const store = await openStore({ commandTimeoutMs: 300 });
    server!.pause();
    try {
      const started = Date.now();
      await assertUnavailable(store.setIfAbsent(`frozen:${Date.now()}`, 'x', 1_000), 'timeout');
      assert.ok(Date.now() - started < 1_000, 'bounded by commandTimeoutMs');
    } finally {
      server!.resume();
    }
  });

  it('Redis stopped: typed errors, claims fail closed, one log line; restarted: calls and the old subscription work again', { timeout: 15_000 }, async () => {
    const logs: LogEntry[] = [];
    const store = await openStore({ logger: (e) => logs.push(e) });
    const heard: string[] = [];
    await store.subscribe('status:outage', (m) => heard.push(m));
    const leftDuringOutage: string[] = [];
    const leave = await store.subscribe('status:leaving', (m) => leftDuringOutage.push(m));

    await server!.stop();
    await eventually(() => assert.ok(logs.some((e) => /lost/.test(e.msg)), 'a "lost" line'), 3_000);
    const started = Date.now();
    for (const call of [
      store.get('k'),
      store.set('k', 'v', 1_000),
      store.setIfAbsent('claim', 'x', 1_000),
      store.compareAndSet('claim', undefined, 'x', 1_000),
      store.delete('k'),
      store.publish('status:outage', 'lost'),
      store.subscribe('status:new', () => undefined),
    ]) {
      await assertUnavailable(call, 'offline');
    }
    assert.ok(Date.now() - started < 1_000, 'fails fast while down');
    await leave(); // resolves even while Redis is away: the listener is dropped locally

    await server!.restart();
    await store.ready(5_000);
    await eventually(() => assert.equal(logs.filter((e) => /restored/.test(e.msg)).length, 2, 'one "restored" per connection'));
    // The subscriber reconnects on its own; resubscription may trail "ready" a little.
    const deadline = Date.now() + 5_000;
    while (!heard.includes('after') && Date.now() < deadline) {
      await store.publish('status:outage', 'after');
      await new Promise((r) => setTimeout(r, 50));
    }
    assert.ok(heard.includes('after'), 'the subscription made before the outage hears messages again');
    await store.publish('status:leaving', 'too late');
    await store.publish('status:outage', 'marker');
    await eventually(() => assert.equal(heard.at(-1), 'marker'));
    assert.deepEqual(leftDuringOutage, [], 'a listener removed during the outage hears nothing after it');
    const raw = createClient({ url: server!.url });
    await raw.connect();
    try {
      await eventually(async () => {
        const counts = await raw.pubSubNumSub(['acq:status:leaving', 'acq:status:outage']);
        assert.deepEqual({ ...counts }, { 'acq:status:leaving': 0, 'acq:status:outage': 1 }, 'the channel left during the outage is unsubscribed on Redis');
      });
    } finally {
      raw.destroy();
    }
    assert.equal(await store.setIfAbsent('claim', 'x', 1_000), true, 'Redis came back empty (no persistence)');
    assert.ok(!JSON.stringify(logs).includes(PASSWORD), 'logs never carry the password');
    assert.equal(logs.filter((e) => /lost/.test(e.msg)).length, 2, 'one "lost" per connection, not one per retry');
  });

  it('createStoreFromEnv: memory without ACQ_REDIS_URL, Redis with it', async () => {
    const memory = createStoreFromEnv({});
    assert.equal('ready' in memory, false);
    await memory.close?.();
    const redis = createStoreFromEnv({ ACQ_REDIS_URL: server!.url, ACQ_REDIS_KEY_PREFIX: 'env:' }) as RedisCashierStore;
    stores.push(redis);
    await redis.ready();
    await redis.set('k', 'from env', 10_000);
    const raw = createClient({ url: server!.url });
    await raw.connect();
    try {
      assert.equal(await raw.get('env:k'), 'from env');
    } finally {
      raw.destroy();
    }
  });
});

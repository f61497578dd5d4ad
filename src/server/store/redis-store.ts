import { randomUUID } from 'node:crypto';
import type { Logger } from '../log/logger.js';
import {
  bounded,
  closeClient,
  createFailFastClient,
  watchConnection,
  type RedisClient,
  type RedisConnectionTuning,
} from './redis-connection.js';
import { StoreUnavailableError } from './redis-errors.js';
import { createChannelFanOut } from './redis-pubsub.js';
import type { CashierStore } from './store.js';

export { StoreUnavailableError } from './redis-errors.js';

export type RedisStoreOptions = RedisConnectionTuning & {
  /**
   * Prepended to every key and channel, so several apps can share one Redis. Default
   * "acq:". The proxy adds its merchant's namespace after it (see CashierProxyOptions
   * storeNamespace), so a session key reads `acq:M10001:session:cs_…`.
   */
  keyPrefix?: string;
  /** Connection lost / restored lines (never the URL). */
  logger?: Logger;
} & (
    | {
        /** redis[s]://[[user]:password@]host[:port][/db]. The store owns and closes its connections. */
        url: string;
        client?: never;
      }
    | {
        /**
         * The caller's client: the store connects it if needed but leaves it open on close();
         * its subscriber connection is a duplicate the store owns.
         */
        client: RedisClient;
        url?: never;
      }
  );

export interface RedisCashierStore extends CashierStore {
  /** Resolves once both connections are up (now, not just once); rejects with StoreUnavailableError after timeoutMs. */
  ready(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * Compare-and-set in one atomic step. ARGV: expectAbsent ("1"/"0"), expected, next, ttl ms.
 * GET answers false (not nil) in Lua for a missing key.
 */
const COMPARE_AND_SET = `
local current = redis.call('GET', KEYS[1])
if ARGV[1] == '1' then
  if current ~= false then return 0 end
elseif current ~= ARGV[2] then
  return 0
end
redis.call('SET', KEYS[1], ARGV[3], 'PX', ARGV[4])
return 1`;

/**
 * A sliding-window rate limit in one atomic step, on Redis's own clock (TIME) so that
 * every process agrees. KEYS[1] a sorted set of hit times; ARGV: window ms, limit, a
 * unique member suffix. Returns {1, 0} when the hit is allowed (and counted), else
 * {0, ms until the oldest hit leaves the window}.
 */
const TAKE_FROM_WINDOW = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[2]) then
  redis.call('ZADD', KEYS[1], now, now .. ':' .. ARGV[3])
  redis.call('PEXPIRE', KEYS[1], window)
  return {1, 0}
end
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return {0, math.max(1, tonumber(oldest[2]) + window - now)}`;

/**
 * takeSlot in one atomic step, on Redis's clock. KEYS[1] a sorted set of holders scored by
 * lease expiry; ARGV: holder, limit, ttl ms. Lapsed leases are dropped first; a holder
 * present renews; the key lives as long as its longest lease.
 */
const TAKE_SLOT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local ttl = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if not redis.call('ZSCORE', KEYS[1], ARGV[1]) and redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], now + ttl, ARGV[1])
if redis.call('PTTL', KEYS[1]) < ttl then redis.call('PEXPIRE', KEYS[1], ttl) end
return 1`;

/** PX takes a positive integer; the memory store treats ttl ≤ 0 as already expired, 1 ms is the closest. */
const px = (ttlMs: number) => Math.max(1, Math.ceil(ttlMs));

/**
 * The CashierStore of several proxy processes: plain Redis commands, one connection for
 * commands and a duplicate for SUBSCRIBE. Every failure is a StoreUnavailableError, never
 * a false "absent", so idempotency claims fail closed while Redis is away.
 */
export function createRedisStore(options: RedisStoreOptions): RedisCashierStore {
  const { keyPrefix = 'acq:', logger, commandTimeoutMs = 2_000 } = options;
  const ownsClient = options.client === undefined;
  const client = options.client ?? createFailFastClient(options.url, options);
  const subscriber: RedisClient = ownsClient ? createFailFastClient(options.url!, options) : client.duplicate();
  watchConnection(client, 'commands', logger);
  watchConnection(subscriber, 'subscriber', logger);
  // connect() keeps retrying through the reconnect strategy; calls fail fast meanwhile.
  const connected = Promise.all([client.isOpen ? undefined : client.connect(), subscriber.connect()]).then(() => undefined);
  connected.catch(() => undefined);
  const fanOut = createChannelFanOut(subscriber, commandTimeoutMs);
  let closed = false;

  const run = <T>(operation: string, command: () => Promise<T>): Promise<T> => {
    if (closed) return Promise.reject(new StoreUnavailableError(operation, 'closed'));
    return bounded(operation, commandTimeoutMs, command);
  };
  const key = (k: string) => keyPrefix + k;

  return {
    async get(k) {
      const value = await run('get', () => client.get(key(k)));
      return value ?? undefined;
    },
    async set(k, value, ttlMs) {
      await run('set', () => client.set(key(k), value, { expiration: { type: 'PX', value: px(ttlMs) } }));
    },
    async setIfAbsent(k, value, ttlMs) {
      const reply = await run('setIfAbsent', () =>
        client.set(key(k), value, { expiration: { type: 'PX', value: px(ttlMs) }, condition: 'NX' }),
      );
      return reply === 'OK';
    },
    async compareAndSet(k, expected, next, ttlMs) {
      const reply = await run('compareAndSet', () =>
        client.eval(COMPARE_AND_SET, {
          keys: [key(k)],
          arguments: [expected === undefined ? '1' : '0', expected ?? '', next, String(px(ttlMs))],
        }),
      );
      return reply === 1;
    },
    async takeFromWindow(k, limit, windowMs) {
      const reply = (await run('takeFromWindow', () =>
        client.eval(TAKE_FROM_WINDOW, { keys: [key(k)], arguments: [String(px(windowMs)), String(limit), randomUUID()] }),
      )) as [number, number];
      return { allowed: reply[0] === 1, retryAfterMs: Number(reply[1]) };
    },
    async delete(k) {
      await run('delete', () => client.del(key(k)));
    },
    async takeSlot(k, holder, limit, ttlMs) {
      const reply = await run('takeSlot', () => client.eval(TAKE_SLOT, { keys: [key(k)], arguments: [holder, String(limit), String(px(ttlMs))] }));
      return reply === 1;
    },
    async releaseSlot(k, holder) {
      // Redis drops a sorted set once its last member goes.
      await run('releaseSlot', () => client.zRem(key(k), holder));
    },
    async publish(channel, message) {
      await run('publish', () => client.publish(key(channel), message));
    },
    async subscribe(channel, listener) {
      if (closed) throw new StoreUnavailableError('subscribe', 'closed');
      return fanOut.subscribe(key(channel), listener);
    },
    async ready(timeoutMs = 5_000) {
      if (closed) throw new StoreUnavailableError('ready', 'closed');
      let gaveUp = false;
      try {
        await bounded('ready', timeoutMs, async () => {
          await connected;
          while (!gaveUp && !(client.isReady && subscriber.isReady)) await new Promise((resolve) => setTimeout(resolve, 25));
        });
      } finally {
        gaveUp = true;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([closeClient(subscriber, 1_000), ownsClient ? closeClient(client, 1_000) : undefined]);
    },
  };
}

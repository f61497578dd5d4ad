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
import { compareAndSet, px, releaseSlot, takeFromWindow, takeSlot } from './redis-scripts.js';
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
 * The CashierStore of several proxy processes: plain Redis commands, one connection for
 * commands and a duplicate for SUBSCRIBE. Every failure is a StoreUnavailableError, never
 * a false "absent", so idempotency claims fail closed while Redis is away.
 */
export function createRedisStore(options: RedisStoreOptions): RedisCashierStore {
  const { keyPrefix = 'acq:', commandTimeoutMs = 2_000 } = options;
  const { client, subscriber, ownsClient, connected } = openConnections(options);
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
      return run('compareAndSet', () => compareAndSet(client, key(k), expected, next, ttlMs));
    },
    async takeFromWindow(k, limit, windowMs) {
      return run('takeFromWindow', () => takeFromWindow(client, key(k), limit, windowMs));
    },
    async delete(k) {
      await run('delete', () => client.del(key(k)));
    },
    async takeSlot(k, holder, limit, ttlMs) {
      return run('takeSlot', () => takeSlot(client, key(k), holder, limit, ttlMs));
    },
    async releaseSlot(k, holder) {
      await run('releaseSlot', () => releaseSlot(client, key(k), holder));
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
      await waitUntilReady(client, subscriber, connected, timeoutMs);
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([closeClient(subscriber, 1_000), ownsClient ? closeClient(client, 1_000) : undefined]);
    },
  };
}

/**
 * The command connection (the caller's or our own) and the SUBSCRIBE one, watched and
 * connecting; `connected` settles once both have connected.
 */
function openConnections(options: RedisStoreOptions) {
  const { logger } = options;
  const ownsClient = options.client === undefined;
  const client = options.client ?? createFailFastClient(options.url, options);
  const subscriber: RedisClient = ownsClient ? createFailFastClient(options.url!, options) : client.duplicate();
  watchConnection(client, 'commands', logger);
  watchConnection(subscriber, 'subscriber', logger);
  // connect() keeps retrying through the reconnect strategy; calls fail fast meanwhile.
  const connected = Promise.all([client.isOpen ? undefined : client.connect(), subscriber.connect()]).then(() => undefined);
  connected.catch(() => undefined);
  return { client, subscriber, ownsClient, connected };
}

/** Resolves once both connections are ready (now, not just once); rejects with StoreUnavailableError after timeoutMs. */
async function waitUntilReady(client: RedisClient, subscriber: RedisClient, connected: Promise<void>, timeoutMs: number): Promise<void> {
  let gaveUp = false;
  try {
    await bounded('ready', timeoutMs, async () => {
      await connected;
      while (!gaveUp && !(client.isReady && subscriber.isReady)) await new Promise((resolve) => setTimeout(resolve, 25));
    });
  } finally {
    gaveUp = true;
  }
}

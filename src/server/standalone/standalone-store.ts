/**
 * The standalone proxy's store: memory, or Redis when redisUrl is set. The redis package
 * is an optional peer dependency, so it is imported only then: `acq-cashier-proxy --help`
 * and a memory-store proxy run where it is not installed.
 */
import { describeError } from '../log/background.js';
import type { Logger } from '../log/logger.js';
import { createMemoryStore } from '../store/memory-store.js';
import type { CashierStore } from '../store/store.js';
import type { StandaloneConfig } from './standalone-config.js';
import { StandaloneStartError } from './start-error.js';

export type StartableStore = CashierStore & { ready?(timeoutMs?: number): Promise<void> };

export async function standaloneStore(config: Pick<StandaloneConfig, 'redisUrl' | 'redisKeyPrefix'>, log: Logger): Promise<StartableStore> {
  if (!config.redisUrl) return createMemoryStore();
  let redis: typeof import('../store/redis-store.js');
  try {
    redis = await import('../store/redis-store.js');
  } catch (error) {
    if (isMissingRedis(error)) throw new StandaloneStartError('redisUrl (ACQ_REDIS_URL) is set but the redis package is not installed: run `npm install redis` beside acq-cashier');
    throw error;
  }
  const store = redis.createRedisStore({ url: config.redisUrl, ...(config.redisKeyPrefix ? { keyPrefix: config.redisKeyPrefix } : {}), logger: log });
  try {
    await store.ready(10_000);
  } catch (error) {
    await store.close?.().catch(() => undefined);
    throw new StandaloneStartError(`redisUrl (ACQ_REDIS_URL): Redis did not answer at start (${describeError(error)})`);
  }
  return store;
}

function isMissingRedis(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') && typeof message === 'string' && /['"]redis['"]/.test(message);
}

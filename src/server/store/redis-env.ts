import type { Logger } from '../log/logger.js';
import { createMemoryStore } from './memory-store.js';
import { createRedisStore } from './redis-store.js';
import type { CashierStore } from './store.js';

/**
 * The store a server process should use: Redis when ACQ_REDIS_URL is set (several
 * processes share sessions, claims and status events), else the single-process memory
 * store. A server may `await store.ready?.()` before it listens. Inferred: ACQ_REDIS_KEY_PREFIX overrides the key prefix (default "acq:");
 * the proxy adds its merchant's namespace after it (CashierProxyOptions.storeNamespace).
 */
export function createStoreFromEnv(
  env: Record<string, string | undefined> = process.env,
  options: { logger?: Logger } = {},
): CashierStore & { ready?(timeoutMs?: number): Promise<void> } {
  const url = env.ACQ_REDIS_URL?.trim();
  if (!url) return createMemoryStore();
  const keyPrefix = env.ACQ_REDIS_KEY_PREFIX || undefined;
  return createRedisStore({ url, ...(keyPrefix ? { keyPrefix } : {}), ...(options.logger ? { logger: options.logger } : {}) });
}

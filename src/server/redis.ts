/**
 * acq-cashier/server/redis: the Redis CashierStore for a proxy running in several
 * processes. A separate entry, so that importing the proxy never loads the redis client.
 */
export { createRedisStore, type RedisStoreOptions, type RedisCashierStore } from './store/redis-store.js';
export { createStoreFromEnv } from './store/redis-env.js';
export { StoreUnavailableError } from './store/redis-errors.js';

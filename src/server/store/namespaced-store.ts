/**
 * A CashierStore seen through a key prefix: every key and channel of one merchant
 * (and sub-merchant) lives under its own namespace, so that merchants sharing one Redis
 * cannot read, overwrite or hear each other's sessions, claims and status events.
 */
import type { CashierStore } from './store.js';

/**
 * The default namespace of a proxy: `<merchantId>:` or `<merchantId>/<subMerchantId>:`,
 * each id URI-encoded so that no id can spell another's prefix.
 */
export function storeNamespaceOf(merchantId: string, subMerchantId?: string): string {
  const sub = subMerchantId ? `/${encodeURIComponent(subMerchantId)}` : '';
  return `${encodeURIComponent(merchantId)}${sub}:`;
}

export function namespacedStore(store: CashierStore, namespace: string): CashierStore {
  if (!namespace) return store;
  const key = (k: string) => namespace + k;
  const { takeFromWindow } = store;
  return {
    get: (k) => store.get(key(k)),
    set: (k, value, ttlMs) => store.set(key(k), value, ttlMs),
    setIfAbsent: (k, value, ttlMs) => store.setIfAbsent(key(k), value, ttlMs),
    compareAndSet: (k, expected, next, ttlMs) => store.compareAndSet(key(k), expected, next, ttlMs),
    delete: (k) => store.delete(key(k)),
    takeSlot: (k, holder, limit, ttlMs) => store.takeSlot(key(k), holder, limit, ttlMs),
    releaseSlot: (k, holder) => store.releaseSlot(key(k), holder),
    publish: (channel, message) => store.publish(key(channel), message),
    subscribe: (channel, listener) => store.subscribe(key(channel), listener),
    ...(takeFromWindow ? { takeFromWindow: (k: string, limit: number, windowMs: number) => takeFromWindow.call(store, key(k), limit, windowMs) } : {}),
    ...(store.close ? { close: () => store.close!() } : {}),
  };
}

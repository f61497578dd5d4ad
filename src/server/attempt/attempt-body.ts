import type { CashierStore } from '../store/store.js';

const bodyKey = (requestId: string) => `body:${requestId}`;

/**
 * The body of an idempotent acquirer request (create, change, refund), fixed once per
 * request id and kept in the store: every later send of that id — a retry in this
 * process, another process, or one restarted — sends the same bytes, so the acquirer
 * replays its answer instead of refusing a reused key with another body (A0025).
 * `sentBefore` is true when the body was fixed earlier, i.e. it may already have
 * reached the acquirer and its outcome is unknown here.
 */
export async function fixedBody<T>(store: CashierStore, requestId: string, build: () => T, ttlMs: number): Promise<{ body: T; sentBefore: boolean }> {
  const fresh = JSON.stringify(build());
  if (await store.setIfAbsent(bodyKey(requestId), fresh, ttlMs)) return { body: JSON.parse(fresh) as T, sentBefore: false };
  const stored = await store.get(bodyKey(requestId));
  // Gone between the two calls (expired): nothing of it can be pending any more.
  if (stored === undefined) return fixedBody(store, requestId, build, ttlMs);
  return { body: JSON.parse(stored) as T, sentBefore: true };
}

/**
 * Sessions waiting for the acquirer's word (an attempt sent and not final yet), so that
 * a restarted proxy can ask about each: a callback lost in a crash, or a create answer
 * lost on the way, must not leave a session (and the merchant's onResult) hanging.
 * The store has no key scan, so the index is a few JSON records, spread over buckets
 * to keep concurrent updates from contending on one key.
 */
import type { JsonStore } from '../store/json-store.js';
import type { CashierStore } from '../store/store.js';

const BUCKETS = 16;
const bucketKey = (n: number) => `pending:${n}`;

/** sessionId → until when (epoch ms) it is worth asking about. */
type Bucket = Record<string, number>;

function bucketOf(sessionId: string): number {
  let hash = 0;
  for (let i = 0; i < sessionId.length; i++) hash = (hash * 31 + sessionId.charCodeAt(i)) >>> 0;
  return hash % BUCKETS;
}

async function change(store: CashierStore, records: JsonStore, sessionId: string, edit: (bucket: Bucket) => void, create: boolean): Promise<void> {
  const key = bucketKey(bucketOf(sessionId));
  const now = Date.now();
  const ttl = (bucket: Bucket) => Math.max(1, ...Object.values(bucket).map((until) => until - now));
  if (create) await store.setIfAbsent(key, '{}', 60_000);
  await records.update<Bucket>(
    key,
    (current) => {
      const next = Object.fromEntries(Object.entries(current).filter(([, until]) => until > now));
      edit(next);
      return next;
    },
    ttl,
  );
}

export function markPending(store: CashierStore, records: JsonStore, sessionId: string, untilMs: number): Promise<void> {
  return change(store, records, sessionId, (bucket) => {
    bucket[sessionId] = untilMs;
  }, true);
}

export function clearPending(store: CashierStore, records: JsonStore, sessionId: string): Promise<void> {
  return change(store, records, sessionId, (bucket) => {
    delete bucket[sessionId];
  }, false);
}

/** The pending session ids, at most `limit`, oldest deadline first. */
export async function pendingSessionIds(records: JsonStore, limit: number): Promise<string[]> {
  const now = Date.now();
  const entries: [string, number][] = [];
  for (let n = 0; n < BUCKETS; n++) {
    const bucket = await records.read<Bucket>(bucketKey(n));
    for (const entry of Object.entries(bucket ?? {})) if (entry[1] > now) entries.push(entry);
  }
  return entries
    .sort((a, b) => a[1] - b[1])
    .slice(0, limit)
    .map(([id]) => id);
}

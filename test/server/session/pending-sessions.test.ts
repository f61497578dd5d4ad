import { test } from 'node:test';
import assert from 'node:assert/strict';
import { jsonStore } from '../../../src/server/store/json-store.js';
import { createMemoryStore } from '../../../src/server/store/memory-store.js';
import { clearPending, markPending, pendingSessionIds } from '../../../src/server/session/pending-sessions.js';

test('pending sessions: listed until cleared or past their deadline, oldest deadline first, bounded', async () => {
  const store = createMemoryStore();
  const records = jsonStore(store);
  const now = Date.now();
  const rows: [string, number][] = [
    ['cs_late', now + 60_000],
    ['cs_early', now + 10_000],
    ['cs_gone', now - 1],
    ['cs_cleared', now + 30_000],
    ['cs_mid', now + 30_000],
  ];
  for (const [id, until] of rows) await markPending(store, records, id, until);
  await clearPending(store, records, 'cs_cleared');
  await clearPending(store, records, 'cs_never_listed');
  assert.deepEqual(await pendingSessionIds(records, 10), ['cs_early', 'cs_mid', 'cs_late']);
  assert.deepEqual(await pendingSessionIds(records, 2), ['cs_early', 'cs_mid']);
  // Marking again moves the deadline, never lists twice.
  await markPending(store, records, 'cs_early', now + 90_000);
  assert.deepEqual(await pendingSessionIds(records, 10), ['cs_mid', 'cs_late', 'cs_early']);
  await store.close?.();
});

test('pending sessions: concurrent marks of many sessions all land (the buckets take concurrent updates)', async () => {
  const store = createMemoryStore();
  const records = jsonStore(store);
  const ids = Array.from({ length: 200 }, (_, i) => `cs_${String(i).padStart(3, '0')}`);
  await Promise.all(ids.map((id) => markPending(store, records, id, Date.now() + 60_000)));
  assert.deepEqual((await pendingSessionIds(records, 500)).sort(), ids);
  await Promise.all(ids.slice(0, 100).map((id) => clearPending(store, records, id)));
  assert.deepEqual((await pendingSessionIds(records, 500)).sort(), ids.slice(100));
  await store.close?.();
});

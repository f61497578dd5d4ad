import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createMemoryStore } from '../../../src/server/store/memory-store.js';

test('memory store: get/set with ttl, setIfAbsent, compareAndSet, delete', async () => {
  let t = 1000;
  const store = createMemoryStore({ now: () => t });
  await store.set('a', '1', 100);
  assert.equal(await store.get('a'), '1');
  t += 100;
  assert.equal(await store.get('a'), undefined, 'expired after ttl');

  assert.equal(await store.setIfAbsent('b', 'x', 1000), true);
  assert.equal(await store.setIfAbsent('b', 'y', 1000), false);
  assert.equal(await store.get('b'), 'x');

  assert.equal(await store.compareAndSet('b', 'y', 'z', 1000), false);
  assert.equal(await store.compareAndSet('b', 'x', 'z', 1000), true);
  assert.equal(await store.compareAndSet('c', undefined, 'new', 1000), true);
  assert.equal(await store.get('c'), 'new');

  await store.delete('b');
  assert.equal(await store.get('b'), undefined);
  await store.close?.();
});

test('memory store: publish reaches subscribers until they unsubscribe', async () => {
  const store = createMemoryStore();
  const got: string[] = [];
  const off = await store.subscribe('ch', (m) => got.push(m));
  await store.publish('ch', 'one');
  await store.publish('other', 'nope');
  await off();
  await store.publish('ch', 'two');
  assert.deepEqual(got, ['one']);
  await store.close?.();
});

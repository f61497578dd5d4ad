import assert from 'node:assert/strict';
import { test } from 'node:test';

// Server rendering imports the browser entry in Node: that must not touch window or
// document, and defining the elements twice must be harmless.
test('importing the elements in Node does not throw, twice', async () => {
  const first = await import('../src/all-elements.js');
  // A second evaluation of the same module (a query makes it a new module instance).
  const entry: string = '../src/all-elements.js?again';
  const again = (await import(entry)) as typeof first;
  assert.equal(typeof first.AcqCashier, 'function');
  assert.equal(typeof again.AcqCashier, 'function');
});

test('the browser entry under Node: types only, nothing drawn, nothing loaded', async () => {
  const entry = (await import('../src/index.js')) as Record<string, unknown>;
  assert.deepEqual(Object.keys(entry), []);
});

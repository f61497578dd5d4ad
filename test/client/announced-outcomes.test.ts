import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { outcomeKey, recordOutcome } from '../../src/client/announced-outcomes.js';
import type { StorageLike } from '../../src/client/resume-key.js';

function memoryStorage(): StorageLike {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

describe('recordOutcome', () => {
  it('is new the first time, a replay after', () => {
    const storage = memoryStorage();
    const key = outcomeKey('cs_1', 1, 'succeeded');
    assert.equal(recordOutcome(key, storage), false);
    assert.equal(recordOutcome(key, storage), true);
  });
  it('another attempt or outcome is another payment', () => {
    const storage = memoryStorage();
    recordOutcome(outcomeKey('cs_1', 1, 'failed'), storage);
    assert.equal(recordOutcome(outcomeKey('cs_1', 2, 'succeeded'), storage), false);
    assert.equal(recordOutcome(outcomeKey('cs_2', 1, 'failed'), storage), false);
  });
  it('without storage, or with a throwing one, every outcome is new', () => {
    assert.equal(recordOutcome('k', null), false);
    const throwing: StorageLike = { getItem: () => { throw new Error('blocked'); }, setItem: () => undefined, removeItem: () => undefined };
    assert.equal(recordOutcome('k', throwing), false);
  });
});

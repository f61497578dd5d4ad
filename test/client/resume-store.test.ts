import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  clearResume,
  loadResume,
  resumeKey,
  saveResume,
  sessionStorageOrNull,
  type StorageLike,
} from '../../src/client/index.js';
import type { ResumeRecord } from '../../src/core/redirect/index.js';

class MemoryStorage implements StorageLike {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const throwing: StorageLike = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

const record: ResumeRecord = { sessionId: 'cs_1', attempt: 2, endpoint: '/cashier', savedAt: 1_000 };

describe('resume store', () => {
  it('saves, loads and clears by session id', () => {
    const storage = new MemoryStorage();
    assert.equal(saveResume(record, storage), true);
    assert.deepEqual([...storage.items.keys()], ['acq-cashier:resume:cs_1']);
    assert.deepEqual(loadResume('cs_1', storage), record);
    assert.equal(loadResume('cs_2', storage), null);
    clearResume('cs_1', storage);
    assert.equal(loadResume('cs_1', storage), null);
  });

  it('ignores garbage and records filed under another id', () => {
    const storage = new MemoryStorage();
    storage.setItem(resumeKey('cs_1'), '{not json');
    assert.equal(loadResume('cs_1', storage), null);
    storage.setItem(resumeKey('cs_1'), JSON.stringify({ ...record, sessionId: 'cs_9' }));
    assert.equal(loadResume('cs_1', storage), null);
  });

  it('a throwing storage degrades to nothing stored', () => {
    assert.equal(saveResume(record, throwing), false);
    assert.equal(loadResume('cs_1', throwing), null);
    assert.doesNotThrow(() => clearResume('cs_1', throwing));
  });

  it('no storage at all (server rendering, Node)', () => {
    assert.equal(sessionStorageOrNull(), null);
    assert.equal(saveResume(record), false);
    assert.equal(loadResume('cs_1'), null);
    assert.doesNotThrow(() => clearResume('cs_1'));
  });

  it('a storage getter that throws is treated as absent', () => {
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    try {
      assert.equal(sessionStorageOrNull(), null);
      assert.equal(saveResume(record), false);
    } finally {
      delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
    }
  });

  it('uses the global sessionStorage when there is one', () => {
    const storage = new MemoryStorage();
    (globalThis as { sessionStorage?: StorageLike }).sessionStorage = storage;
    try {
      assert.equal(saveResume(record), true);
      assert.deepEqual(loadResume('cs_1'), record);
    } finally {
      delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
    }
  });

  it('refuses to store an invalid record', () => {
    assert.equal(saveResume({ ...record, attempt: -1 }, new MemoryStorage()), false);
  });
});

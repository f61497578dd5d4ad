import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { keepPickedLanguage, pickedLanguage } from '../../src/client/picked-language.js';
import type { StorageLike } from '../../src/client/resume-key.js';

const memory = (): StorageLike & { items: Map<string, string> } => {
  const items = new Map<string, string>();
  return { items, getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v), removeItem: (k) => void items.delete(k) };
};
const throwing: StorageLike = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => undefined,
};

describe('the language picked in the menu, per session and tab', () => {
  it('is kept for its session only', () => {
    const storage = memory();
    keepPickedLanguage('cs_a', 'de', storage);
    assert.equal(pickedLanguage('cs_a', storage), 'de');
    assert.equal(pickedLanguage('cs_b', storage), undefined);
  });

  it('a value the cashier does not speak (edited, or from another version) is no pick', () => {
    const storage = memory();
    for (const value of ['xx', '', 'de<script>', 'DE']) {
      storage.items.set('acq-cashier:language:cs_a', value);
      assert.equal(pickedLanguage('cs_a', storage), undefined, value);
    }
  });

  it('storage blocked, full or absent: nothing kept, nothing thrown', () => {
    assert.doesNotThrow(() => keepPickedLanguage('cs_a', 'fr', throwing));
    assert.equal(pickedLanguage('cs_a', throwing), undefined);
    assert.doesNotThrow(() => keepPickedLanguage('cs_a', 'fr', null));
    assert.equal(pickedLanguage('cs_a', null), undefined);
  });
});

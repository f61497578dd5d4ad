import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { defaultMethod, isOfferedMethod, offeredMethods, payRequestOf, sameMethod } from '../../../src/core/flow/index.js';
import { CARD, SAVED, view, WALLET } from './fixtures.js';

describe('offeredMethods', () => {
  it('saved cards first, then pay methods', () => {
    assert.deepEqual(offeredMethods(view()), [SAVED, CARD, WALLET]);
  });
});

describe('isOfferedMethod', () => {
  const cases: Array<[string, Parameters<typeof isOfferedMethod>[1], boolean]> = [
    ['a pay method', WALLET, true],
    ['a saved card', SAVED, true],
    ['an unknown method', { payMethodType: 'CRYPTO', payMethodName: 'BTC' }, false],
    ['a known method with a forged token', { ...CARD, tokenId: 'tok_x' }, false],
    ['a token under another method', { ...WALLET, tokenId: 'tok_1' }, false],
  ];
  for (const [label, method, expected] of cases) it(label, () => assert.equal(isOfferedMethod(view(), method), expected));
});

describe('defaultMethod', () => {
  it('preselects only a single choice', () => {
    assert.equal(defaultMethod(view()), null);
    assert.deepEqual(defaultMethod(view({ savedCards: [], payMethods: [WALLET] })), WALLET);
    assert.equal(defaultMethod(view({ savedCards: [], payMethods: [] })), null);
  });
});

describe('sameMethod', () => {
  const cases: Array<[Parameters<typeof sameMethod>[0], Parameters<typeof sameMethod>[1], boolean]> = [
    [CARD, { ...CARD }, true],
    [CARD, SAVED, false],
    [CARD, WALLET, false],
    [null, null, true],
    [null, CARD, false],
    [undefined, null, false],
  ];
  for (const [a, b, expected] of cases) it(`${JSON.stringify(a)} vs ${JSON.stringify(b)}`, () => assert.equal(sameMethod(a, b), expected));
});

describe('payRequestOf', () => {
  it('a pay method', () => assert.deepEqual(payRequestOf(WALLET, 2), { ...WALLET, attempt: 2 }));
  it('a saved card carries its token', () => assert.deepEqual(payRequestOf(SAVED, 1), { ...SAVED, attempt: 1 }));
});

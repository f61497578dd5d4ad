import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { defaultMethod, isOfferedMethod, offeredMethods, offersPayment, payOptionsOf, payRequestOf, sameMethod } from '../../../src/core/flow/index.js';
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
  const cases: Array<[string, Parameters<typeof defaultMethod>[0], ReturnType<typeof defaultMethod>]> = [
    ['the saved card first', view(), SAVED],
    ['else the first option', view({ savedCards: [] }), CARD],
    ['a single method', view({ savedCards: [], payMethods: [WALLET] }), WALLET],
    ['nothing to choose', view({ savedCards: [], payMethods: [] }), null],
  ];
  for (const [label, v, expected] of cases) it(label, () => assert.deepEqual(defaultMethod(v), expected));
});

describe('offersPayment', () => {
  const cases: Array<[string, Parameters<typeof offersPayment>[0], boolean]> = [
    ['methods and saved cards', view(), true],
    ['methods alone', view({ savedCards: [] }), true],
    ['saved cards alone', view({ payMethods: [] }), true],
    ['neither', view({ savedCards: [], payMethods: [] }), false],
  ];
  for (const [label, v, expected] of cases) it(label, () => assert.equal(offersPayment(v), expected));
});

describe('payOptionsOf', () => {
  const visa = { payMethodType: 'CREDITCARD', payMethodName: 'CC_VISA' };
  const master = { payMethodType: 'CREDITCARD', payMethodName: 'CC_MASTERCARD' };
  const debitVisa = { payMethodType: 'DEBITCARD', payMethodName: 'DC_VISA' };
  const apple = { payMethodType: 'APPLEPAY', payMethodName: 'APPLEPAY' };
  const cases: Array<[string, Parameters<typeof payOptionsOf>[0], Array<[string, string, string[]]>]> = [
    ['credit and debit fold into one card option with each scheme once', [visa, master, debitVisa, WALLET, apple], [
      ['card', 'CC_VISA', ['visa', 'mastercard']],
      ['other', 'PAYPAL', []],
      ['other', 'APPLEPAY', []],
    ]],
    ['the card option keeps the place of the first card method', [apple, debitVisa, master], [
      ['other', 'APPLEPAY', []],
      ['card', 'DC_VISA', ['visa', 'mastercard']],
    ]],
    ['no card method: no card option', [WALLET], [['other', 'PAYPAL', []]]],
    ['nothing offered', [], []],
  ];
  for (const [label, methods, expected] of cases) {
    it(label, () =>
      assert.deepEqual(
        payOptionsOf(methods).map((o) => [o.kind, o.choice.payMethodName, o.schemes]),
        expected,
      ),
    );
  }
  it('the default sandbox methods make five choices', () => {
    const sandbox = [visa, master, debitVisa, { payMethodType: 'EWALLET', payMethodName: 'EWALLET_SANDPAY' },
      { payMethodType: 'EWALLET', payMethodName: 'EWALLET_MOCKPAY' }, apple, { payMethodType: 'GOOGLEPAY', payMethodName: 'GOOGLEPAY' }];
    assert.equal(payOptionsOf(sandbox).length, 5);
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

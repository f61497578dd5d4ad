import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isCardMethod } from '../../../src/core/api/card-methods.js';

test('isCardMethod: credit, debit and the generic CARD are cards; wallets and filters are not', () => {
  const table: [string, boolean][] = [
    ['CREDITCARD', true],
    ['DEBITCARD', true],
    ['CARD', true],
    ['EWALLET', false],
    ['APPLEPAY', false],
    ['GOOGLEPAY', false],
    ['creditcard', false],
    ['CREDITCARD,DEBITCARD', false],
    ['', false],
  ];
  for (const [type, card] of table) assert.equal(isCardMethod(type), card, type);
});

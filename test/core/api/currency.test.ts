import assert from 'node:assert/strict';
import { test } from 'node:test';
import { currencyDecimals, fitsCurrency, isCurrencyCode } from '../../../src/core/api/currency.js';

test('isCurrencyCode: three capitals only', () => {
  for (const code of ['EUR', 'JPY', 'BHD', 'XAF']) assert.equal(isCurrencyCode(code), true, code);
  for (const code of ['eur', 'Eur', 'EURO', 'EU', '€', '', ' EUR', 42, undefined]) assert.equal(isCurrencyCode(code), false, String(code));
});

test('currencyDecimals and fitsCurrency by ISO 4217', () => {
  const rows: Array<[string, string, number, boolean]> = [
    ['24.99', 'EUR', 2, true],
    ['24.990', 'EUR', 2, true],
    ['24.999', 'EUR', 2, false],
    ['100', 'JPY', 0, true],
    ['100.00', 'JPY', 0, true],
    ['100.50', 'JPY', 0, false],
    ['1.234', 'BHD', 3, true],
    ['1.2345', 'BHD', 3, false],
    ['5', 'ISK', 0, true],
  ];
  for (const [amount, code, decimals, fits] of rows) {
    assert.equal(currencyDecimals(code), decimals, code);
    assert.equal(fitsCurrency(amount, code), fits, `${amount} ${code}`);
  }
});

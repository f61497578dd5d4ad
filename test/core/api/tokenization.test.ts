import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseRequest } from '../../../src/core/api/envelope.js';
import { TokenGenerateRequest, TokenInquiryRequest, TokenInquiryResponseData } from '../../../src/core/api/tokenization.js';
import { checkRows, DELETE, x } from './fixtures.js';

const merchantInfo = { merchantId: 'M10001' };

test('tokenization generate: ids, type, card data shapes', () => {
  const base = { tokenRequestId: 't-1', merchantUserId: 'u-1', tokenType: 'CARD', merchantInfo, notifyUrl: 'https://shop.example/notify' };
  checkRows(TokenGenerateRequest, base, [
    ['tokenRequestId', x(64), 'ok'],
    ['tokenRequestId', x(65), 'A0020'],
    ['merchantUserId', x(65), 'A0020'],
    ['tokenType', 'BANK', 'A0021'],
    ['notifyUrl', `https://${x(249)}`, 'A0020'],
    ['tokenData', { pan: '4242424242424242', expiry: '12/30', cvv: '123', name: 'A B' }, 'ok'],
    ['tokenData', {}, 'ok'],
    ['tokenData.pan', '4242-4242', 'A0021'],
    ['tokenData.expiry', '13/30', 'A0021'],
    ['billingAddress', { countryCode: 'DE', postalCode: '10115' }, 'ok'],
  ]);
});

test('a refused card number never appears in the envelope', () => {
  const pan = '4242424242424242999';
  const base = { tokenRequestId: 't', merchantUserId: 'u', tokenType: 'CARD', merchantInfo, notifyUrl: 'https://s.example/n', tokenData: { pan: `${pan}1` } };
  const result = parseRequest(TokenGenerateRequest, base);
  assert.ok(!result.ok);
  assert.ok(!JSON.stringify(result.envelope).includes(pan));
});

test('tokenization inquiry: merchantUserId or tokenId; tokenType unless tokenId', () => {
  checkRows(TokenInquiryRequest, { merchantInfo, merchantUserId: 'u-1', tokenType: 'CARD' }, [
    ['tokenType', DELETE, 'A0019'],
    ['merchantUserId', DELETE, 'A0019'],
    ['merchantUserId', x(65), 'A0020'],
  ]);
  checkRows(TokenInquiryRequest, { merchantInfo, tokenId: 'tok-1' }, [
    ['tokenId', x(64), 'ok'],
    ['tokenId', DELETE, 'A0019', 'merchantUserId'],
  ]);
  const records = TokenInquiryResponseData.parse([{ tokenId: 'tok-1', tokenStatus: 'ACTIVE', tokenData: { maskedCardInfo: '424242******4242' } }]);
  assert.equal(records[0]?.tokenData?.maskedCardInfo, '424242******4242');
});

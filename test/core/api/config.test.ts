import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MerchantConfigInquiryRequest, MerchantConfigResponseData, PayMethodConfigInquiryRequest, PayMethodConfigResponseData } from '../../../src/core/api/config.js';
import { checkRows, DELETE, x } from './fixtures.js';

test('merchant config inquiry takes a numeric or string merchantId', () => {
  checkRows(MerchantConfigInquiryRequest, { merchantId: 10001 }, [
    ['merchantId', 'M10001', 'ok'],
    ['merchantId', x(65), 'A0020'],
    ['merchantId', 1.5, 'A0021'],
    ['merchantId', DELETE, 'A0019'],
  ]);
  assert.equal(MerchantConfigResponseData.parse({ merchantId: 10001, transactionLimit: '500.00' }).transactionLimit, '500.00');
});

test('pay method config: request and detail records', () => {
  checkRows(PayMethodConfigInquiryRequest, { merchantInfo: { merchantId: 'M10001' } }, [
    ['currency', 'USD', 'ok'],
    ['currency', x(13), 'A0020'],
    ['merchantInfo', DELETE, 'A0019'],
  ]);
  const detail = { payMethodType: 'CREDITCARD', payMethodName: 'CC_VISA', currency: 'USD', orderAmountMin: '0.50', orderAmountMax: '5000', refundSupported: true };
  assert.equal(PayMethodConfigResponseData.parse({ payMethodDetails: [detail] }).payMethodDetails.length, 1);
  assert.equal(PayMethodConfigResponseData.safeParse({ payMethodDetails: [{ ...detail, refundSupported: 'yes' }] }).success, false);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FraudReportListRequest, FraudReportListResponseData, FulfillmentInquiryRequest, FulfillmentInquiryResponseData } from '../../../src/core/api/misc.js';
import { checkRows, DELETE } from './fixtures.js';

test('fraud report list and fulfillment inquiry', () => {
  checkRows(FraudReportListRequest, { merchantId: 'M10001' }, [
    ['reportedFrom', '2026-07-01T00:00:00Z', 'ok'],
    ['reportedFrom', 'July', 'A0021'],
    ['merchantId', DELETE, 'A0019'],
  ]);
  checkRows(FulfillmentInquiryRequest, { merchantId: 'M10001', paymentRequestId: 'p-1' }, [['paymentRequestId', DELETE, 'A0019']]);
  assert.equal(FraudReportListResponseData.parse({ pageNo: 1, pageSize: 10, total: 0, items: [] }).total, 0);
  assert.equal(FulfillmentInquiryResponseData.parse({ paymentRequestId: 'p-1', fulfillmentStatus: 'FULFILLED' }).fulfillmentStatus, 'FULFILLED');
});

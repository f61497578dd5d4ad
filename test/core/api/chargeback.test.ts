import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  ChargebackAcceptRequest,
  ChargebackDetailResponseData,
  ChargebackFileUploadResponseData,
  ChargebackInquiryRequest,
  ChargebackListRequest,
  ChargebackListResponseData,
  ChargebackUpdateEvidenceRequest,
} from '../../../src/core/api/chargeback.js';
import { checkRows, DELETE, x } from './fixtures.js';

const record = {
  chargebackId: 'cb-1', originalOrderId: 'ao-1', merchantOrderId: 'm-1', amount: '19.90', currency: 'USD',
  reason: 'fraud', status: 'PENDING', createdAt: '2026-07-08T10:00:00Z',
};

test('chargeback requests', () => {
  checkRows(ChargebackInquiryRequest, { merchantId: 'M10001', chargebackId: 'cb-1' }, [
    ['chargebackId', DELETE, 'A0019'],
    ['originalOrderId', 'ao-1', 'ok'],
  ]);
  checkRows(ChargebackListRequest, { merchantId: 'M10001' }, [
    ['pageSize', 100, 'ok'],
    ['pageSize', 101, 'A0020'],
    ['pageNo', 0, 'A0020'],
    ['status', 'OPEN', 'A0021'],
  ]);
  checkRows(ChargebackUpdateEvidenceRequest, { merchantId: 'M10001', chargebackId: 'cb-1', evidence: { description: 'receipt', fileIds: ['f-1'] } }, [
    ['evidence.description', x(2001), 'A0020'],
    ['evidence', DELETE, 'A0019'],
  ]);
  checkRows(ChargebackAcceptRequest, { merchantId: 'M10001', chargebackId: 'cb-1' }, [['chargebackId', DELETE, 'A0019']]);
});

test('chargeback responses', () => {
  assert.equal(ChargebackDetailResponseData.parse(record).merchantOrderId, 'm-1');
  assert.equal(ChargebackListResponseData.parse({ pageNo: 1, pageSize: 20, total: 1, items: [record] }).items.length, 1);
  assert.equal(ChargebackFileUploadResponseData.parse({ fileId: 'f-1' }).fileId, 'f-1');
  assert.equal(ChargebackDetailResponseData.safeParse({ ...record, status: 'UNKNOWN' }).success, false);
});

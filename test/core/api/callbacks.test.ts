import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CallbackAck, CallbackPayload } from '../../../src/core/api/callbacks.js';

const header = { notifyId: 'n-1', notifiedAt: '2026-07-08T10:00:00Z' };

test('callback payloads are told apart by notifyType, each with its inquiry data', () => {
  const order = CallbackPayload.parse({ notifyType: 'ORDER_RESULT', ...header, data: { paymentRequestId: 'p', acquiringOrderId: 'a', orderStatus: 'PAY_SUCCESS' } });
  assert.equal(order.notifyType === 'ORDER_RESULT' && order.data.orderStatus, 'PAY_SUCCESS');
  const sub = { subscriptionRequest: 'r', subscriptionId: 's', subscriptionStatus: 'ACTIVE' };
  assert.ok(CallbackPayload.safeParse({ notifyType: 'SUBSCRIPTION_RESULT', ...header, data: sub }).success);
  assert.ok(CallbackPayload.safeParse({ notifyType: 'SUBSCRIPTION_CHANGE_RESULT', ...header, data: sub }).success);
  assert.ok(CallbackPayload.safeParse({
    notifyType: 'SUBSCRIPTION_PAYMENT', ...header, data: { ...sub, paymentDetail: { acquiringOrderId: 'o', orderStatus: 'PAY_SUCCESS', period: '2' } },
  }).success);
  assert.ok(CallbackPayload.safeParse({ notifyType: 'TOKENIZATION', ...header, data: { tokenId: 't' } }).success);
  assert.ok(CallbackPayload.safeParse({
    notifyType: 'REFUND_RESULT', ...header, data: { refundRequestId: 'r', refundId: 'rf', acquiringOrderId: 'a', refundAmount: '1', refundStatus: 'REFUND_SUCCESS' },
  }).success);
});

test('callback payloads refuse unknown kinds, missing ids and mismatched data', () => {
  assert.equal(CallbackPayload.safeParse({ notifyType: 'CHARGEBACK', ...header, data: {} }).success, false);
  assert.equal(CallbackPayload.safeParse({ notifyType: 'TOKENIZATION', notifiedAt: header.notifiedAt, data: { tokenId: 't' } }).success, false);
  assert.equal(CallbackPayload.safeParse({ notifyType: 'ORDER_RESULT', ...header, data: { tokenId: 't' } }).success, false);
});

test('the acknowledgement is success, failed or unknown', () => {
  for (const result of ['success', 'failed', 'unknown']) assert.ok(CallbackAck.safeParse({ result }).success);
  assert.equal(CallbackAck.safeParse({ result: 'ok' }).success, false);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { webUrlOf } from '../../../src/core/api/common.js';
import {
  OrderCancelRequest,
  OrderCaptureRequest,
  OrderCreateRequest,
  OrderCreateResponseData,
  OrderInquiryRequest,
  OrderInquiryResponseData,
  OrderRefundRequest,
  RefundInquiryRequest,
} from '../../../src/core/api/order.js';
import { checkRows, DELETE, orderCreate, x } from './fixtures.js';

test('order create: field boundaries and paymentInfo rules', () => {
  checkRows(OrderCreateRequest, orderCreate, [
    ['paymentRequestId', x(64), 'ok'],
    ['paymentRequestId', x(65), 'A0020'],
    ['paymentRequestId', DELETE, 'A0019'],
    ['merchantOrderId', x(65), 'A0020'],
    ['orderAmount', '0.01', 'ok'],
    ['orderAmount', '0', 'A0020'],
    ['orderAmount', 'abc', 'A0021'],
    ['orderDescription', DELETE, 'A0019'],
    ['orderRequestedAt', 'today', 'A0021'],
    ['notifyUrl', DELETE, 'A0019'],
    ['successRedirectUrl', `https://${x(505)}`, 'A0020'],
    ['userInfo.userBrowserIp', '203.0.113.9', 'ok'],
    ['userInfo.userId', x(65), 'A0020'],
    ['paymentInfo.productName', 'SUBSCRIPTION', 'A0021'],
    ['paymentInfo.captureMode', 'MANUAL', 'ok'],
    ['paymentInfo.captureMode', 'LATER', 'A0021'],
    ['paymentInfo.setupFutureUsage', 'yes', 'A0021'],
    ['paymentInfo.payMethodName', 'CC_VISA', 'A0019', 'paymentInfo.payMethodType'],
    ['paymentInfo.payMethodType', 'EWALLET', 'A0019', 'paymentInfo.payMethodName'],
    ['paymentInfo.cashierLanguage', 'fr-FR', 'ok'],
    ['paymentInfo.cashierLanguage', 'fr_FR', 'A0047'],
    ['paymentInfo.cashierAppearance', { variables: {} }, 'A0021'],
    ['paymentInfo.tokenId', x(64), 'ok'],
    ['paymentInfo.tokenId', x(65), 'A0020'],
    ['brandInfo.cashierLogoUrl', 'logo_shop', 'ok'],
    ['extendInfo', '[1]', 'ok'],
    ['extendInfo', '[1', 'A0021'],
  ]);
});

test('order inquiry, cancel, refund, refund inquiry and capture name their order', () => {
  checkRows(OrderInquiryRequest, { acquiringOrderId: 'ao-1' }, [
    ['acquiringOrderId', DELETE, 'A0019', 'paymentRequestId'],
    ['paymentRequestId', 'p-1', 'ok'],
    ['acquiringOrderId', x(65), 'A0020'],
  ]);
  checkRows(OrderCancelRequest, { paymentRequestId: 'p-1' }, [['paymentRequestId', '', 'A0019']]);
  const refund = { refundRequestId: 'r-1', paymentRequestId: 'p-1', refundAmount: '5.00', merchantInfo: { merchantId: 'M10001' } };
  checkRows(OrderRefundRequest, refund, [
    ['refundRequestId', DELETE, 'A0019'],
    ['refundAmount', '0', 'A0020'],
    ['refundAmount', '-5', 'A0020'],
    ['refundReason', x(256), 'ok'],
    ['refundReason', x(257), 'A0020'],
    ['merchantInfo', DELETE, 'A0019'],
    ['paymentRequestId', DELETE, 'A0019'],
  ]);
  checkRows(RefundInquiryRequest, { refundId: 'rf-1' }, [['refundId', DELETE, 'A0019', 'refundRequestId']]);
  const capture = { merchantId: 'M10001', captureAmount: '19.90', acquiringOrderId: 'ao-1', captureRequestedAt: '2026-07-08T10:00:00Z' };
  checkRows(OrderCaptureRequest, capture, [
    ['captureAmount', '0', 'A0020'],
    ['captureRequestedAt', '10:00', 'A0021'],
    ['merchantId', DELETE, 'A0019'],
  ]);
});

test('order responses: the action webUrl, the inquiry shapes', () => {
  const created = OrderCreateResponseData.parse({
    paymentRequestId: 'p', merchantOrderId: 'm', acquiringOrderId: 'a', orderStatus: 'PAY_IN_PROGRESS',
    orderAction: '{"webUrl":"https://acq.example/pay/a"}',
  });
  assert.equal(webUrlOf(created.orderAction), 'https://acq.example/pay/a');
  const inquiry = OrderInquiryResponseData.parse({
    paymentRequestId: 'p', acquiringOrderId: 'a', orderStatus: 'PAY_SUCCESS',
    goodsInfo: { goodsId: 7, goodsUniquePrice: 9.5, goodsQuantity: 2 },
    addressInfo: { postcode: 10115 },
    paymentInfo: { productName: 'ONE_TIME_PAYMENT', setupFutureUsage: true },
    x402Info: { x402Request: false },
    subscriptionInfo: { subscriptionId: 's', period: '2' },
  });
  assert.equal(inquiry.goodsInfo?.goodsQuantity, 2);
  assert.equal(OrderInquiryResponseData.safeParse({ paymentRequestId: 'p', acquiringOrderId: 'a', orderStatus: 'DONE' }).success, false);
});

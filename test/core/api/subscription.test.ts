import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseRequest } from '../../../src/core/api/envelope.js';
import {
  SubscriptionCancelRequest,
  SubscriptionCreateRequest,
  SubscriptionCreateResponseData,
  SubscriptionInquiryRequest,
  SubscriptionInquiryResponseData,
  SubscriptionManageRequest,
  failedReasonOf,
} from '../../../src/core/api/subscription.js';
import { SubscriptionChangeRequest } from '../../../src/core/api/subscription-change.js';
import { webUrlOf } from '../../../src/core/api/common.js';
import { checkRows, DELETE, subscriptionChange, subscriptionCreate, withField, x, type Row } from './fixtures.js';

const A0019 = 'A0019', A0020 = 'A0020', A0021 = 'A0021', A0047 = 'A0047';

test('subscription create: field table boundaries', () => {
  checkRows(SubscriptionCreateRequest, subscriptionCreate, [
    ['subscriptionRequest', x(32), 'ok'],
    ['subscriptionRequest', x(33), A0020],
    ['subscriptionRequest', DELETE, A0019],
    ['subscriptionRequest', '', A0019],
    ['merchantSubscriptionId', x(64), 'ok'],
    ['merchantSubscriptionId', x(65), A0020],
    ['currency', x(13), A0020],
    ['amount', '0', 'ok'],
    ['amount', '1e3', A0021],
    ['amount', '-1', A0020],
    ['amount', 9.99, A0021],
    ['userCurrency', x(12), 'ok'],
    ['userCurrency', x(13), A0020],
    ['merchantInfo.merchantId', x(64), 'ok'],
    ['merchantInfo.merchantId', x(65), A0020],
    ['merchantInfo.subMerchantId', x(65), A0020],
    ['userInfo.userId', x(64), 'ok'],
    ['userInfo.userId', x(65), A0020],
    ['userInfo.userEmail', DELETE, A0019],
    ['userInfo.userEmail', 'not-an-email', A0021],
    ['userInfo.userEmail', `${x(51)}@shop.example`, 'ok'],
    ['userInfo.userEmail', `${x(52)}@shop.example`, A0020],
    ['userInfo.userTerminal', 'APP', 'ok'],
    ['userInfo.userTerminal', 'TV', A0021],
    ['userInfo.userPhone', '+86-13800138000', 'ok'],
    ['userInfo.userPhone', '13800138000', A0021],
    ['userInfo.userFirstName', x(65), A0020],
    ['userInfo.userCreatedAt', '2026-01-01T00:00:00Z', 'ok'],
    ['userInfo.userCreatedAt', 'yesterday', A0021],
    ['goodsInfo', { goodsId: x(32), goodsName: x(64), goodsQuantity: 1 }, 'ok'],
    ['goodsInfo', { goodsId: x(33), goodsName: 'g' }, A0020, 'goodsInfo.goodsId'],
    ['goodsInfo', { goodsId: 'g' }, A0019, 'goodsInfo.goodsName'],
    ['goodsInfo', { goodsId: 'g', goodsName: 'g', goodsQuantity: 1.5 }, A0021, 'goodsInfo.goodsQuantity'],
    ['goodsInfo', { goodsId: 'g', goodsName: 'g', goodsUrl: x(129) }, A0020, 'goodsInfo.goodsUrl'],
    ['addressInfo', { address: x(256), city: x(32), postcode: x(16) }, 'ok'],
    ['addressInfo', { city: x(33) }, A0020, 'addressInfo.city'],
    ['addressInfo', { address: x(257) }, A0020, 'addressInfo.address'],
    ['brandInfo.cashierLogoUrl', 'https://cdn.shop.example/logo.png', 'ok'],
    ['brandInfo.cashierLogoUrl', 'logo_x', 'ok'],
    ['brandInfo.cashierLogoUrl', 'http://cdn.shop.example/logo.png', A0021],
    ['brandInfo.cashierLogoUrl', `https://${x(504)}`, 'ok'],
    ['brandInfo.cashierLogoUrl', `https://${x(505)}`, A0020],
    ['brandInfo.cashierDisplayName', x(128), 'ok'],
    ['brandInfo.cashierDisplayName', x(129), A0020],
    ['brandInfo.cashierProductImageUrl', 'https://cdn.shop.example/p.png', 'ok'],
    ['brandInfo.cashierProductImageUrl', 'logo_x', A0021],
    ['requestedAt', DELETE, A0019],
    ['requestedAt', '2026-07-08 10:00', A0021],
    ['successRedirectUrl', `https://${x(504)}`, 'ok'],
    ['successRedirectUrl', `https://${x(505)}`, A0020],
    ['failedRedirectUrl', 'javascript:alert(1)', A0021],
    ['cancelRedirectUrl', `https://${x(505)}`, A0020],
    ['notifyUrl', `https://${x(248)}`, 'ok'],
    ['notifyUrl', `https://${x(249)}`, A0020],
    ['notifyUrl', DELETE, A0019],
    ['subscriptionManagementUrl', DELETE, A0019],
    ['subscriptionManagementUrl', `https://${x(249)}`, A0020],
    ['riskData.userType', 'Agent', 'ok'],
    ['riskData.userType', 'Robot', A0021],
    ['riskData.userCategory', 'Non-Member', 'ok'],
    ['riskData.userIsNew', 'Yes', 'ok'],
    ['riskData.userIsNew', 'yes', A0021],
    ['riskData.userLegalName', x(129), A0020],
    ['riskData.userRegistrationIp', x(25), A0020],
    ['extendInfo', '{"a":1}', 'ok'],
    ['extendInfo', { a: 1 }, A0021],
    ['extendInfo', '{a:1}', A0021],
    ['extendInfo', `"${x(255)}"`, A0020],
    ['orderExpiredAt', '2026-07-08T14:00:00.000Z', 'ok'],
    ['orderExpiredAt', '2026-13-08T14:00:00Z', A0021],
  ]);
});

const paymentRows = (): Row[] => [
  ['paymentInfo.productName', 'MINI_PROGRAM_SUBSCRIPTION', A0019, 'paymentInfo.payMethodUserAccessToken'],
  ['paymentInfo.productName', 'ONE_TIME_PAYMENT', A0021],
  ['paymentInfo.payMethodName', x(256), 'ok'],
  ['paymentInfo.payMethodName', x(257), A0020],
  ['paymentInfo.payMethodType', x(257), A0020],
  ['paymentInfo.payMethodProperties', '{"k":"v"}', 'ok'],
  ['paymentInfo.payMethodProperties', { k: 'v' }, A0021],
  ['paymentInfo.payMethodProperties', 'not json', A0021],
  ['paymentInfo.payMethodUserAccountType', 'PHONE_NO', 'ok'],
  ['paymentInfo.payMethodUserAccountType', 'PHONE', A0021],
  ['paymentInfo.payMethodUserAccountNo', x(65), A0020],
  ['paymentInfo.cashierLanguage', 'en-US', 'ok'],
  ['paymentInfo.cashierLanguage', 'zh-Hant-TW', 'ok'],
  ['paymentInfo.cashierLanguage', 'en_US', A0047],
  ['paymentInfo.cashierLanguage', x(25), A0047],
  ['paymentInfo.cashierAppearance', '{"variables":{"colorPrimary":"#0a84ff"}}', 'ok'],
  ['paymentInfo.cashierAppearance', { variables: {} }, A0021],
  ['paymentInfo.cashierAppearance', '{"variables":', A0021],
];

test('subscription create and change: paymentInfo rules', () => {
  checkRows(SubscriptionCreateRequest, subscriptionCreate, paymentRows());
  checkRows(SubscriptionChangeRequest, subscriptionChange, paymentRows());
  checkRows(SubscriptionCreateRequest, subscriptionCreate, [['paymentInfo', DELETE, 'ok']]);
});

test('paymentInfo conditional rules: card needs payMethodType, non-card needs payMethodName, mini program needs a token', () => {
  const pay = (info: Record<string, string>) => {
    const result = parseRequest(SubscriptionCreateRequest, withField(subscriptionCreate, 'paymentInfo', info));
    return result.ok ? 'ok' : `${result.envelope.code} ${String(result.envelope.msgParams?.field)}`;
  };
  const rows: [Record<string, string>, string][] = [
    [{ productName: 'SUBSCRIPTION', payMethodName: 'CC_VISA' }, 'A0019 paymentInfo.payMethodType'],
    [{ productName: 'SUBSCRIPTION', payMethodName: 'DC_VISA', payMethodType: 'DEBITCARD' }, 'ok'],
    [{ productName: 'SUBSCRIPTION', payMethodType: 'CREDITCARD' }, 'ok'],
    [{ productName: 'SUBSCRIPTION', payMethodType: 'EWALLET' }, 'A0019 paymentInfo.payMethodName'],
    [{ productName: 'SUBSCRIPTION', payMethodType: 'EWALLET', payMethodName: 'GCASH' }, 'ok'],
    [{ productName: 'SUBSCRIPTION', payMethodType: 'EWALLET,CREDITCARD' }, 'ok'],
    [{ productName: 'MINI_PROGRAM_SUBSCRIPTION', payMethodName: 'WALLET', payMethodUserAccessToken: 't' }, 'ok'],
    [{ productName: 'MINI_PROGRAM_SUBSCRIPTION', payMethodName: 'WALLET' }, 'A0019 paymentInfo.payMethodUserAccessToken'],
    [{ productName: 'MINI_PROGRAM_SUBSCRIPTION', payMethodUserAccessToken: x(129) }, 'A0020 paymentInfo.payMethodUserAccessToken'],
  ];
  for (const [info, expected] of rows) assert.equal(pay(info), expected, JSON.stringify(info));
});

test('subscription inquiry, manage and cancel: which id, lengths', () => {
  checkRows(SubscriptionInquiryRequest, { subscriptionId: 'sub-1' }, [
    ['subscriptionId', x(64), 'ok'],
    ['subscriptionId', x(65), A0020],
    ['subscriptionId', DELETE, A0019, 'subscriptionRequest'],
    ['subscriptionRequest', 'sreq-1', A0021, 'subscriptionId'],
    ['paymentDetails', 1, 'ok'],
    ['paymentDetails', 2, A0021],
    ['paymentDetails', '1', A0021],
  ]);
  checkRows(SubscriptionInquiryRequest, { subscriptionRequest: 'sreq-1' }, [['subscriptionRequest', x(33), A0020]]);
  checkRows(SubscriptionManageRequest, { subscriptionId: 'sub-1', subscriptionRequest: 'm-1' }, [
    ['subscriptionRequest', x(64), 'ok'],
    ['subscriptionRequest', x(65), A0020],
    ['subscriptionId', DELETE, A0019],
  ]);
  checkRows(SubscriptionCancelRequest, { subscriptionId: 'sub-1' }, [
    ['subscriptionId', DELETE, A0019],
    ['subscriptionId', x(65), A0020],
  ]);
});

test('subscriptionAction carries a webUrl as an object, a JSON string or a bare URL', () => {
  const data = { subscriptionRequest: 'r', subscriptionId: 's', subscriptionStatus: 'AUTHORIZATION_REQUIRED' };
  const url = 'https://acq.example/authorize/1';
  for (const action of [{ webUrl: url }, JSON.stringify({ webUrl: url }), url]) {
    const parsed = SubscriptionCreateResponseData.parse({ ...data, subscriptionAction: action });
    assert.equal(webUrlOf(parsed.subscriptionAction), url);
  }
  assert.equal(SubscriptionCreateResponseData.safeParse({ ...data, subscriptionAction: '{"url":1}' }).success, false);
  assert.equal(SubscriptionCreateResponseData.safeParse({ ...data, subscriptionStatus: 'PAUSED' }).success, false);
  assert.equal(webUrlOf(undefined), undefined);
});

test('inquiry response: schedule, details, failedReason', () => {
  const parsed = SubscriptionInquiryResponseData.parse({
    subscriptionRequest: 'r',
    subscriptionId: 's',
    subscriptionStatus: 'CLOSE',
    productInfo: { periodType: 'MONTHLY', periodInterval: '1', nextPaymentDateTime: '2026-08-08T10:00:00Z' },
    userInfo: { userPhone: x(16), userCreatedAt: x(24) },
    paymentInfo: { productName: 'SUBSCRIPTION', payMethodName: 'CC_VISA' },
    paymentDetails: [{ acquiringOrderId: 'o1', orderStatus: 'ORDER_CLOSE', period: '1' }],
    failedReason: '{"orderFailedCode":"A0037","orderFailedDescription":"declined"}',
  });
  assert.equal(parsed.paymentDetails?.[0]?.orderStatus, 'ORDER_CLOSE');
  assert.deepEqual(failedReasonOf(parsed.failedReason), { orderFailedCode: 'A0037', orderFailedDescription: 'declined' });
  assert.equal(failedReasonOf('nope'), undefined);
  const base = { subscriptionRequest: 'r', subscriptionId: 's', subscriptionStatus: 'ACTIVE' };
  assert.equal(SubscriptionInquiryResponseData.safeParse({ ...base, userInfo: { userPhone: x(17) } }).success, false);
  assert.equal(SubscriptionInquiryResponseData.safeParse({ ...base, paymentDetails: [{ acquiringOrderId: 'o', orderStatus: 'PAID' }] }).success, false);
});

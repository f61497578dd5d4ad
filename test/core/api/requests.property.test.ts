/** Property: whatever arrives as a request body, parseRequest answers ok or a well-formed failure envelope. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import * as z from 'zod/mini';
import * as api from '../../../src/core/api/index.js';
import { envelopeOf, parseRequest } from '../../../src/core/api/envelope.js';
import { orderCreate, subscriptionChange, subscriptionCreate, withField } from './fixtures.js';

const requests: Record<string, z.ZodMiniType> = {
  SubscriptionCreateRequest: api.SubscriptionCreateRequest,
  SubscriptionInquiryRequest: api.SubscriptionInquiryRequest,
  SubscriptionManageRequest: api.SubscriptionManageRequest,
  SubscriptionChangeRequest: api.SubscriptionChangeRequest,
  SubscriptionChangeInquiryRequest: api.SubscriptionChangeInquiryRequest,
  SubscriptionCancelRequest: api.SubscriptionCancelRequest,
  OrderCreateRequest: api.OrderCreateRequest,
  OrderInquiryRequest: api.OrderInquiryRequest,
  OrderCancelRequest: api.OrderCancelRequest,
  OrderRefundRequest: api.OrderRefundRequest,
  RefundInquiryRequest: api.RefundInquiryRequest,
  OrderCaptureRequest: api.OrderCaptureRequest,
  MerchantConfigInquiryRequest: api.MerchantConfigInquiryRequest,
  PayMethodConfigInquiryRequest: api.PayMethodConfigInquiryRequest,
  TokenGenerateRequest: api.TokenGenerateRequest,
  TokenInquiryRequest: api.TokenInquiryRequest,
  ChargebackInquiryRequest: api.ChargebackInquiryRequest,
  ChargebackListRequest: api.ChargebackListRequest,
  ChargebackUpdateEvidenceRequest: api.ChargebackUpdateEvidenceRequest,
  ChargebackAcceptRequest: api.ChargebackAcceptRequest,
  FraudReportListRequest: api.FraudReportListRequest,
  FulfillmentInquiryRequest: api.FulfillmentInquiryRequest,
  CallbackPayload: api.CallbackPayload,
  CallbackAck: api.CallbackAck,
};

const AnyEnvelope = envelopeOf(z.unknown());

function assertWellFormed(schema: z.ZodMiniType, body: unknown): void {
  const result = parseRequest(schema, body);
  if (result.ok) return;
  const { envelope } = result;
  assert.match(envelope.code, /^[ABD]\d{4}$/);
  assert.equal(typeof envelope.msg, 'string');
  assert.ok(envelope.msg.length > 0 && envelope.msg.length < 300, envelope.msg);
  assert.equal(typeof envelope.msgParams?.field, 'string');
  assert.equal(typeof envelope.msgParams?.rule, 'string');
  assert.deepEqual(envelope.data, {});
  assert.ok(AnyEnvelope.safeParse(JSON.parse(JSON.stringify(envelope))).success);
}

const jsonBody = fc.json({ maxDepth: 4 }).map((text) => JSON.parse(text) as unknown);
const anyBody = fc.anything({ maxDepth: 3, withNullPrototype: true, withBigInt: true, withDate: true, withMap: true, withTypedArray: true });

for (const [name, schema] of Object.entries(requests)) {
  test(`${name}: arbitrary JSON and arbitrary values never throw`, () => {
    fc.assert(fc.property(jsonBody, (body) => assertWellFormed(schema, body)), { numRuns: 300 });
    fc.assert(fc.property(anyBody, (body) => assertWellFormed(schema, body)), { numRuns: 300 });
  });
}

/** A valid base with one field replaced by anything reaches the deep and cross-field checks. */
const mutations: [string, z.ZodMiniType, unknown, string[]][] = [
  ['SubscriptionCreateRequest', api.SubscriptionCreateRequest, subscriptionCreate, [
    'amount', 'productInfo.periodType', 'productInfo.periodInterval', 'productInfo.numberOfPeriod', 'productInfo.trialPeriodType',
    'productInfo.trialPeriodInterval', 'productInfo.trialPeriodAmount', 'paymentInfo.payMethodName', 'paymentInfo.payMethodType',
    'paymentInfo.productName', 'paymentInfo.cashierLanguage', 'paymentInfo.cashierAppearance', 'userInfo', 'brandInfo.cashierLogoUrl', 'extendInfo',
  ]],
  ['SubscriptionChangeRequest', api.SubscriptionChangeRequest, subscriptionChange, ['productInfoList', 'productInfoList[0]', 'paymentInfo', 'goodsInfo']],
  ['OrderCreateRequest', api.OrderCreateRequest, orderCreate, ['orderAmount', 'paymentInfo', 'paymentInfo.captureMode', 'userInfo.userPhone']],
];

for (const [name, schema, base, paths] of mutations) {
  test(`${name}: a valid request with one field replaced by anything never throws`, () => {
    const mutated = fc.tuple(fc.constantFrom(...paths), fc.oneof(jsonBody, fc.string(), fc.stringMatching(/^-?\d{1,4}$/)));
    fc.assert(fc.property(mutated, ([path, value]) => assertWellFormed(schema, withField(base, path, value))), { numRuns: 500 });
  });
}

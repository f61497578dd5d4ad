/**
 * One-time payment orders: create, inquiry, cancel, refund, refund inquiry, capture.
 * The spec shows only the inquiry and capture shapes; the rest are Inferred, mirroring
 * the subscription create request and the order inquiry response.
 */
import * as z from 'zod/mini';
import { DateTimeString, httpUrl, jsonString, maxString, PositiveDecimal, requiredString, WebAction } from './common.js';
import { oneOfRequired } from './object-checks.js';
import {
  AddressInfo,
  AddressInfoInquiry,
  BrandInfo,
  GoodsInfo,
  GoodsInfoOrderInquiry,
  MerchantInfo,
  RiskData,
  UserInfoOrderCreate,
  UserInfoOrderInquiry,
} from './shared-objects.js';
import { payMethodChoiceFields, payMethodChoiceRules } from './payment-info.js';
import { OrderStatus } from './status.js';

export const CaptureMode = z.enum(['AUTOMATIC', 'MANUAL']);
export type CaptureMode = z.infer<typeof CaptureMode>;

/** paymentInfo of an order: the fields the order inquiry lists, with the create pay-method rules. */
export const PaymentInfoOrder = z
  .object({
    productName: z.literal('ONE_TIME_PAYMENT'),
    ...payMethodChoiceFields,
    userPaymentAccessToken: z.optional(maxString(128)),
    // Inferred: no lengths or values are given for these.
    payOption: z.optional(maxString(64)),
    /** Inferred: default AUTOMATIC; MANUAL waits for order/capture (Auth-Capture mode). */
    captureMode: z.optional(CaptureMode),
    merchantInitiatedMode: z.optional(maxString(64)),
    setupFutureUsage: z.optional(z.boolean()),
  })
  .check(...payMethodChoiceRules);
export type PaymentInfoOrder = z.infer<typeof PaymentInfoOrder>;

/** Inferred: mirrors the subscription create request with the order inquiry's order fields. */
export const OrderCreateRequest = z.object({
  /** Merchant request id; the idempotency key. */
  paymentRequestId: requiredString(64),
  merchantOrderId: requiredString(64),
  orderCurrency: requiredString(12),
  /** Inferred: above zero. */
  orderAmount: PositiveDecimal,
  orderDescription: requiredString(256),
  orderRequestedAt: DateTimeString,
  /** Default: 4 hours after the request. */
  orderExpiredAt: z.optional(DateTimeString),
  merchantInfo: MerchantInfo,
  userInfo: UserInfoOrderCreate,
  goodsInfo: z.optional(GoodsInfo),
  addressInfo: z.optional(AddressInfo),
  brandInfo: z.optional(BrandInfo),
  paymentInfo: PaymentInfoOrder,
  successRedirectUrl: z.optional(httpUrl(512)),
  failedRedirectUrl: z.optional(httpUrl(512)),
  cancelRedirectUrl: z.optional(httpUrl(512)),
  notifyUrl: httpUrl(256),
  riskData: z.optional(RiskData),
  extendInfo: z.optional(jsonString(256)),
  userCurrency: z.optional(maxString(12)),
});
export type OrderCreateRequest = z.infer<typeof OrderCreateRequest>;

export const OrderCreateResponseData = z.object({
  paymentRequestId: z.string(),
  merchantOrderId: z.string(),
  acquiringOrderId: z.string(),
  orderStatus: OrderStatus,
  /** The webUrl the shopper is sent to; read it with webUrlOf. */
  orderAction: z.optional(WebAction),
});
export type OrderCreateResponseData = z.infer<typeof OrderCreateResponseData>;

export const OrderInquiryRequest = z
  .object({
    paymentRequestId: z.optional(maxString(64)),
    acquiringOrderId: z.optional(maxString(64)),
  })
  .check(oneOfRequired(['paymentRequestId', 'acquiringOrderId']));
export type OrderInquiryRequest = z.infer<typeof OrderInquiryRequest>;

export const X402Info = z.object({
  x402Request: z.optional(z.boolean()),
  paymentSignatureHeader: z.optional(z.string()),
  x402Response: z.optional(z.string()),
});
export type X402Info = z.infer<typeof X402Info>;

export const OrderSubscriptionInfo = z.object({
  subscriptionId: z.optional(z.string()),
  merchantRequest: z.optional(z.string()),
  subscriptionRequest: z.optional(z.string()),
  subscriptionEvent: z.optional(z.string()),
  period: z.optional(z.string()),
});
export type OrderSubscriptionInfo = z.infer<typeof OrderSubscriptionInfo>;

/** paymentInfo of the order inquiry response (strings, setupFutureUsage a boolean). */
export const PaymentInfoOrderInquiry = z.object({
  productName: z.optional(z.string()),
  payMethodType: z.optional(z.string()),
  payMethodName: z.optional(z.string()),
  payMethodProperties: z.optional(z.string()),
  payMethodResponse: z.optional(z.string()),
  userPaymentAccessToken: z.optional(z.string()),
  payMethodUserAccountNo: z.optional(z.string()),
  payMethodUserAccountType: z.optional(z.string()),
  payOption: z.optional(z.string()),
  cashierLanguage: z.optional(z.string()),
  receiptTemplateId: z.optional(z.string()),
  cashierAppearance: z.optional(z.string()),
  payMethodCountry: z.optional(z.string()),
  captureMode: z.optional(z.string()),
  merchantInitiatedMode: z.optional(z.string()),
  setupFutureUsage: z.optional(z.boolean()),
});
export type PaymentInfoOrderInquiry = z.infer<typeof PaymentInfoOrderInquiry>;

export const OrderInquiryResponseData = z.object({
  paymentRequestId: z.string(),
  merchantOrderId: z.optional(z.string()),
  acquiringOrderId: z.string(),
  orderStatus: OrderStatus,
  orderCurrency: z.optional(z.string()),
  orderAmount: z.optional(z.string()),
  finalDealAmount: z.optional(z.string()),
  originalAmount: z.optional(z.string()),
  orderDescription: z.optional(z.string()),
  orderAction: z.optional(WebAction),
  merchantInfo: z.optional(MerchantInfo),
  userInfo: z.optional(UserInfoOrderInquiry),
  goodsInfo: z.optional(GoodsInfoOrderInquiry),
  paymentInfo: z.optional(PaymentInfoOrderInquiry),
  addressInfo: z.optional(AddressInfoInquiry),
  orderRequestedAt: z.optional(z.string()),
  orderExpiredAt: z.optional(z.string()),
  orderUpdatedAt: z.optional(z.string()),
  orderCompletedAt: z.optional(z.string()),
  refundExpiryAt: z.optional(z.string()),
  cancelRedirectUrl: z.optional(z.string()),
  /** JSON string (orderFailedCode, orderFailedDescription) like failedReason; read with failedReasonOf. */
  orderFailedReason: z.optional(z.string()),
  extendInfo: z.optional(z.string()),
  userCurrency: z.optional(z.string()),
  x402Info: z.optional(X402Info),
  subscriptionInfo: z.optional(OrderSubscriptionInfo),
});
export type OrderInquiryResponseData = z.infer<typeof OrderInquiryResponseData>;

/** Inferred: the order to cancel, like the order inquiry; merchantInfo to check the owner. */
export const OrderCancelRequest = z
  .object({
    paymentRequestId: z.optional(maxString(64)),
    acquiringOrderId: z.optional(maxString(64)),
    merchantInfo: z.optional(MerchantInfo),
  })
  .check(oneOfRequired(['paymentRequestId', 'acquiringOrderId']));
export type OrderCancelRequest = z.infer<typeof OrderCancelRequest>;

/** Inferred: the cancelled order and its new state. */
export const OrderCancelResponseData = z.object({
  paymentRequestId: z.string(),
  merchantOrderId: z.optional(z.string()),
  acquiringOrderId: z.string(),
  orderStatus: OrderStatus,
});
export type OrderCancelResponseData = z.infer<typeof OrderCancelResponseData>;

/** Inferred: a refund of a paid order; refundRequestId is its idempotency key. */
export const OrderRefundRequest = z
  .object({
    refundRequestId: requiredString(64),
    paymentRequestId: z.optional(maxString(64)),
    acquiringOrderId: z.optional(maxString(64)),
    refundAmount: PositiveDecimal,
    refundCurrency: z.optional(maxString(12)),
    refundReason: z.optional(maxString(256)),
    merchantInfo: MerchantInfo,
    notifyUrl: z.optional(httpUrl(256)),
  })
  .check(oneOfRequired(['paymentRequestId', 'acquiringOrderId']));
export type OrderRefundRequest = z.infer<typeof OrderRefundRequest>;

/** Inferred: refund states (not shown in the spec). */
export const RefundStatus = z.enum(['REFUND_IN_PROGRESS', 'REFUND_SUCCESS', 'REFUND_FAILED']);
export type RefundStatus = z.infer<typeof RefundStatus>;

/** Inferred: the refund record, answered by refund and refund inquiry. */
export const OrderRefundResponseData = z.object({
  refundRequestId: z.string(),
  refundId: z.string(),
  paymentRequestId: z.optional(z.string()),
  acquiringOrderId: z.string(),
  refundAmount: z.string(),
  refundCurrency: z.optional(z.string()),
  refundStatus: RefundStatus,
  refundedAt: z.optional(z.string()),
  refundFailedReason: z.optional(z.string()),
  /** The order state after the refund (PARTIALLY_REFUNDED or REFUNDED). */
  orderStatus: z.optional(OrderStatus),
});
export type OrderRefundResponseData = z.infer<typeof OrderRefundResponseData>;

/** Inferred: a refund is looked up by the merchant's refundRequestId or the service's refundId. */
export const RefundInquiryRequest = z
  .object({
    refundRequestId: z.optional(maxString(64)),
    refundId: z.optional(maxString(64)),
    merchantInfo: z.optional(MerchantInfo),
  })
  .check(oneOfRequired(['refundRequestId', 'refundId']));
export type RefundInquiryRequest = z.infer<typeof RefundInquiryRequest>;

export const RefundInquiryResponseData = OrderRefundResponseData;
export type RefundInquiryResponseData = OrderRefundResponseData;

/**
 * Manual capture (Auth-Capture mode). Required flags are not shown. Inferred: merchantId,
 * captureAmount and one of paymentRequestId / acquiringOrderId are required.
 */
export const OrderCaptureRequest = z
  .object({
    merchantId: requiredString(64),
    captureRequestedAt: z.optional(DateTimeString),
    captureAmount: PositiveDecimal,
    paymentRequestId: z.optional(maxString(64)),
    acquiringOrderId: z.optional(maxString(64)),
  })
  .check(oneOfRequired(['paymentRequestId', 'acquiringOrderId']));
export type OrderCaptureRequest = z.infer<typeof OrderCaptureRequest>;

export const OrderCaptureResponseData = z.object({
  paymentRequestId: z.optional(z.string()),
  merchantOrderId: z.optional(z.string()),
  acquiringOrderId: z.optional(z.string()),
  orderStatus: z.optional(OrderStatus),
  compensateSuccess: z.optional(z.boolean()),
});
export type OrderCaptureResponseData = z.infer<typeof OrderCaptureResponseData>;

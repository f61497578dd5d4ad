/**
 * Subscription operations: create, inquiry, manage, cancel. The plan (ProductInfo) is in
 * subscription-plan.ts, the plan change and its inquiry in subscription-change.ts.
 */
import * as z from 'zod/mini';
import { DateTimeString, decimalString, httpUrl, jsonString, maxString, requiredString, WebAction } from './common.js';
import { oneOfRequired, requiredWhen } from './object-checks.js';
import {
  AddressInfo,
  AddressInfoInquiry,
  BrandInfo,
  GoodsInfo,
  MerchantInfo,
  RiskData,
  UserInfoCreate,
  UserInfoInquiry,
} from './shared-objects.js';
import { payMethodChoiceFields, payMethodChoiceRules } from './payment-info.js';
import { PaymentDetailStatus, SubscriptionStatus } from './status.js';
import { ProductInfoCreate, ProductInfoInquiry } from './subscription-plan.js';

export const SubscriptionProductName = z.enum(['SUBSCRIPTION', 'MINI_PROGRAM_SUBSCRIPTION']);
export type SubscriptionProductName = z.infer<typeof SubscriptionProductName>;

export const PaymentInfoCreate = z
  .object({
    productName: SubscriptionProductName,
    ...payMethodChoiceFields,
    payMethodUserAccessToken: z.optional(maxString(128)),
  })
  .check(
    ...payMethodChoiceRules,
    requiredWhen('payMethodUserAccessToken', (p) => p.productName === 'MINI_PROGRAM_SUBSCRIPTION', 'for MINI_PROGRAM_SUBSCRIPTION'),
  );
export type PaymentInfoCreate = z.infer<typeof PaymentInfoCreate>;

/**
 * paymentInfo of the inquiry response. Inferred: payMethodName (documented as required,
 * 24) is optional until the user picked a method, and payMethodType/payMethodName keep
 * the create bounds (256) since the response echoes what create accepted.
 */
export const PaymentInfoInquiry = z.object({
  productName: maxString(32),
  payMethodType: z.optional(maxString(256)),
  payMethodName: z.optional(maxString(256)),
  payMethodProperties: z.optional(maxString(256)),
  payMethodResponse: z.optional(maxString(256)),
  payMethodUserAccountType: z.optional(maxString(24)),
  payMethodUserAccountNo: z.optional(maxString(64)),
  payMethodPublicUid: z.optional(maxString(128)),
  payMethodUserAccessToken: z.optional(maxString(128)),
  payMethodCountry: z.optional(z.string()),
  cashierLanguage: z.optional(z.string()),
});
export type PaymentInfoInquiry = z.infer<typeof PaymentInfoInquiry>;

export const PaymentDetail = z.object({
  acquiringOrderId: z.string(),
  orderCurrency: z.optional(z.string()),
  orderAmount: z.optional(z.string()),
  orderStatus: PaymentDetailStatus,
  orderUpdatedAt: z.optional(z.string()),
  period: z.optional(z.string()),
  topupDetails: z.optional(z.unknown()),
});
export type PaymentDetail = z.infer<typeof PaymentDetail>;

/** Internal records of the create request (acqProduct, acqAgreements): passed through, not checked. */
const InternalRecord = z.record(z.string(), z.unknown());

export const SubscriptionCreateRequest = z.object({
  subscriptionRequest: requiredString(32),
  merchantSubscriptionId: requiredString(64),
  currency: requiredString(12),
  amount: decimalString(24),
  productInfo: ProductInfoCreate,
  userCurrency: z.optional(maxString(12)),
  merchantInfo: MerchantInfo,
  userInfo: UserInfoCreate,
  goodsInfo: z.optional(GoodsInfo),
  addressInfo: z.optional(AddressInfo),
  brandInfo: z.optional(BrandInfo),
  paymentInfo: z.optional(PaymentInfoCreate),
  requestedAt: DateTimeString,
  successRedirectUrl: z.optional(httpUrl(512)),
  failedRedirectUrl: z.optional(httpUrl(512)),
  notifyUrl: httpUrl(256),
  cancelRedirectUrl: z.optional(httpUrl(512)),
  riskData: z.optional(RiskData),
  /** Required by the 2026-07-24 revision. */
  subscriptionManagementUrl: httpUrl(256),
  extendInfo: z.optional(jsonString(256)),
  /** Default: 4 hours after the request. */
  orderExpiredAt: z.optional(DateTimeString),
  subscriptionMode: z.optional(maxString(32)),
  acqMerchant: z.optional(MerchantInfo),
  acqProduct: z.optional(InternalRecord),
  acqAgreements: z.optional(z.array(InternalRecord)),
});
export type SubscriptionCreateRequest = z.infer<typeof SubscriptionCreateRequest>;

export const SubscriptionCreateResponseData = z.object({
  subscriptionRequest: z.string(),
  merchantSubscriptionId: z.optional(z.string()),
  subscriptionId: z.string(),
  payMethodSubscriptionId: z.optional(z.string()),
  subscriptionStatus: SubscriptionStatus,
  /** Carries the webUrl while AUTHORIZATION_REQUIRED; read it with webUrlOf. */
  subscriptionAction: z.optional(WebAction),
});
export type SubscriptionCreateResponseData = z.infer<typeof SubscriptionCreateResponseData>;

export const SubscriptionInquiryRequest = z
  .object({
    subscriptionRequest: z.optional(maxString(32)),
    subscriptionId: z.optional(maxString(64)),
    /** 0 = payment details not needed (default), 1 = needed. */
    paymentDetails: z.optional(z.literal([0, 1])),
  })
  .check(oneOfRequired(['subscriptionRequest', 'subscriptionId'], true));
export type SubscriptionInquiryRequest = z.infer<typeof SubscriptionInquiryRequest>;

export const SubscriptionInquiryResponseData = z.object({
  ...SubscriptionCreateResponseData.shape,
  currency: z.optional(z.string()),
  userCurrency: z.optional(z.string()),
  amount: z.optional(z.string()),
  productInfo: z.optional(ProductInfoInquiry),
  merchantInfo: z.optional(MerchantInfo),
  userInfo: z.optional(UserInfoInquiry),
  paymentInfo: z.optional(PaymentInfoInquiry),
  requestedAt: z.optional(z.string()),
  updatedAt: z.optional(z.string()),
  /** JSON string with orderFailedCode and orderFailedDescription; read it with failedReasonOf. */
  failedReason: z.optional(z.string()),
  subscriptionManagementUrl: z.optional(z.string()),
  extendInfo: z.optional(z.string()),
  paymentDetails: z.optional(z.array(PaymentDetail)),
  goodsInfo: z.optional(z.record(z.string(), z.unknown())),
  addressInfo: z.optional(AddressInfoInquiry),
});
export type SubscriptionInquiryResponseData = z.infer<typeof SubscriptionInquiryResponseData>;

export const FailedReason = z.object({
  orderFailedCode: z.optional(z.string()),
  orderFailedDescription: z.optional(z.string()),
});
export type FailedReason = z.infer<typeof FailedReason>;

/** The failedReason JSON string, read safely (undefined when absent or not that shape). */
export function failedReasonOf(text: string | undefined): FailedReason | undefined {
  if (!text) return undefined;
  try {
    const parsed = FailedReason.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export const SubscriptionManageRequest = z.object({
  subscriptionId: requiredString(64),
  /** Idempotency key; 64 here (32 elsewhere). */
  subscriptionRequest: requiredString(64),
});
export type SubscriptionManageRequest = z.infer<typeof SubscriptionManageRequest>;

export const SubscriptionManageResponseData = z.object({
  subscriptionRequest: z.optional(z.string()),
  merchantSubscriptionId: z.optional(z.string()),
  subscriptionId: z.string(),
  managementUrl: z.string(),
  /** ISO 8601, UTC+0: when managementUrl stops working. */
  expiredAt: z.string(),
  subscriptionStatus: z.optional(SubscriptionStatus),
});
export type SubscriptionManageResponseData = z.infer<typeof SubscriptionManageResponseData>;

/** Inferred: the subscription to cancel, by service id or merchant request id (exactly one). */
export const SubscriptionCancelRequest = z
  .object({
    subscriptionId: z.optional(maxString(64)),
    subscriptionRequest: z.optional(maxString(32)),
  })
  .check(oneOfRequired(['subscriptionId', 'subscriptionRequest'], true));
export type SubscriptionCancelRequest = z.infer<typeof SubscriptionCancelRequest>;

/** Inferred: the cancelled subscription and its new state. */
export const SubscriptionCancelResponseData = z.object({
  subscriptionRequest: z.optional(z.string()),
  merchantSubscriptionId: z.optional(z.string()),
  subscriptionId: z.string(),
  subscriptionStatus: SubscriptionStatus,
});
export type SubscriptionCancelResponseData = z.infer<typeof SubscriptionCancelResponseData>;

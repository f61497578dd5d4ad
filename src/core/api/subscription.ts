/**
 * Subscription operations: create, inquiry, manage, change, change inquiry, cancel.
 */
import * as z from 'zod/mini';
import { PeriodType } from './cashier.js';
import {
  AddressInfo,
  AddressInfoInquiry,
  BrandInfo,
  countString,
  DateTimeString,
  decimalString,
  GoodsInfo,
  httpUrl,
  jsonString,
  maxString,
  MerchantInfo,
  oneOfRequired,
  requiredString,
  requiredWhen,
  RiskData,
  UserInfoCreate,
  UserInfoInquiry,
  WebAction,
} from './common.js';
import { ErrorCode } from './error-codes.js';
import { payMethodChoiceFields, payMethodChoiceRules } from './payment-info.js';
import { PaymentDetailStatus, SubscriptionStatus } from './status.js';

/** Largest periodInterval (and trialPeriodInterval) per period type; the smallest is 1. */
export const MAX_PERIOD_INTERVAL: Readonly<Record<PeriodType, number>> = { DAILY: 365, WEEKLY: 4, MONTHLY: 12 };

/**
 * The spec's "total duration at most 3 years", counted in each period unit:
 * 36 months, 156 weeks, 1095 days (numberOfPeriod × periodInterval, trial excluded).
 */
export const MAX_DURATION_IN_PERIODS: Readonly<Record<PeriodType, number>> = { DAILY: 1095, WEEKLY: 156, MONTHLY: 36 };

const periodTypeOf = (value: unknown): PeriodType | undefined =>
  value === 'DAILY' || value === 'WEEKLY' || value === 'MONTHLY' ? value : undefined;
const countOf = (value: unknown): number | undefined =>
  typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : undefined;

const RANGE = { rule: 'range', code: ErrorCode.FieldOutOfRange };

/** The plan rules that tie fields together: interval ranges, numberOfPeriod > 1, 3 years. */
const planRules = z.superRefine<Record<string, unknown>>((p, ctx) => {
  const add = (key: string, message: string, extra: Record<string, unknown>) =>
    ctx.addIssue({ code: 'custom', path: [key], message, params: { ...RANGE, ...extra }, input: p });
  const type = periodTypeOf(p.periodType);
  const interval = countOf(p.periodInterval);
  if (type && interval !== undefined && (interval < 1 || interval > MAX_PERIOD_INTERVAL[type])) {
    add('periodInterval', `must be 1-${MAX_PERIOD_INTERVAL[type]} for ${type}`, { minimum: 1, maximum: MAX_PERIOD_INTERVAL[type] });
  }
  const trialType = periodTypeOf(p.trialPeriodType ?? p.periodType);
  const trialInterval = countOf(p.trialPeriodInterval ?? p.periodInterval);
  if (p.trialPeriodInterval !== undefined || p.trialPeriodType !== undefined) {
    if (trialType && trialInterval !== undefined && (trialInterval < 1 || trialInterval > MAX_PERIOD_INTERVAL[trialType])) {
      add('trialPeriodInterval', `must be 1-${MAX_PERIOD_INTERVAL[trialType]} for ${trialType}`, { minimum: 1, maximum: MAX_PERIOD_INTERVAL[trialType] });
    }
  }
  const periods = countOf(p.numberOfPeriod);
  if (periods === undefined) return;
  if (periods <= 1) add('numberOfPeriod', 'must be greater than 1', { minimum: 2 });
  else if (type && interval !== undefined && periods * interval > MAX_DURATION_IN_PERIODS[type]) {
    add('numberOfPeriod', `total duration must not exceed 3 years (${MAX_DURATION_IN_PERIODS[type]} ${type} periods)`, { maximum: MAX_DURATION_IN_PERIODS[type] });
  }
});

/** Subscription ProductInfo of the create and change requests. */
export const ProductInfoCreate = z
  .object({
    description: requiredString(128),
    periodType: PeriodType,
    periodInterval: countString(12),
    /** Empty or absent: no defined end. */
    numberOfPeriod: z.optional(countString(24, true)),
    /** Empty or absent: no trial. */
    trialPeriodAmount: z.optional(decimalString(24, { blankAllowed: true })),
    numberOfTrialPeriod: z.optional(countString(12, true)),
    /** Defaults to periodType. */
    trialPeriodType: z.optional(PeriodType),
    /** Defaults to periodInterval. */
    trialPeriodInterval: z.optional(countString(12)),
  })
  .check(planRules);
export type ProductInfoCreate = z.infer<typeof ProductInfoCreate>;

/** ProductInfo of the inquiry response: the create fields plus the schedule. */
export const ProductInfoInquiry = z.object({
  description: z.optional(maxString(128)),
  periodType: z.optional(PeriodType),
  periodInterval: z.optional(maxString(12)),
  numberOfPeriod: z.optional(maxString(24)),
  trialPeriodAmount: z.optional(maxString(24)),
  numberOfTrialPeriod: z.optional(maxString(12)),
  trialPeriodType: z.optional(PeriodType),
  trialPeriodInterval: z.optional(maxString(12)),
  startDateTime: z.optional(maxString(24)),
  endDateTime: z.optional(maxString(24)),
  nextPaymentDateTime: z.optional(maxString(24)),
  currentPeriod: z.optional(maxString(24)),
});
export type ProductInfoInquiry = z.infer<typeof ProductInfoInquiry>;

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

/** Inferred: topupInfo / topupDetails are named by the 2026-09-08 revision without fields. */
export const TopupInfo = z.record(z.string(), z.unknown());
export type TopupInfo = z.infer<typeof TopupInfo>;

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

export const SubscriptionChangeRequest = z.object({
  subscriptionRequest: requiredString(32),
  merchantSubscriptionId: z.optional(maxString(64)),
  originSubscriptionRequest: requiredString(32),
  remainingAmount: decimalString(24),
  // Inferred: the new plan's price per period; the spec names no amount field for a change.
  amount: z.optional(decimalString(24)),
  currency: requiredString(12),
  userCurrency: z.optional(maxString(12)),
  requestedAt: DateTimeString,
  successRedirectUrl: z.optional(httpUrl(256)),
  failedRedirectUrl: z.optional(httpUrl(256)),
  notifyUrl: httpUrl(256),
  cancelRedirectUrl: z.optional(httpUrl(512)),
  subscriptionManagementUrl: z.optional(httpUrl(256)),
  extendInfo: z.optional(jsonString(256)),
  orderExpiredAt: z.optional(DateTimeString),
  productInfoList: z.array(ProductInfoCreate).check(z.minLength(1)),
  // Inferred: the nested objects of the change request are those of create (not shown).
  merchantInfo: MerchantInfo,
  userInfo: UserInfoCreate,
  goodsInfo: GoodsInfo,
  addressInfo: z.optional(AddressInfo),
  brandInfo: z.optional(BrandInfo),
  paymentInfo: PaymentInfoCreate,
  riskData: z.optional(RiskData),
  topupInfo: z.optional(TopupInfo),
});
export type SubscriptionChangeRequest = z.infer<typeof SubscriptionChangeRequest>;

/** Inferred: the change creates a new subscription, so it answers like create, plus the origin. */
export const SubscriptionChangeResponseData = z.object({
  ...SubscriptionCreateResponseData.shape,
  originSubscriptionRequest: z.optional(z.string()),
  topupInfo: z.optional(TopupInfo),
});
export type SubscriptionChangeResponseData = z.infer<typeof SubscriptionChangeResponseData>;

/** Inferred: a change is looked up by its own subscriptionRequest. */
export const SubscriptionChangeInquiryRequest = z.object({
  subscriptionRequest: requiredString(32),
});
export type SubscriptionChangeInquiryRequest = z.infer<typeof SubscriptionChangeInquiryRequest>;

/** Inferred: the change response plus what the change carried and how it ended. */
export const SubscriptionChangeInquiryResponseData = z.object({
  ...SubscriptionChangeResponseData.shape,
  remainingAmount: z.optional(z.string()),
  currency: z.optional(z.string()),
  productInfoList: z.optional(z.array(ProductInfoInquiry)),
  requestedAt: z.optional(z.string()),
  updatedAt: z.optional(z.string()),
  failedReason: z.optional(z.string()),
});
export type SubscriptionChangeInquiryResponseData = z.infer<typeof SubscriptionChangeInquiryResponseData>;

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

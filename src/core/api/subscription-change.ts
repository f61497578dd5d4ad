/**
 * Subscription change (a plan change): the change request, its response, and the change
 * inquiry. The change creates a new subscription, so it reuses the create request's
 * objects and answers like create.
 */
import * as z from 'zod/mini';
import { DateTimeString, decimalString, httpUrl, jsonString, maxString, requiredString } from './common.js';
import { AddressInfo, BrandInfo, GoodsInfo, MerchantInfo, RiskData, UserInfoCreate } from './shared-objects.js';
import { PaymentInfoCreate, SubscriptionCreateResponseData } from './subscription.js';
import { ProductInfoCreate, ProductInfoInquiry } from './subscription-plan.js';

/** Inferred: topupInfo (seat add-on top-ups) is named by the 2026-09-08 revision without fields; its sibling in inquiry payment details, topupDetails, is PaymentDetail's (subscription.ts). */
export const TopupInfo = z.record(z.string(), z.unknown());
export type TopupInfo = z.infer<typeof TopupInfo>;

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

/** Merchant configuration (limits) and pay method configuration inquiries. */
import * as z from 'zod/mini';
import { maxString, requiredString, rule } from './common.js';
import { MerchantInfo } from './shared-objects.js';

/** merchantId is numeric in the shape shown; a string id is accepted too. */
export const MerchantConfigInquiryRequest = z.object({
  merchantId: z.union([
    requiredString(64),
    z.number().check(rule<number>((n) => Number.isSafeInteger(n) && n >= 0, 'must be a whole number', 'integer')),
  ]),
});
export type MerchantConfigInquiryRequest = z.infer<typeof MerchantConfigInquiryRequest>;

/** The merchant's limits, decimal strings in the merchant currency. */
export const MerchantConfigResponseData = z.object({
  merchantId: z.union([z.string(), z.number()]),
  totalDailyLimit: z.optional(z.string()),
  remainingDailyLimit: z.optional(z.string()),
  transactionLimit: z.optional(z.string()),
});
export type MerchantConfigResponseData = z.infer<typeof MerchantConfigResponseData>;

/** Inferred: the merchant, optionally narrowed to one currency. */
export const PayMethodConfigInquiryRequest = z.object({
  merchantInfo: MerchantInfo,
  currency: z.optional(maxString(12)),
});
export type PayMethodConfigInquiryRequest = z.infer<typeof PayMethodConfigInquiryRequest>;

/** Inferred: field names for the documented "currency, order amount limits, type, refund support". */
export const PayMethodDetail = z.object({
  payMethodType: z.string(),
  payMethodName: z.string(),
  currency: z.string(),
  /** Decimal strings in `currency`. */
  orderAmountMin: z.string(),
  orderAmountMax: z.string(),
  refundSupported: z.boolean(),
  /** Inferred: e.g. ACTIVE / INACTIVE; optional by the 2026-07-24 revision. */
  currentStatus: z.optional(z.string()),
});
export type PayMethodDetail = z.infer<typeof PayMethodDetail>;

export const PayMethodConfigResponseData = z.object({
  payMethodDetails: z.array(PayMethodDetail),
});
export type PayMethodConfigResponseData = z.infer<typeof PayMethodConfigResponseData>;

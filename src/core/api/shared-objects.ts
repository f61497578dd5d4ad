/**
 * The nested objects the spec reuses across operations: MerchantInfo, UserInfo, GoodsInfo,
 * AddressInfo, BrandInfo and RiskData, with their inquiry-response variants.
 */
import * as z from 'zod/mini';
import { DateTimeString, decimalString, httpsUrl, httpUrl, maxString, requiredString, rule } from './common.js';

export const MerchantInfo = z.object({
  merchantId: requiredString(64),
  subMerchantId: z.optional(maxString(64)),
});
export type MerchantInfo = z.infer<typeof MerchantInfo>;

export const UserTerminal = z.enum(['WEB', 'APP']);
export type UserTerminal = z.infer<typeof UserTerminal>;

// Inferred: a loose shape check; deliverability is the merchant's business.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+\d{1,4}-\d{4,20}$/;

export const UserInfoCreate = z.object({
  userId: requiredString(64),
  userEmail: requiredString(64).check(rule<string>((v) => v === '' || EMAIL.test(v), 'must be an email address', 'email')),
  userTerminal: z.optional(UserTerminal),
  userPhone: z.optional(
    maxString(32).check(rule<string>((v) => PHONE.test(v), 'must look like +<country code>-<mobile number>', 'phone')),
  ),
  userFirstName: z.optional(maxString(64)),
  userLastName: z.optional(maxString(64)),
  userCreatedAt: z.optional(DateTimeString),
});
export type UserInfoCreate = z.infer<typeof UserInfoCreate>;

/** Inferred: the order create user mirrors the subscription one plus the order inquiry's extra fields. */
export const UserInfoOrderCreate = z.extend(UserInfoCreate, {
  userCountryCode: z.optional(maxString(16)),
  userBrowserIp: z.optional(maxString(64)),
  userAgent: z.optional(maxString(512)),
  userReceiptUrl: z.optional(httpUrl(512)),
});
export type UserInfoOrderCreate = z.infer<typeof UserInfoOrderCreate>;

/** userInfo in the subscription inquiry response (userPhone 16, userCreatedAt a string of 24). */
export const UserInfoInquiry = z.object({
  userId: z.optional(maxString(64)),
  userEmail: z.optional(maxString(64)),
  userTerminal: z.optional(maxString(32)),
  userPhone: z.optional(maxString(16)),
  userFirstName: z.optional(maxString(64)),
  userLastName: z.optional(maxString(64)),
  userCreatedAt: z.optional(maxString(24)),
});
export type UserInfoInquiry = z.infer<typeof UserInfoInquiry>;

/** userInfo in the order inquiry response (lengths not shown). */
export const UserInfoOrderInquiry = z.object({
  userId: z.optional(z.string()),
  userEmail: z.optional(z.string()),
  userTerminal: z.optional(z.string()),
  userCreatedAt: z.optional(z.string()),
  userPhone: z.optional(z.string()),
  userCountryCode: z.optional(z.string()),
  userFirstName: z.optional(z.string()),
  userLastName: z.optional(z.string()),
  userBrowserIp: z.optional(z.string()),
  userAgent: z.optional(z.string()),
  userReceiptUrl: z.optional(z.string()),
});
export type UserInfoOrderInquiry = z.infer<typeof UserInfoOrderInquiry>;

export const GoodsInfo = z.object({
  goodsId: requiredString(32),
  goodsName: requiredString(64),
  goodsCategory: z.optional(maxString(32)),
  goodsUrl: z.optional(maxString(128)),
  appName: z.optional(maxString(32)),
  skuName: z.optional(maxString(32)),
  goodsUniquePrice: z.optional(decimalString(16)),
  // Inferred: at least one item.
  goodsQuantity: z.optional(z.int32().check(z.minimum(1))),
});
export type GoodsInfo = z.infer<typeof GoodsInfo>;

/** goodsInfo in the order inquiry response: goodsId, goodsUniquePrice and goodsQuantity are numbers. */
export const GoodsInfoOrderInquiry = z.object({
  goodsName: z.optional(z.string()),
  goodsUrl: z.optional(z.string()),
  appName: z.optional(z.string()),
  goodsId: z.optional(z.number()),
  skuName: z.optional(z.string()),
  goodsUniquePrice: z.optional(z.number()),
  goodsQuantity: z.optional(z.number()),
  goodsCategory: z.optional(z.string()),
});
export type GoodsInfoOrderInquiry = z.infer<typeof GoodsInfoOrderInquiry>;

export const AddressInfo = z.object({
  address: z.optional(maxString(256)),
  city: z.optional(maxString(32)),
  region: z.optional(maxString(32)),
  postcode: z.optional(maxString(16)),
  addressCountryCode: z.optional(maxString(16)),
});
export type AddressInfo = z.infer<typeof AddressInfo>;

/** addressInfo in responses: the order inquiry shows postcode as a number. */
export const AddressInfoInquiry = z.extend(AddressInfo, {
  postcode: z.optional(z.union([maxString(16), z.number()])),
});
export type AddressInfoInquiry = z.infer<typeof AddressInfoInquiry>;

const LOGO = /^(?:https:\/\/[^\s/?#]+[^\s]*|logo_[A-Za-z0-9_-]+)$/;

export const BrandInfo = z.object({
  cashierLogoUrl: z.optional(
    maxString(512).check(rule<string>((v) => LOGO.test(v), 'must be an https:// URL or a logo_ id', 'logoUrl')),
  ),
  cashierDisplayName: z.optional(maxString(128)),
  cashierProductImageUrl: z.optional(httpsUrl(512)),
});
export type BrandInfo = z.infer<typeof BrandInfo>;

export const YesNo = z.enum(['Yes', 'No']);

export const RiskData = z.object({
  userType: z.optional(z.enum(['Individual', 'Agent', 'Institution', 'Internal'])),
  userCategory: z.optional(z.enum(['Member', 'Non-Member'])),
  userLegalName: z.optional(maxString(128)),
  userDisplayName: z.optional(maxString(128)),
  userRegistrationIp: z.optional(maxString(24)),
  userLastSeenIp: z.optional(maxString(24)),
  userIsNew: z.optional(YesNo),
  userIsFirstPurchase: z.optional(YesNo),
});
export type RiskData = z.infer<typeof RiskData>;

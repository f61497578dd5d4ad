/**
 * Building blocks shared by the request and response schemas: bounded strings,
 * decimal amounts, JSON strings, date-times, and the nested objects the spec reuses
 * across operations (MerchantInfo, UserInfo, GoodsInfo, AddressInfo, BrandInfo,
 * RiskData, cashierLanguage, cashierAppearance, the webUrl action).
 */
import * as z from 'zod/mini';
import { CASHIER_LANGUAGE_MAX_LENGTH, cashierLanguageOf, isCashierLanguage } from '../i18n/language-tag.js';
import { CASHIER_LANGUAGE_RULE } from './envelope.js';
import { ErrorCode, type ErrorCodeValue } from './error-codes.js';

/**
 * A check with a named rule: its issue carries `params: {rule, code?}`, which
 * envelopeFromIssues turns into msgParams.rule and the envelope code (A0021 by default).
 */
export function rule<T>(test: (value: T) => boolean, message: string, name: string, code?: ErrorCodeValue) {
  return z.refine<T>(test, { message, params: code ? { rule: name, code } : { rule: name } });
}

export function maxString(max: number) {
  return z.string().check(z.maxLength(max));
}

/** A required string: present, not empty, at most `max` characters. */
export function requiredString(max: number) {
  return z.string().check(z.minLength(1), z.maxLength(max));
}

// Signed, so that "-1" is reported as out of range rather than as a bad format.
const SIGNED_DECIMAL = /^-?(?:0|[1-9]\d{0,17})(?:\.\d{1,18})?$/;
const isNegative = (v: string) => v.startsWith('-') && /[1-9]/.test(v);
const isZero = (v: string) => !/[1-9]/.test(v);

export interface DecimalOptions {
  /** Refuse zero ("0", "0.00"). */
  positive?: boolean;
  /** Accept "" (the spec's "empty means none", e.g. trialPeriodAmount). */
  blankAllowed?: boolean;
}

/** A decimal amount string in major units ("9.99", "0"): no exponent, no sign, ≤18+18 digits. */
export function decimalString(max: number, options: DecimalOptions = {}) {
  const skip = (v: string) => options.blankAllowed === true && v === '';
  return z.string().check(
    z.maxLength(max),
    rule<string>((v) => skip(v) || SIGNED_DECIMAL.test(v), 'must be a decimal string such as 9.99', 'decimal'),
    rule<string>((v) => !SIGNED_DECIMAL.test(v) || !isNegative(v), 'must be at least 0', 'minimum', ErrorCode.FieldOutOfRange),
    ...(options.positive
      ? [rule<string>((v) => !SIGNED_DECIMAL.test(v) || isNegative(v) || !isZero(v), 'must be greater than 0', 'minimum', ErrorCode.FieldOutOfRange)]
      : []),
  );
}

export const DecimalAmount = decimalString(24);
/** The same rule as DecimalAmount (which refuses a sign), named for the spec's ">= 0" fields. */
export const NonNegativeDecimal = DecimalAmount;
/** Inferred: refund and capture amounts must be above zero. */
export const PositiveDecimal = decimalString(24, { positive: true });

/** A count or interval carried as a string of digits ("12"); ranges are checked by the owner. */
export function countString(max: number, blankAllowed = false) {
  return z.string().check(
    z.maxLength(max),
    rule<string>((v) => (blankAllowed && v === '') || /^\d+$/.test(v), 'must be a whole number in a string, such as "12"', 'integerString'),
  );
}

export function isJsonText(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** A JSON document serialized into a string (payMethodProperties, extendInfo…); an object is refused. */
export function jsonString(max?: number) {
  const text = z.string('must be a JSON document serialized into a string, not an object');
  const valid = rule<string>(isJsonText, 'must hold valid JSON', 'jsonString');
  return max === undefined ? text.check(valid) : text.check(z.maxLength(max), valid);
}
export const JsonString = jsonString();

/** RFC 3339 date-time with an offset, e.g. 2026-07-08T10:00:00Z or 2026-07-08T10:00:00.123+08:00. */
const DATE_TIME =
  /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d{1,9})?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)$/;
export const DateTimeString = z.string().check(
  rule<string>((v) => DATE_TIME.test(v), 'must be an ISO 8601 date-time with an offset, e.g. 2026-07-08T10:00:00Z', 'dateTime'),
);

/** Inferred: notifyUrl and redirect URLs must be absolute http(s) URLs (http for local development). */
export function httpUrl(max: number) {
  return z.string().check(
    z.maxLength(max),
    rule<string>((v) => /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(v), 'must be an absolute http(s) URL', 'url'),
  );
}

export function httpsUrl(max: number) {
  return z.string().check(
    z.maxLength(max),
    rule<string>((v) => /^https:\/\/[^\s/?#]+[^\s]*$/i.test(v), 'must be an https:// URL', 'httpsUrl'),
  );
}

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

/**
 * cashierLanguage: a well-formed BCP 47 tag with registered language, script and region
 * subtags, of at most 24 characters (A0047 when not), parsed to its canonical form
 * ("EN-us" → "en-US"). The spec's prose is narrower; issues #17 and #28 decided for BCP 47
 * with the IANA registry: see src/core/i18n/language-tag.ts.
 */
export const CashierLanguage = z.string().check(
  rule<string>(isCashierLanguage, 'must be an IETF BCP 47 tag', CASHIER_LANGUAGE_RULE),
  z.overwrite((tag) => cashierLanguageOf(tag) ?? tag),
  z.maxLength(CASHIER_LANGUAGE_MAX_LENGTH),
);

/** cashierAppearance: theme variables as a JSON string; the theme itself is checked by src/core/theme. */
export const CashierAppearance = JsonString;

/**
 * subscriptionAction / orderAction: the spec says "a string carrying a webUrl".
 * Accepted as an object {webUrl}, a JSON string holding one, or the bare URL string;
 * read it with webUrlOf.
 */
export const WebAction = z.union([
  z.object({ webUrl: z.string() }),
  z.string().check(rule<string>((v) => webUrlOf(v) !== undefined, 'must carry a webUrl', 'webUrl')),
]);
export type WebAction = z.infer<typeof WebAction>;

/** The webUrl an action carries, or undefined. */
export function webUrlOf(action: { webUrl: string } | string | undefined): string | undefined {
  if (action === undefined) return undefined;
  if (typeof action === 'object') return action.webUrl;
  const text = action.trim();
  if (/^https?:\/\//i.test(text)) return text;
  if (!text.startsWith('{') || !isJsonText(text)) return undefined;
  const parsed: unknown = JSON.parse(text);
  const webUrl = typeof parsed === 'object' && parsed !== null ? (parsed as { webUrl?: unknown }).webUrl : undefined;
  return typeof webUrl === 'string' ? webUrl : undefined;
}

const isAbsent = (value: unknown) => value === undefined || value === '';

/**
 * Object check: at least one of `keys` is present (A0019 on the first key when none
 * is); with `exclusive`, also at most one (A0021 on the second present key).
 */
export function oneOfRequired(keys: readonly string[], exclusive = false) {
  const names = keys.join(' or ');
  return z.superRefine<Record<string, unknown>>((value, ctx) => {
    const present = keys.filter((key) => !isAbsent(value[key]));
    if (present.length === 0) {
      ctx.addIssue({ code: 'custom', path: [keys[0]!], message: `one of ${names} is required`, params: { rule: 'oneOfRequired', code: ErrorCode.RequiredFieldMissing, fields: names }, input: value });
    } else if (exclusive && present.length > 1) {
      ctx.addIssue({ code: 'custom', path: [present[1]!], message: `give only one of ${names}`, params: { rule: 'exactlyOne', fields: names }, input: value });
    }
  });
}

/** Object check: `key` is required when `when(value)` holds (A0019, the reason in the message). */
export function requiredWhen(key: string, when: (value: Record<string, unknown>) => boolean, reason: string) {
  return z.superRefine<Record<string, unknown>>((value, ctx) => {
    if (isAbsent(value[key]) && when(value)) {
      ctx.addIssue({ code: 'custom', path: [key], message: `is required ${reason}`, params: { rule: 'requiredWhen', code: ErrorCode.RequiredFieldMissing }, input: value });
    }
  });
}

/** Inferred: pages are 1-based, at most 100 items. */
export const PageRequestFields = {
  pageNo: z.optional(z.int().check(z.minimum(1))),
  pageSize: z.optional(z.int().check(z.minimum(1), z.maximum(100))),
};

/** One page of items of any kind: the page number, its size, the total count. */
export function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({ pageNo: z.number(), pageSize: z.number(), total: z.number(), items: z.array(item) });
}

/** Card tokenization: generate a token, look tokens up. */
import * as z from 'zod/mini';
import { httpUrl, maxString, requiredString } from './common.js';
import { oneOfRequired, requiredWhen } from './object-checks.js';
import { MerchantInfo } from './shared-objects.js';

export const TokenType = z.enum(['CARD']);
export type TokenType = z.infer<typeof TokenType>;

/**
 * Raw card data: only for PCI-DSS certified merchants (A0036 otherwise). No field is
 * required by the 2026-07-24 revision. Inferred: lengths and shapes (digits, MM/YY).
 */
export const TokenCardData = z.object({
  pan: z.optional(z.string().check(z.regex(/^\d{12,19}$/))),
  expiry: z.optional(z.string().check(z.regex(/^(?:0[1-9]|1[0-2])\/\d{2}$/))),
  name: z.optional(maxString(64)),
  cvv: z.optional(z.string().check(z.regex(/^\d{3,4}$/))),
});
export type TokenCardData = z.infer<typeof TokenCardData>;

// Inferred: lengths (not shown) like AddressInfo.
export const BillingAddress = z.object({
  countryCode: z.optional(maxString(16)),
  region: z.optional(maxString(32)),
  city: z.optional(maxString(32)),
  postalCode: z.optional(maxString(16)),
  address: z.optional(maxString(256)),
});
export type BillingAddress = z.infer<typeof BillingAddress>;

/** Required flags are not shown. Inferred: the ids, type, merchant and notifyUrl are required. */
export const TokenGenerateRequest = z.object({
  tokenRequestId: requiredString(64),
  merchantUserId: requiredString(64),
  tokenType: TokenType,
  merchantInfo: MerchantInfo,
  notifyUrl: httpUrl(256),
  tokenData: z.optional(TokenCardData),
  billingAddress: z.optional(BillingAddress),
});
export type TokenGenerateRequest = z.infer<typeof TokenGenerateRequest>;

export const TokenGenerateResponseData = z.object({
  tokenRequestId: z.string(),
  tokenSessionId: z.optional(z.string()),
  merchantUserId: z.optional(z.string()),
  tokenId: z.optional(z.string()),
});
export type TokenGenerateResponseData = z.infer<typeof TokenGenerateResponseData>;

/** merchantUserId or tokenId must be given; tokenType unless tokenId is. */
export const TokenInquiryRequest = z
  .object({
    merchantInfo: MerchantInfo,
    tokenRequestId: z.optional(maxString(64)),
    merchantUserId: z.optional(maxString(64)),
    tokenId: z.optional(maxString(64)),
    tokenType: z.optional(TokenType),
  })
  .check(
    oneOfRequired(['merchantUserId', 'tokenId']),
    requiredWhen('tokenType', (q) => q.tokenId === undefined || q.tokenId === '', 'unless tokenId is given'),
  );
export type TokenInquiryRequest = z.infer<typeof TokenInquiryRequest>;

export const TokenCardInfo = z.object({
  maskedCardInfo: z.optional(z.string()),
  cardHolderName: z.optional(z.string()),
  cardExpiry: z.optional(z.string()),
  cardBin: z.optional(z.string()),
  cardScheme: z.optional(z.string()),
  cardType: z.optional(z.string()),
  cardIssuerName: z.optional(z.string()),
  cardIssueCountryCode: z.optional(z.string()),
});
export type TokenCardInfo = z.infer<typeof TokenCardInfo>;

/** Inferred: tokenStatus values are not shown, so it stays a free string (e.g. ACTIVE, INACTIVE). */
export const TokenRecord = z.object({
  tokenRequestId: z.optional(z.string()),
  tokenId: z.string(),
  tokenType: z.optional(z.string()),
  tokenStatus: z.optional(z.string()),
  merchantUserId: z.optional(z.string()),
  tokenData: z.optional(TokenCardInfo),
  billingAddress: z.optional(BillingAddress),
  merchantInfo: z.optional(MerchantInfo),
});
export type TokenRecord = z.infer<typeof TokenRecord>;

export const TokenInquiryResponseData = z.array(TokenRecord);
export type TokenInquiryResponseData = z.infer<typeof TokenInquiryResponseData>;

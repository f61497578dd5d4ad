/**
 * The pay-method choice shared by the subscription and order paymentInfo objects,
 * and the spec's conditional rules on it.
 */
import * as z from 'zod/mini';
import { CashierAppearance, CashierLanguage } from './cashier-settings.js';
import { jsonString, maxString } from './common.js';
import { requiredWhen } from './object-checks.js';
import { isCardMethod } from './card-methods.js';

export const PayMethodUserAccountType = z.enum(['EMAIL', 'PHONE_NO', 'ACCOUNT_ID']);
export type PayMethodUserAccountType = z.infer<typeof PayMethodUserAccountType>;

/** Fields of a create/change paymentInfo besides productName (spread into each shape). */
export const payMethodChoiceFields = {
  /** Comma-separated filter of pay method types (EWALLET, CREDITCARD, DEBITCARD, APPLEPAY, GOOGLEPAY…). */
  payMethodType: z.optional(maxString(256)),
  /** 256 by the 2026-07-08 revision (24 before). */
  payMethodName: z.optional(maxString(256)),
  payMethodProperties: z.optional(jsonString(256)),
  payMethodUserAccountType: z.optional(PayMethodUserAccountType),
  payMethodUserAccountNo: z.optional(maxString(64)),
  cashierLanguage: z.optional(CashierLanguage),
  cashierAppearance: z.optional(CashierAppearance),
  // Inferred: no length is given for the two fields added by the 2026-08/09 revisions.
  payMethodCountry: z.optional(maxString(16)),
  receiptTemplateId: z.optional(maxString(64)),
  /** Inferred: a saved card token (tokenization) paying in place of card data; the spec names no field. */
  tokenId: z.optional(maxString(64)),
};

/** A card scheme restriction such as CC_VISA or DC_VISA. */
export function isCardSchemeName(payMethodName: unknown): boolean {
  return typeof payMethodName === 'string' && /^(?:CC|DC)_/.test(payMethodName);
}

export function payMethodTypesOf(payMethodType: unknown): string[] {
  if (typeof payMethodType !== 'string') return [];
  return payMethodType.split(',').map((t) => t.trim()).filter((t) => t !== '');
}

/** True when the filter names only non-card methods (EWALLET, APPLEPAY…). */
function namesOnlyNonCardTypes(payMethodType: unknown): boolean {
  const types = payMethodTypesOf(payMethodType);
  return types.length > 0 && types.every((t) => !isCardMethod(t));
}

/**
 * "payMethodType must be provided for card payments" (a card scheme in payMethodName);
 * "payMethodName is required for non-card methods" (a filter of only non-card types).
 */
export const payMethodChoiceRules = [
  requiredWhen('payMethodType', (p) => isCardSchemeName(p.payMethodName), 'for card payments (payMethodName CC_…/DC_…)'),
  requiredWhen('payMethodName', (p) => namesOnlyNonCardTypes(p.payMethodType), 'for non-card pay methods'),
] as const;

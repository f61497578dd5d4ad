/** The paymentInfo fields that set up the cashier page: its language and its appearance. */
import * as z from 'zod/mini';
import { CASHIER_LANGUAGE_MAX_LENGTH, cashierLanguageOf, isCashierLanguage } from '../i18n/language-tag.js';
import { JsonString, rule } from './common.js';
import { CASHIER_LANGUAGE_RULE } from './envelope.js';

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

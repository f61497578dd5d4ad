/**
 * Field types shared by the request and response schemas: bounded strings, decimal
 * amounts, counts, JSON strings, date-times, URLs and the webUrl action. Each check
 * names its rule, which the envelope reports.
 */
import * as z from 'zod/mini';
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
  // A number (9.99) is the usual mistake: the same words as a malformed string.
  return z.string({ error: 'must be a decimal string such as 9.99' }).check(
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

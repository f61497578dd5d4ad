/**
 * A session view checked by hand for what the first screen renders (issue 31): the
 * contract's zod schema (cashier.ts) costs the entry module ~5 KB gzip, so the browser's
 * first screen trusts this check, and the session code (a lazy chunk) parses the whole
 * view with the schema once it has loaded, before anything is paid. Every field the pay
 * screen reads has its type here; the schema stays the one definition of the contract.
 */
import type { CashierView } from './cashier.js';

type Check = (value: unknown) => boolean;

const text: Check = (value) => typeof value === 'string';
const count: Check = (value) => typeof value === 'number';
const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined || check(value);
const listOf =
  (check: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(check);
const shape =
  (fields: Record<string, Check>): Check =>
  (value) =>
    typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(fields).every((key) => fields[key]!((value as Record<string, unknown>)[key]));

const maybeText = optional(text);
const money = shape({ value: text, currency: text });
const period = { amount: money, periodType: text, periodInterval: count };
const plan = shape({ ...period, description: text, numberOfPeriod: optional(count), trial: optional(shape({ ...period, numberOfPeriod: count })) });

const isView = shape({
  id: text,
  kind: text,
  expiresAt: text,
  amount: money,
  userCurrency: maybeText,
  language: maybeText,
  appearance: maybeText,
  brand: optional(shape({ logoUrl: maybeText, displayName: maybeText, productImageUrl: maybeText })),
  order: optional(shape({ description: text, merchantOrderId: text, goodsName: maybeText, quantity: optional(count), expiresAt: maybeText })),
  subscription: optional(shape({ plan, firstChargeAt: maybeText, nextPaymentAt: maybeText, endAt: maybeText })),
  change: optional(shape({ fromPlan: plan, remainingAmount: money })),
  payMethods: listOf(shape({ payMethodType: text, payMethodName: text, minAmount: maybeText, maxAmount: maybeText })),
  savedCards: listOf(shape({ tokenId: text, maskedCardInfo: text, payMethodType: text, payMethodName: text, cardScheme: maybeText, cardExpiry: maybeText })),
  webUrlHosts: listOf(text),
  status: shape({ status: text, attempt: count }),
  formatted: optional(shape({})),
  catalog: optional(shape({ locale: text, messages: shape({}) })),
  locale: optional(shape({ catalog: text, format: text, lang: text, dir: text, childLanguage: text })),
});

/** The value, if it is a view of this session with every field the first screen renders well-typed. */
export function firstScreenView(value: unknown, sessionId: string): CashierView | undefined {
  return isView(value) && (value as CashierView).id === sessionId ? (value as CashierView) : undefined;
}

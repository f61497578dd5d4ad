/**
 * The contract between the widget and the merchant proxy (not part of the acquirer's
 * spec): what `GET {endpoint}/sessions/:id` answers, what `POST …/pay` takes and
 * answers, and what `…/status` and the `…/events` stream carry. One schema serves the
 * proxy (to build and check its answers) and the widget (to read them safely).
 */
import * as z from 'zod/mini';
import { CashierStatus } from './status.js';

export const SessionKind = z.enum(['order', 'subscription', 'subscription-change']);
export type SessionKind = z.infer<typeof SessionKind>;

export const PeriodType = z.enum(['DAILY', 'WEEKLY', 'MONTHLY']);
export type PeriodType = z.infer<typeof PeriodType>;

/** A money amount: a decimal string in the currency's major unit, e.g. "9.99". */
export const Money = z.object({ value: z.string(), currency: z.string() });
export type Money = z.infer<typeof Money>;

export const ViewBrand = z.object({
  /** An https:// URL (a logo_ id has been resolved by the proxy). */
  logoUrl: z.optional(z.string()),
  displayName: z.optional(z.string()),
  productImageUrl: z.optional(z.string()),
});
export type ViewBrand = z.infer<typeof ViewBrand>;

export const ViewOrder = z.object({
  description: z.string(),
  merchantOrderId: z.string(),
  goodsName: z.optional(z.string()),
  quantity: z.optional(z.number()),
  /** When the order stops accepting payment (orderExpiredAt). */
  expiresAt: z.optional(z.string()),
});
export type ViewOrder = z.infer<typeof ViewOrder>;

/** A plan's trial: its price per period, its period and how many periods. */
export const ViewTrial = z.object({
  amount: Money,
  periodType: PeriodType,
  periodInterval: z.number(),
  numberOfPeriod: z.number(),
});
export type ViewTrial = z.infer<typeof ViewTrial>;

export const ViewPlan = z.object({
  description: z.string(),
  amount: Money,
  periodType: PeriodType,
  periodInterval: z.number(),
  /** Number of payments after which the subscription ends; absent: no defined end. */
  numberOfPeriod: z.optional(z.number()),
  trial: z.optional(ViewTrial),
});
export type ViewPlan = z.infer<typeof ViewPlan>;

export const ViewSubscription = z.object({
  plan: ViewPlan,
  /** ISO date-times, filled once known (estimated before payment, from inquiry after). */
  firstChargeAt: z.optional(z.string()),
  nextPaymentAt: z.optional(z.string()),
  endAt: z.optional(z.string()),
  currentPeriod: z.optional(z.number()),
  /** True once ACTIVE: `GET …/manage` answers a management URL. */
  manageable: z.boolean(),
});
export type ViewSubscription = z.infer<typeof ViewSubscription>;

export const ViewChange = z.object({
  fromPlan: ViewPlan,
  /** Credit of the original subscription applied to the new one. */
  remainingAmount: Money,
});
export type ViewChange = z.infer<typeof ViewChange>;

export const ViewPayMethod = z.object({
  payMethodType: z.string(),
  payMethodName: z.string(),
  /** Order amount limits for this method in the session currency, decimal strings. */
  minAmount: z.optional(z.string()),
  maxAmount: z.optional(z.string()),
});
export type ViewPayMethod = z.infer<typeof ViewPayMethod>;

export const ViewSavedCard = z.object({
  tokenId: z.string(),
  /** Masked as the acquirer returns it, e.g. "424242******4242"; never a full number. */
  maskedCardInfo: z.string(),
  cardScheme: z.optional(z.string()),
  cardExpiry: z.optional(z.string()),
  cardHolderName: z.optional(z.string()),
  payMethodType: z.string(),
  payMethodName: z.string(),
});
export type ViewSavedCard = z.infer<typeof ViewSavedCard>;

export const ViewResult = z.object({
  /** Acquirer envelope code or failure code, when there is one. */
  code: z.optional(z.string()),
  /** i18n message key the widget can localize (e.g. "error.declined"). */
  messageKey: z.optional(z.string()),
  /** Human-readable reason (English), for logs and as a last resort. */
  message: z.optional(z.string()),
});
export type ViewResult = z.infer<typeof ViewResult>;

/** The answer of `GET {endpoint}/sessions/:id/status` and the data of every SSE `status` event. */
export const StatusSnapshot = z.object({
  status: CashierStatus,
  /** The acquirer's own state word (orderStatus or subscriptionStatus), when known. */
  acquirerStatus: z.optional(z.string()),
  /** Attempt number this status belongs to (1 for the first pay call). */
  attempt: z.number(),
  /**
   * Pending webUrl of the current attempt, while status is action_required, and the method
   * it was started with (so a shopper back from that page continues it, or picks another).
   */
  action: z.optional(z.object({ webUrl: z.string(), method: z.optional(z.object({ payMethodType: z.string(), payMethodName: z.string(), tokenId: z.optional(z.string()) })) })),
  result: z.optional(ViewResult),
  subscription: z.optional(ViewSubscription),
  /** Where the shopper goes after the final screen, when the merchant set it. */
  redirectUrl: z.optional(z.string()),
  updatedAt: z.string(),
});
export type StatusSnapshot = z.infer<typeof StatusSnapshot>;

/** The answer of `GET {endpoint}/sessions/:id`. */
export const CashierView = z.object({
  id: z.string(),
  kind: SessionKind,
  /** When this cashier session stops answering (its time to live). */
  expiresAt: z.string(),
  /** The amount the shopper pays now (first period for a subscription, after credits). */
  amount: Money,
  /** The shopper's own currency, when the merchant named one (userCurrency). */
  userCurrency: z.optional(z.string()),
  /** cashierLanguage in canonical form (well-formed BCP 47, checked at session creation: A0047). */
  language: z.optional(z.string()),
  /** cashierAppearance, the JSON string as the merchant sent it. */
  appearance: z.optional(z.string()),
  brand: z.optional(ViewBrand),
  order: z.optional(ViewOrder),
  subscription: z.optional(ViewSubscription),
  change: z.optional(ViewChange),
  payMethods: z.array(ViewPayMethod),
  savedCards: z.array(ViewSavedCard),
  /** Hosts (host[:port]) a webUrl may point to; anything else is refused by the widget. */
  webUrlHosts: z.array(z.string()),
  status: StatusSnapshot,
  /**
   * What the first screen shows already formatted by the proxy for the shopper's likely
   * locale (amounts, numbers, dates), keyed by the formatting call: the browser's first
   * render then makes no Intl formatter (src/core/i18n/preformatted.ts).
   */
  formatted: z.optional(z.looseObject({})),
  /**
   * The catalog of the locale the proxy negotiated for the shopper (none for English):
   * the first screen renders in it at once (src/core/i18n/catalog.ts, which checks each message is a string:
   * a z.record would cost the bundle zod's record checker).
   */
  catalog: z.optional(z.object({ locale: z.string(), messages: z.looseObject({}) })),
  /**
   * The locale the proxy negotiated for the shopper, which `formatted` and `catalog` are
   * of: the script tag's first paint draws in it without negotiating (src/elements/shared/localizer.ts).
   */
  locale: z.optional(z.object({ catalog: z.string(), format: z.string(), lang: z.string(), dir: z.string(), childLanguage: z.string() })),
});
export type CashierView = z.infer<typeof CashierView>;

// PayRequest has its own module: the browser never parses it (the client checks it by
// hand, the proxy with the schema), so the bundle need not carry its length and integer checks.
export { PayRequest } from './pay-request.js';

/** The answer of a pay call: the status snapshot of the attempt it created or replayed. */
export const PayResponse = StatusSnapshot;
export type PayResponse = StatusSnapshot;

/** Every non-2xx answer of the proxy's widget routes. */
export const ProxyError = z.object({
  error: z.object({
    /** Stable machine code: an acquirer code (A0048…) or a proxy code (session_not_found…). */
    code: z.string(),
    /** i18n message key the widget localizes (e.g. "error.changeInPayment"). */
    messageKey: z.string(),
    /** English message; never carries secrets or stack traces. */
    message: z.string(),
    /** Request id, for the merchant's logs. */
    requestId: z.optional(z.string()),
  }),
});
export type ProxyError = z.infer<typeof ProxyError>;

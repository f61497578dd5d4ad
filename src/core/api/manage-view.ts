/**
 * The contract of the merchant's subscription page (issue #29): what
 * `GET {endpoint}/sessions/:id` answers for a session of kind `subscription-manage`, and
 * what its action routes take and answer. The proxy builds it from a subscription inquiry;
 * the widget reads it. Amounts are decimal strings, dates ISO 8601 (the widget formats both).
 */
import * as z from 'zod/mini';
import { Money, PeriodType, ViewBrand, ViewTrial } from './cashier.js';

/**
 * The subscription's state in the shopper's words (never the acquirer's code): trialing and
 * past_due are ACTIVE subscriptions in their trial, or whose latest period's payment failed.
 */
export const ManageStatus = z.enum(['trialing', 'active', 'past_due', 'pending', 'cancelled', 'expired', 'closed']);
export type ManageStatus = z.infer<typeof ManageStatus>;

/** One period's payment (PaymentDetail): paid (PAY_SUCCESS), failed (ORDER_CLOSE) or pending (anything else). */
export const ManagePayment = z.object({
  at: z.string(),
  amount: Money,
  status: z.enum(['paid', 'failed', 'pending']),
  period: z.optional(z.number()),
});
export type ManagePayment = z.infer<typeof ManagePayment>;

/** A plan the shopper may change to: the merchant's server named and priced it (session `plans`). */
export const ManagePlan = z.object({
  /** The merchant's plan id (merchantSubscriptionId of the new subscription). */
  planId: z.string(),
  description: z.string(),
  amount: Money,
  periodType: PeriodType,
  periodInterval: z.number(),
  /** Number of payments after which it ends; absent: until cancelled. */
  numberOfPeriod: z.optional(z.number()),
  /** The trial a change to it starts with (the change request carries the plan's trial). */
  trial: z.optional(ViewTrial),
});
export type ManagePlan = z.infer<typeof ManagePlan>;

export const ManageSubscription = z.object({
  /** productInfo.description: the plan's name as the shopper saw it at checkout. */
  description: z.string(),
  amount: Money,
  periodType: PeriodType,
  periodInterval: z.number(),
  status: ManageStatus,
  /** The acquirer's subscriptionStatus, for logs and support (never shown as is). */
  acquirerStatus: z.string(),
  startAt: z.optional(z.string()),
  trialEndAt: z.optional(z.string()),
  nextPaymentAt: z.optional(z.string()),
  endAt: z.optional(z.string()),
  /**
   * Until when the shopper has access, what a cancel leaves them (core/manage/manage-dates.ts):
   * a free trial's end, an active subscription's next payment date, else the end of the
   * last period paid; none once expired or closed, or with nothing paid.
   */
  paidUntil: z.optional(z.string()),
});
export type ManageSubscription = z.infer<typeof ManageSubscription>;

/** The answer of `GET {endpoint}/sessions/:id` for a `subscription-manage` session. */
export const ManageView = z.object({
  id: z.string(),
  // An enum of one, not z.literal: the browser bundle has enums already, and every other zod kind brings its own class.
  kind: z.enum(['subscription-manage']),
  expiresAt: z.string(),
  language: z.optional(z.string()),
  appearance: z.optional(z.string()),
  brand: z.optional(ViewBrand),
  subscription: ManageSubscription,
  /** Newest first. */
  payments: z.array(ManagePayment),
  /** What the shopper may do now (cancel only while ACTIVE, as the spec allows). */
  actions: z.object({ cancel: z.boolean(), updatePayment: z.boolean(), changePlan: z.boolean() }),
  plans: z.array(ManagePlan),
  /** Hosts (host[:port]) the management URL may point to; anything else is refused by the widget. */
  webUrlHosts: z.array(z.string()),
  /** The merchant's page to go back to, when it set one. */
  returnUrl: z.optional(z.string()),
  updatedAt: z.string(),
  /**
   * For a page that embeds or server-renders the view (proxy.view, createSession's `view`):
   * the first screen's amounts and dates formatted for the shopper's likely locale, as the
   * checkout's view carries them (src/core/i18n/preformatted.ts).
   */
  formatted: z.optional(z.looseObject({})),
  /** The same page's catalog (the cashier's and the subscription page's messages of one locale; none for English). */
  catalog: z.optional(z.object({ locale: z.string(), messages: z.looseObject({}) })),
});
export type ManageView = z.infer<typeof ManageView>;

/** `POST …/sessions/:id/subscription/cancel` takes `{}` and answers the view after the cancel. */
/** `GET …/sessions/:id/manage` answers `{url, expiresAt}`: the acquirer's page to update the payment method. */
/** `POST …/sessions/:id/subscription/change` takes `{planId}` and answers `{id}`: a new `subscription-change` session the element then shows. */
// Pure: the proxy's check, which the subscription page (it only sends `{planId}`) must not carry in its bundle.
export const ChangePlanRequest = /* @__PURE__ */ z.object({ planId: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(64)) });
export type ChangePlanRequest = z.infer<typeof ChangePlanRequest>;

/**
 * Subscriptions. create → AUTHORIZATION_REQUIRED (a hosted page decides); IN_PROGRESS
 * while a card's extra step is pending; approval → ACTIVE, paying period 1 (or the
 * first trial period) as a PaymentDetail; decline or orderExpiredAt → CLOSE. Each later
 * period is paid when the test clock reaches its start; a declined renewal records
 * ORDER_CLOSE and closes the subscription (Inferred: no dunning retries in the
 * sandbox). After the last period: EXPIRED. cancel: ACTIVE → MERCHANT_CANCELLED; the
 * management page: ACTIVE → USER_CANCELLED.
 */
import { ErrorCode } from '../core/api/error-codes.js';
import { fail, ok, type Envelope } from '../core/api/envelope.js';
import type { SubscriptionStatus } from '../core/api/status.js';
import type { SandboxContext } from './context.js';
import { newId, newPageToken } from './ids.js';
import { fromMinor } from './money.js';
import { openHostedPayment, hostedPaymentUrl, DECLINED, INSUFFICIENT_FUNDS, EXPIRED, type FailedReason } from './hosted-payment.js';
import { payPeriod, retryStrategyOf } from './renewals.js';
import { scheduleEnd } from './schedule.js';
import type { PastDue, PayFlow, Plan, Presentation, Subscription } from './state.js';
import type { StoredCard } from './test-cards.js';

export interface NewSubscription {
  subscriptionRequest: string;
  merchantSubscriptionId: string;
  currency: string;
  plan: Plan;
  notifyUrl: string;
  payMethodType?: string;
  payMethodName?: string;
  expiresAt?: Date;
  presentation: Presentation;
  request: Record<string, unknown>;
  creditMinor?: number;
  changeRequest?: string;
}

export type SubscriptionPayment = { kind: 'hosted'; flow: PayFlow } | { kind: 'token'; tokenId: string; card: StoredCard };

const FOUR_HOURS = 4 * 3_600_000;
const ONE_DAY = 86_400_000;

export function createSubscription(ctx: SandboxContext, input: NewSubscription, pay: SubscriptionPayment): Subscription {
  const now = ctx.clock.now();
  const sub: Subscription = {
    subscriptionId: newId('sub', now),
    subscriptionRequest: input.subscriptionRequest,
    merchantSubscriptionId: input.merchantSubscriptionId,
    payMethodSubscriptionId: newId('pms', now),
    status: 'AUTHORIZATION_REQUIRED',
    currency: input.currency,
    plan: input.plan,
    payMethodType: input.payMethodType,
    payMethodName: input.payMethodName,
    notifyUrl: input.notifyUrl,
    request: input.request,
    creditMinor: input.creditMinor ?? 0,
    changeRequest: input.changeRequest,
    paymentDetails: [],
    currentPeriod: 0,
    createdAt: now,
    updatedAt: now,
    expiresAt: input.expiresAt ?? new Date(now.getTime() + FOUR_HOURS),
    cancelJobs: [],
  };
  ctx.state.subscriptions.set(sub.subscriptionId, sub);
  ctx.state.subscriptionByRequest.set(sub.subscriptionRequest, sub.subscriptionId);
  sub.cancelJobs.push(ctx.clock.schedule(sub.expiresAt, `subscription authorization expiry ${sub.subscriptionId}`, () => expireAuthorization(ctx, sub)));
  const target = { type: 'subscription' as const, id: sub.subscriptionId };
  if (pay.kind === 'token') {
    sub.tokenId = pay.tokenId;
    if (pay.card.behaviour === 'challenge') {
      sub.payment = openHostedPayment(ctx, target, 'authorize', input.presentation);
      sub.payment.pendingCard = pay.card;
      sub.status = 'IN_PROGRESS';
    } else {
      settleSubscriptionWithCard(ctx, sub, pay.card);
    }
  } else {
    sub.payment = openHostedPayment(ctx, target, pay.flow, input.presentation);
  }
  return sub;
}

export function subscriptionAction(ctx: SandboxContext, sub: Subscription, baseUrl: string): { webUrl: string } | undefined {
  const waiting = sub.status === 'AUTHORIZATION_REQUIRED' || sub.status === 'IN_PROGRESS';
  void ctx;
  return waiting && sub.payment ? { webUrl: hostedPaymentUrl(baseUrl, sub.payment) } : undefined;
}

export function subscriptionCreated(ctx: SandboxContext, sub: Subscription, baseUrl: string) {
  const action = subscriptionAction(ctx, sub, baseUrl);
  return {
    subscriptionRequest: sub.subscriptionRequest,
    merchantSubscriptionId: sub.merchantSubscriptionId,
    subscriptionId: sub.subscriptionId,
    payMethodSubscriptionId: sub.payMethodSubscriptionId,
    subscriptionStatus: sub.status,
    ...(action ? { subscriptionAction: action } : {}),
  };
}

function waitingForUser(sub: Subscription): boolean {
  return sub.status === 'AUTHORIZATION_REQUIRED' || sub.status === 'IN_PROGRESS';
}

export function settleSubscriptionWithCard(ctx: SandboxContext, sub: Subscription, card: StoredCard): 'success' | 'failure' {
  sub.card = card;
  if (card.behaviour === 'decline') return failSubscription(ctx, sub, DECLINED);
  if (card.behaviour === 'insufficient-funds') return failSubscription(ctx, sub, INSUFFICIENT_FUNDS);
  return activateSubscription(ctx, sub);
}

/** Approval: ACTIVE, period 1 paid, the next period scheduled. */
export function activateSubscription(ctx: SandboxContext, sub: Subscription): 'success' | 'failure' {
  if (!waitingForUser(sub)) return 'failure';
  const now = ctx.clock.now();
  for (const cancel of sub.cancelJobs.splice(0)) cancel();
  sub.status = 'ACTIVE';
  sub.startAt = now;
  sub.endAt = scheduleEnd(sub.plan, now);
  if (sub.payment) sub.payment.stage = 'done';
  payPeriod(ctx, sub, 1, true);
  ctx.emit('subscription', { sub });
  if (sub.changeRequest) ctx.emit('changeDecided', { changeRequest: sub.changeRequest, outcome: 'SUCCESS' });
  return 'success';
}

export function failSubscription(ctx: SandboxContext, sub: Subscription, reason: FailedReason): 'failure' {
  if (!waitingForUser(sub)) return 'failure';
  for (const cancel of sub.cancelJobs.splice(0)) cancel();
  sub.status = 'CLOSE';
  sub.failedReason = reason;
  sub.updatedAt = ctx.clock.now();
  if (sub.payment) sub.payment.stage = 'done';
  if (sub.changeRequest) ctx.emit('changeDecided', { changeRequest: sub.changeRequest, outcome: 'FAILED' });
  else ctx.emit('subscription', { sub });
  return 'failure';
}

function expireAuthorization(ctx: SandboxContext, sub: Subscription): void {
  if (waitingForUser(sub)) failSubscription(ctx, sub, EXPIRED);
}

/** Cancellation by the merchant (API) or the user (management page); only while ACTIVE. */
export function cancelSubscription(ctx: SandboxContext, sub: Subscription, by: 'MERCHANT_CANCELLED' | 'USER_CANCELLED' | 'MERCHANT_CHANGED'): Envelope<unknown> {
  if (sub.status !== 'ACTIVE') {
    return fail(ErrorCode.StateNotAllowed, `subscription ${sub.subscriptionId} is ${sub.status}; only an ACTIVE subscription can be cancelled`, { subscriptionStatus: sub.status });
  }
  for (const cancel of sub.cancelJobs.splice(0)) cancel();
  // Inferred: a subscription replaced by a paid change ends as MERCHANT_CANCELLED.
  sub.status = (by === 'MERCHANT_CHANGED' ? 'MERCHANT_CANCELLED' : by) satisfies SubscriptionStatus;
  sub.nextPaymentAt = undefined;
  sub.pastDue = undefined; // its retry job was cancelled above
  sub.updatedAt = ctx.clock.now();
  ctx.emit('subscription', { sub });
  return ok({
    subscriptionRequest: sub.subscriptionRequest,
    merchantSubscriptionId: sub.merchantSubscriptionId,
    subscriptionId: sub.subscriptionId,
    subscriptionStatus: sub.status,
  });
}

/** A management link: one day of validity (the spec's example). */
export function manageSubscription(ctx: SandboxContext, sub: Subscription, baseUrl: string) {
  const token = newPageToken();
  const expiresAt = new Date(ctx.clock.now().getTime() + ONE_DAY);
  ctx.state.managementLinks.set(token, { token, subscriptionId: sub.subscriptionId, expiresAt });
  return {
    subscriptionRequest: sub.subscriptionRequest,
    merchantSubscriptionId: sub.merchantSubscriptionId,
    subscriptionId: sub.subscriptionId,
    managementUrl: `${baseUrl}/hosted/manage/${token}`,
    expiredAt: expiresAt.toISOString(),
    subscriptionStatus: sub.status,
  };
}

export function subscriptionInquiryData(ctx: SandboxContext, sub: Subscription, baseUrl: string, withDetails: boolean) {
  const r = sub.request;
  const plan = sub.plan;
  const productInfo = {
    ...(r.productInfo as Record<string, unknown> | undefined),
    ...(sub.startAt ? { startDateTime: sub.startAt.toISOString() } : {}),
    ...(sub.endAt ? { endDateTime: sub.endAt.toISOString() } : {}),
    ...(sub.nextPaymentAt ? { nextPaymentDateTime: sub.nextPaymentAt.toISOString() } : {}),
    ...(sub.currentPeriod ? { currentPeriod: String(sub.currentPeriod) } : {}),
  };
  const paymentInfo = {
    productName: 'SUBSCRIPTION',
    payMethodName: sub.payMethodName ?? (sub.card ? `CC_${sub.card.cardScheme}` : ''),
    ...(r.paymentInfo as Record<string, unknown> | undefined),
    ...(sub.card ? { payMethodResponse: JSON.stringify({ maskedCardInfo: sub.card.maskedCardInfo, cardScheme: sub.card.cardScheme }) } : {}),
  };
  return {
    ...subscriptionCreated(ctx, sub, baseUrl),
    currency: sub.currency,
    userCurrency: r.userCurrency,
    amount: fromMinor(plan.amountMinor, sub.currency),
    productInfo,
    merchantInfo: r.merchantInfo,
    userInfo: r.userInfo,
    paymentInfo,
    requestedAt: r.requestedAt,
    updatedAt: sub.updatedAt.toISOString(),
    ...(sub.failedReason ? { failedReason: JSON.stringify(sub.failedReason) } : {}),
    ...(sub.pastDue ? { renewalStatus: 'PAST_DUE', renewalRetry: renewalRetryView(ctx, sub, sub.pastDue) } : {}),
    subscriptionManagementUrl: r.subscriptionManagementUrl,
    extendInfo: r.extendInfo,
    ...(withDetails ? { paymentDetails: sub.paymentDetails } : {}),
    goodsInfo: r.goodsInfo,
    addressInfo: r.addressInfo,
  };
}

/** Inferred: while a declined renewal waits for a retry, the inquiry says which period, how many tries and when the next one runs. */
function renewalRetryView(ctx: SandboxContext, sub: Subscription, pastDue: PastDue) {
  const strategy = retryStrategyOf(ctx, sub);
  return {
    period: String(pastDue.period),
    declinedAttempts: pastDue.declines,
    retryMaxCount: strategy.retryMaxCount,
    retryStrategy: strategy.name,
    nextRetryAt: pastDue.nextRetryAt.toISOString(),
  };
}

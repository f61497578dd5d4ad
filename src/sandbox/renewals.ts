/**
 * Billing an ACTIVE subscription on the test clock: each period is paid at its start;
 * a declined renewal is retried by the subscription's retry strategy (its acqAgreements'
 * subscriptionExtInfoObj.retryStrategies[0], else the sandbox's renewalRetry option) and
 * the subscription stays ACTIVE but past due meanwhile; after the last declined retry it
 * closes. After the last period it expires.
 */
import { afterDecline, retryStrategyProblem, type RetryStrategy } from '../core/schedule/index.js';
import type { SandboxContext } from './context.js';
import { newId } from './ids.js';
import { recordPayment } from './limits.js';
import { fromMinor } from './money.js';
import { periodOf, periodStart, totalPeriods } from './schedule.js';
import type { PaymentDetail, Subscription } from './state.js';

/** Pays period `index` (first: at approval, no SUBSCRIPTION_PAYMENT callback), or declines it. */
export function payPeriod(ctx: SandboxContext, sub: Subscription, index: number, first: boolean): void {
  const now = ctx.clock.now();
  const period = periodOf(sub.plan, index);
  const credit = Math.min(sub.creditMinor, period.amountMinor);
  const charge = period.amountMinor - credit;
  const retrying = sub.pastDue?.period === index ? sub.pastDue : undefined;
  const detail: PaymentDetail = {
    acquiringOrderId: newId('ord', now),
    orderCurrency: sub.currency,
    orderAmount: fromMinor(charge, sub.currency),
    orderStatus: 'PAY_SUCCESS',
    orderUpdatedAt: now.toISOString(),
    period: String(index),
    ...(retrying ? { attempt: String(retrying.declines + 1) } : {}),
  };
  sub.updatedAt = now;
  if (!first && sub.card?.behaviour === 'decline-renewals') return declineRenewal(ctx, sub, index, detail, now);
  sub.creditMinor -= credit;
  sub.pastDue = undefined;
  sub.paymentDetails.push(detail);
  if (!first) ctx.emit('subscriptionPayment', { sub, detail });
  recordPayment(ctx, charge);
  sub.currentPeriod = index;
  scheduleNext(ctx, sub, index + 1);
}

function declineRenewal(ctx: SandboxContext, sub: Subscription, index: number, detail: PaymentDetail, now: Date): void {
  const previous = sub.pastDue?.period === index ? sub.pastDue : undefined;
  const declines = (previous?.declines ?? 0) + 1;
  const firstDeclinedAt = previous?.firstDeclinedAt ?? now;
  const next = afterDecline(retryStrategyOf(ctx, sub), firstDeclinedAt, declines);
  const declined: PaymentDetail = {
    ...detail,
    orderStatus: 'ORDER_CLOSE',
    attempt: String(declines),
    retryStatus: next.next === 'retry' ? 'RETRYING' : 'EXHAUSTED',
    ...(next.next === 'retry' ? { nextRetryAt: next.at.toISOString() } : {}),
  };
  sub.paymentDetails.push(declined);
  if (next.next === 'retry') {
    sub.pastDue = { period: index, firstDeclinedAt, declines, nextRetryAt: next.at };
    sub.nextPaymentAt = next.at;
    sub.cancelJobs.push(
      ctx.clock.schedule(next.at, `subscription retry ${next.retry} of period ${index} ${sub.subscriptionId}`, () => {
        if (sub.status === 'ACTIVE') payPeriod(ctx, sub, index, false);
      }),
    );
    ctx.emit('subscriptionPayment', { sub, detail: declined });
    return;
  }
  ctx.emit('subscriptionPayment', { sub, detail: declined });
  sub.status = 'CLOSE';
  sub.pastDue = undefined;
  sub.nextPaymentAt = undefined;
  const tries = declines === 1 ? 'was declined' : `was declined ${declines} times (the renewal and ${declines - 1} retries)`;
  sub.failedReason = { orderFailedCode: 'RENEWAL_DECLINED', orderFailedDescription: `The payment of period ${index} ${tries}` };
  ctx.emit('subscription', { sub });
}

/** The create request's first usable retryStrategies entry (acqAgreements[].subscriptionExtInfoObj), else the sandbox's. */
export function retryStrategyOf(ctx: SandboxContext, sub: Subscription): RetryStrategy {
  const agreements = sub.request.acqAgreements;
  for (const agreement of Array.isArray(agreements) ? agreements : []) {
    const strategies = (agreement as { subscriptionExtInfoObj?: { retryStrategies?: unknown } } | null)?.subscriptionExtInfoObj?.retryStrategies;
    for (const entry of Array.isArray(strategies) ? strategies : []) {
      const e = (entry ?? {}) as Record<string, unknown>;
      const strategy = { name: typeof e.name === 'string' ? e.name : 'MERCHANT', retryInterval: e.retryInterval, retryIntervalUnit: e.retryIntervalUnit, retryMaxCount: e.retryMaxCount } as RetryStrategy;
      if (retryStrategyProblem(strategy) === undefined) return strategy;
    }
  }
  return ctx.options.renewalRetry;
}

function scheduleNext(ctx: SandboxContext, sub: Subscription, index: number): void {
  const total = totalPeriods(sub.plan);
  const start = sub.startAt!;
  if (total !== undefined && index > total) {
    sub.nextPaymentAt = undefined;
    sub.cancelJobs.push(ctx.clock.schedule(sub.endAt!, `subscription end ${sub.subscriptionId}`, () => endSubscription(ctx, sub)));
    return;
  }
  const at = periodStart(sub.plan, start, index);
  sub.nextPaymentAt = at;
  sub.cancelJobs.push(
    ctx.clock.schedule(at, `subscription period ${index} ${sub.subscriptionId}`, () => {
      if (sub.status === 'ACTIVE') payPeriod(ctx, sub, index, false);
    }),
  );
}

function endSubscription(ctx: SandboxContext, sub: Subscription): void {
  if (sub.status !== 'ACTIVE') return;
  sub.status = 'EXPIRED';
  sub.updatedAt = ctx.clock.now();
  ctx.emit('subscription', { sub });
}

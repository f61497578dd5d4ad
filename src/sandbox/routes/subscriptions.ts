/** subscription/create, inquiry, cancel, manage, change and change/inquiry. */
import { fail, ok } from '../../core/api/envelope.js';
import { ErrorCode } from '../../core/api/error-codes.js';
import {
  SubscriptionCancelRequest,
  SubscriptionCreateRequest,
  SubscriptionInquiryRequest,
  SubscriptionManageRequest,
} from '../../core/api/subscription.js';
import { SubscriptionChangeInquiryRequest, SubscriptionChangeRequest } from '../../core/api/subscription-change.js';
import { changeRefusal } from '../changes.js';
import { changeInquiryData } from '../change-inquiry.js';
import type { SandboxContext } from '../context.js';
import { withIdempotency } from '../idempotency.js';
import { limitRefusal } from '../limits.js';
import { fromMinor, toMinor } from '../money.js';
import type { Subscription } from '../state.js';
import {
  cancelSubscription,
  createSubscription,
  manageSubscription,
  subscriptionCreated,
  subscriptionInquiryData,
} from '../subscriptions.js';
import { parse, type ApiRouter } from './api.js';
import { amountOf, expiryOf, planPayment } from './payment-choice.js';
import { firstChargeMinor, planOf } from './plan.js';
import { presentationOf } from './presentation.js';

function findSubscription(ctx: SandboxContext, ids: { subscriptionId?: string; subscriptionRequest?: string }): Subscription | undefined {
  if (ids.subscriptionId) return ctx.state.subscriptions.get(ids.subscriptionId);
  return ids.subscriptionRequest ? ctx.state.subscriptionByRequestId(ids.subscriptionRequest) : undefined;
}

const notFound = (id: string | undefined) => fail(ErrorCode.NotFound, `subscription ${(id ?? '').slice(0, 64)} does not exist`);

/** Inferred: the change request carries no amount field; the new plan's amount is `amount` when sent, else goodsInfo.goodsUniquePrice, else the original's. */
function changeAmount(body: unknown, goodsUniquePrice: string | undefined, origin: Subscription): string {
  const sent = typeof body === 'object' && body !== null ? (body as { amount?: unknown }).amount : undefined;
  if (typeof sent === 'string' && /^\d+(\.\d+)?$/.test(sent)) return sent;
  return goodsUniquePrice ?? fromMinor(origin.plan.amountMinor, origin.currency);
}

export function registerSubscriptionRoutes(api: ApiRouter, ctx: SandboxContext): void {
  registerSubscriptionCreate(api, ctx);
  registerSubscriptionLifecycle(api, ctx);
  registerSubscriptionChange(api, ctx);
  registerSubscriptionChangeInquiry(api, ctx);
}

function registerSubscriptionCreate(api: ApiRouter, ctx: SandboxContext): void {
  api.post('/subscription/create', ({ body, baseUrl }) => {
    const { data: req, refusal } = parse(SubscriptionCreateRequest, body);
    if (refusal) return refusal;
    return withIdempotency(ctx.state, 'subscriptionRequest', req.subscriptionRequest, body, () => {
      const amount = amountOf(req.amount, req.currency, 'amount');
      if (!amount.ok) return amount.refusal;
      if (req.productInfo.trialPeriodAmount && toMinor(req.productInfo.trialPeriodAmount, req.currency) === undefined) {
        return fail(ErrorCode.InvalidFieldValue, `productInfo.trialPeriodAmount: has more decimals than ${req.currency} allows`, { field: 'productInfo.trialPeriodAmount' });
      }
      const expiry = expiryOf(ctx, req.orderExpiredAt);
      if (expiry.refusal) return expiry.refusal;
      // Pay method limits apply to the plan amount (a trial may cost 0).
      const plan = planOf(req.productInfo, amount.minor, req.currency);
      const first = firstChargeMinor(plan);
      const limit = limitRefusal(ctx, first, req.currency);
      if (limit) return fail(ErrorCode.AmountLimitExceeded, limit, { field: 'amount' });
      const payment = planPayment(ctx, { currency: req.currency, amount: req.amount, amountField: 'amount', userId: req.userInfo.userId, paymentInfo: req.paymentInfo }, plan.amountMinor);
      if (payment.refusal) return payment.refusal;
      const sub = createSubscription(
        ctx,
        {
          subscriptionRequest: req.subscriptionRequest,
          merchantSubscriptionId: req.merchantSubscriptionId,
          currency: req.currency,
          plan,
          notifyUrl: req.notifyUrl,
          payMethodType: req.paymentInfo?.payMethodType,
          payMethodName: payment.plan.kind === 'hosted' ? (payment.plan.payMethodName ?? req.paymentInfo?.payMethodName) : req.paymentInfo?.payMethodName,
          expiresAt: expiry.at,
          presentation: presentationOf({ ...req, merchantId: req.merchantInfo.merchantId, description: req.productInfo.description, amount: fromMinor(first, req.currency), currency: req.currency, trial: plan.trial !== undefined }),
          request: req as unknown as Record<string, unknown>,
        },
        payment.plan.kind === 'token' ? payment.plan : { kind: 'hosted', flow: payment.plan.flow },
      );
      return ok(subscriptionCreated(ctx, sub, baseUrl));
    });
  });
}

/** inquiry, cancel and manage of an existing subscription. */
function registerSubscriptionLifecycle(api: ApiRouter, ctx: SandboxContext): void {
  api.post('/subscription/inquiry', ({ body, baseUrl }) => {
    const { data: req, refusal } = parse(SubscriptionInquiryRequest, body);
    if (refusal) return refusal;
    const sub = findSubscription(ctx, req);
    return sub ? ok(subscriptionInquiryData(ctx, sub, baseUrl, req.paymentDetails === 1)) : notFound(req.subscriptionId ?? req.subscriptionRequest);
  });

  api.post('/subscription/cancel', ({ body }) => {
    const { data: req, refusal } = parse(SubscriptionCancelRequest, body);
    if (refusal) return refusal;
    const sub = findSubscription(ctx, req);
    return sub ? cancelSubscription(ctx, sub, 'MERCHANT_CANCELLED') : notFound(req.subscriptionId ?? req.subscriptionRequest);
  });

  api.post('/subscription/manage', ({ body, baseUrl }) => {
    const { data: req, refusal } = parse(SubscriptionManageRequest, body);
    if (refusal) return refusal;
    return withIdempotency(ctx.state, 'manageRequest', req.subscriptionRequest, body, () => {
      const sub = ctx.state.subscriptions.get(req.subscriptionId);
      return sub ? ok(manageSubscription(ctx, sub, baseUrl)) : notFound(req.subscriptionId);
    });
  });
}

function registerSubscriptionChange(api: ApiRouter, ctx: SandboxContext): void {
  api.post('/subscription/change', ({ body, baseUrl }) => {
    const { data: req, refusal } = parse(SubscriptionChangeRequest, body);
    if (refusal) return refusal;
    return withIdempotency(ctx.state, 'subscriptionRequest', req.subscriptionRequest, body, () => {
      const origin = ctx.state.subscriptionByRequestId(req.originSubscriptionRequest);
      if (!origin) return notFound(req.originSubscriptionRequest);
      if (req.currency !== origin.currency) {
        return fail(ErrorCode.InvalidFieldValue, `currency: must be the original subscription's currency ${origin.currency}`, { field: 'currency' });
      }
      const refused = changeRefusal(ctx, origin);
      if (refused) return refused;
      const amount = amountOf(changeAmount(body, req.goodsInfo.goodsUniquePrice, origin), req.currency, 'amount');
      if (!amount.ok) return amount.refusal;
      const credit = toMinor(req.remainingAmount, req.currency);
      if (credit === undefined) return fail(ErrorCode.InvalidFieldValue, `remainingAmount: has more decimals than ${req.currency} allows`, { field: 'remainingAmount' });
      const expiry = expiryOf(ctx, req.orderExpiredAt);
      if (expiry.refusal) return expiry.refusal;
      // Inferred: the first product of productInfoList is the new plan.
      const plan = planOf(req.productInfoList[0]!, amount.minor, req.currency);
      const due = Math.max(firstChargeMinor(plan) - credit, 0);
      const payment = planPayment(ctx, { currency: req.currency, amount: fromMinor(due, req.currency), amountField: 'amount', userId: req.userInfo.userId, paymentInfo: req.paymentInfo }, plan.amountMinor);
      if (payment.refusal) return payment.refusal;
      const now = ctx.clock.now();
      const sub = createSubscription(
        ctx,
        {
          subscriptionRequest: req.subscriptionRequest,
          merchantSubscriptionId: req.merchantSubscriptionId ?? origin.merchantSubscriptionId,
          currency: req.currency,
          plan,
          notifyUrl: req.notifyUrl,
          payMethodType: req.paymentInfo.payMethodType,
          payMethodName: req.paymentInfo.payMethodName,
          expiresAt: expiry.at,
          presentation: presentationOf({ ...req, merchantId: req.merchantInfo.merchantId, description: plan.description, amount: fromMinor(due, req.currency), currency: req.currency }),
          request: { ...(req as unknown as Record<string, unknown>), productInfo: req.productInfoList[0], amount: amount.normalized, subscriptionManagementUrl: req.subscriptionManagementUrl ?? origin.request.subscriptionManagementUrl },
          creditMinor: credit,
          changeRequest: req.subscriptionRequest,
        },
        payment.plan.kind === 'token' ? payment.plan : { kind: 'hosted', flow: payment.plan.flow },
      );
      ctx.state.changes.set(req.subscriptionRequest, {
        subscriptionRequest: req.subscriptionRequest,
        originSubscriptionRequest: origin.subscriptionRequest,
        originSubscriptionId: origin.subscriptionId,
        newSubscriptionId: sub.subscriptionId,
        remainingAmountMinor: credit,
        currency: req.currency,
        status: 'PROCESSING',
        notifyUrl: req.notifyUrl,
        createdAt: now,
        updatedAt: now,
      });
      return ok({ ...subscriptionCreated(ctx, sub, baseUrl), originSubscriptionRequest: origin.subscriptionRequest });
    });
  });
}

function registerSubscriptionChangeInquiry(api: ApiRouter, ctx: SandboxContext): void {
  api.post('/subscription/change/inquiry', ({ body, baseUrl }) => {
    const { data: req, refusal } = parse(SubscriptionChangeInquiryRequest, body);
    if (refusal) return refusal;
    const change = ctx.state.changes.get(req.subscriptionRequest);
    const sub = change && ctx.state.subscriptions.get(change.newSubscriptionId);
    if (!change || !sub) return fail(ErrorCode.NotFound, `subscription change ${req.subscriptionRequest.slice(0, 32)} does not exist`);
    return ok(changeInquiryData(ctx, change, sub, baseUrl));
  });
}

/**
 * The callback payloads, as src/core/api/callbacks.ts defines them:
 * `{notifyType, notifyId, notifiedAt, data}` where data is what the matching inquiry
 * would answer. A retry resends the same body (same notifyId).
 */
import type { NotifyType } from '../core/api/callbacks.js';
import type { SandboxContext } from './context.js';
import { newId } from './ids.js';
import { orderInquiryData, refundData } from './orders.js';
import type { Order, PaymentDetail, Refund, Subscription, SubscriptionChange, Token } from './state.js';
import { subscriptionInquiryData } from './subscriptions.js';
import { changeInquiryData } from './change-inquiry.js';
import { tokenRecord } from './tokens.js';

function send(ctx: SandboxContext, notifyType: NotifyType, url: string | undefined, data: unknown): void {
  if (!url) return;
  const now = ctx.clock.now();
  ctx.callbacks.send(notifyType, url, { notifyType, notifyId: newId('ntf', now), notifiedAt: now.toISOString(), data });
}

/** Callbacks carry final states only, so no webUrl is needed; the base URL is informational. */
const baseOf = (ctx: SandboxContext) => ctx.options.publicUrl ?? '';

export function notifyOrder(ctx: SandboxContext, order: Order): void {
  send(ctx, 'ORDER_RESULT', order.notifyUrl, orderInquiryData(order, baseOf(ctx)));
}

export function notifyRefund(ctx: SandboxContext, refund: Refund, order: Order, notifyUrl: string | undefined): void {
  send(ctx, 'REFUND_RESULT', notifyUrl ?? order.notifyUrl, refundData(refund, order));
}

export function notifySubscription(ctx: SandboxContext, sub: Subscription): void {
  send(ctx, 'SUBSCRIPTION_RESULT', sub.notifyUrl, subscriptionInquiryData(ctx, sub, baseOf(ctx), true));
}

export function notifySubscriptionPayment(ctx: SandboxContext, sub: Subscription, detail: PaymentDetail): void {
  send(ctx, 'SUBSCRIPTION_PAYMENT', sub.notifyUrl, { ...subscriptionInquiryData(ctx, sub, baseOf(ctx), true), paymentDetail: detail });
}

export function notifyChange(ctx: SandboxContext, change: SubscriptionChange, sub: Subscription): void {
  send(ctx, 'SUBSCRIPTION_CHANGE_RESULT', change.notifyUrl, changeInquiryData(ctx, change, sub, baseOf(ctx)));
}

export function notifyToken(ctx: SandboxContext, token: Token, notifyUrl: string | undefined): void {
  send(ctx, 'TOKENIZATION', notifyUrl, tokenRecord(ctx, token));
}

/**
 * The callback payloads, as src/core/api/callbacks.ts defines them:
 * `{notifyType, notifyId, notifiedAt, data}` where data is what the matching inquiry
 * would answer. A retry resends the same body (same notifyId). The notifier listens to
 * the domain's events (events.ts); the domain modules do not import it.
 */
import type { NotifyType } from '../core/api/callbacks.js';
import type { SandboxContext } from './context.js';
import { newId } from './ids.js';
import { orderInquiryData, refundData } from './orders.js';
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

/** Sends the matching callback for every domain event; called once where the sandbox is wired. */
export function subscribeNotifier(ctx: SandboxContext): void {
  ctx.on('order', ({ order }) => send(ctx, 'ORDER_RESULT', order.notifyUrl, orderInquiryData(order, baseOf(ctx))));
  ctx.on('refund', ({ refund, order, notifyUrl }) => send(ctx, 'REFUND_RESULT', notifyUrl ?? order.notifyUrl, refundData(refund, order)));
  ctx.on('subscription', ({ sub }) => send(ctx, 'SUBSCRIPTION_RESULT', sub.notifyUrl, subscriptionInquiryData(ctx, sub, baseOf(ctx), true)));
  ctx.on('subscriptionPayment', ({ sub, detail }) =>
    send(ctx, 'SUBSCRIPTION_PAYMENT', sub.notifyUrl, { ...subscriptionInquiryData(ctx, sub, baseOf(ctx), true), paymentDetail: detail }),
  );
  ctx.on('change', ({ change, sub }) => send(ctx, 'SUBSCRIPTION_CHANGE_RESULT', change.notifyUrl, changeInquiryData(ctx, change, sub, baseOf(ctx))));
  ctx.on('token', ({ token, notifyUrl }) => send(ctx, 'TOKENIZATION', notifyUrl, tokenRecord(ctx, token)));
}

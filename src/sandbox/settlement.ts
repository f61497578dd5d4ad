/**
 * What a hosted page's decision does to the order or subscription it pays for: a card
 * (approve, decline, or the extra step), or Approve/Decline on the authorization page.
 */
import type { SandboxContext } from './context.js';
import { USER_DECLINED } from './hosted-payment.js';
import { approveOrder, failOrder, settleOrderWithCard } from './orders.js';
import { activateSubscription, failSubscription, settleSubscriptionWithCard } from './subscriptions.js';
import type { HostedPayment, Order, Subscription } from './state.js';
import type { StoredCard } from './test-cards.js';
import { saveCardForLater } from './tokens.js';

export type Target = { type: 'order'; order: Order } | { type: 'subscription'; subscription: Subscription };

export function targetOf(ctx: SandboxContext, payment: HostedPayment): Target | undefined {
  if (payment.target.type === 'order') {
    const order = ctx.state.orders.get(payment.target.id);
    return order && { type: 'order', order };
  }
  const subscription = ctx.state.subscriptions.get(payment.target.id);
  return subscription && { type: 'subscription', subscription };
}

/** Still waiting for the shopper? */
export function isOpen(target: Target): boolean {
  if (target.type === 'order') return target.order.status === 'PAY_IN_PROGRESS';
  const status = target.subscription.status;
  return status === 'AUTHORIZATION_REQUIRED' || status === 'IN_PROGRESS';
}

export type CardResult = 'success' | 'failure' | 'challenge';

/** A card entered on the card page. */
export function payWithCard(ctx: SandboxContext, payment: HostedPayment, target: Target, card: StoredCard): CardResult {
  if (card.behaviour === 'challenge') {
    payment.stage = 'authorize';
    payment.pendingCard = card;
    if (target.type === 'subscription') target.subscription.status = 'IN_PROGRESS';
    return 'challenge';
  }
  return finishWithCard(ctx, payment, target, card);
}

function finishWithCard(ctx: SandboxContext, payment: HostedPayment, target: Target, card: StoredCard): 'success' | 'failure' {
  payment.stage = 'done';
  const result =
    target.type === 'order' ? settleOrderWithCard(ctx, target.order, card) : settleSubscriptionWithCard(ctx, target.subscription, card);
  payment.outcome = result;
  if (result === 'success' && target.type === 'order') saveCardForLater(ctx, target.order, card);
  return result;
}

/** Approve or Decline on the authorization page (a wallet, or a card's extra step). */
export function decide(ctx: SandboxContext, payment: HostedPayment, target: Target, approve: boolean): 'success' | 'failure' {
  const card = payment.pendingCard;
  if (!approve) {
    payment.stage = 'done';
    payment.outcome = 'failure';
    if (target.type === 'order') return failOrder(ctx, target.order, USER_DECLINED);
    if (card) target.subscription.card = card;
    return failSubscription(ctx, target.subscription, USER_DECLINED);
  }
  // The extra step passed: the card then pays as an ordinary card would.
  if (card) return finishWithCard(ctx, payment, target, { ...card, behaviour: 'approve' });
  payment.stage = 'done';
  const result = target.type === 'order' ? approveOrder(ctx, target.order) : activateSubscription(ctx, target.subscription);
  payment.outcome = result;
  return result;
}

/**
 * One-time payment orders. PAY_IN_PROGRESS waits on a hosted page; approval gives
 * PAY_SUCCESS, or AUTHORIZED with captureMode MANUAL (order/capture completes it);
 * decline or orderExpiredAt gives ORDER_CLOSE. Cancel while PAY_IN_PROGRESS or
 * AUTHORIZED gives CANCELLED; refunds give PARTIALLY_REFUNDED, then REFUNDED.
 */
import { ErrorCode } from '../core/api/error-codes.js';
import { fail, ok, type Envelope } from '../core/api/envelope.js';
import type { SandboxContext } from './context.js';
import { newId } from './ids.js';
import { fromMinor } from './money.js';
import { limitRefusal, recordPayment } from './limits.js';
import { openHostedPayment, hostedPaymentUrl, DECLINED, INSUFFICIENT_FUNDS, EXPIRED, type FailedReason } from './hosted-payment.js';
import type { HostedPayment, Order, PayFlow, Presentation, Refund } from './state.js';
import type { StoredCard } from './test-cards.js';

export interface NewOrder {
  paymentRequestId: string;
  merchantOrderId: string;
  amountMinor: number;
  currency: string;
  description: string;
  captureMode: 'AUTOMATIC' | 'MANUAL';
  notifyUrl?: string;
  payMethodType?: string;
  payMethodName?: string;
  expiresAt?: Date;
  presentation: Presentation;
  request: Record<string, unknown>;
}

/** How the new order is paid: on a hosted page, or at once with a saved card (token). */
export type OrderPayment = { kind: 'hosted'; flow: PayFlow } | { kind: 'token'; tokenId: string; card: StoredCard };

const FOUR_HOURS = 4 * 3_600_000;

export function createOrder(ctx: SandboxContext, input: NewOrder, pay: OrderPayment, baseUrl: string): Envelope<unknown> {
  const refusal = limitRefusal(ctx, input.amountMinor, input.currency);
  if (refusal) return fail(ErrorCode.AmountLimitExceeded, refusal, { field: 'orderAmount' });
  const now = ctx.clock.now();
  const order: Order = {
    acquiringOrderId: newId('ord', now),
    paymentRequestId: input.paymentRequestId,
    merchantOrderId: input.merchantOrderId,
    status: 'PAY_IN_PROGRESS',
    currency: input.currency,
    amountMinor: input.amountMinor,
    capturedMinor: 0,
    refundedMinor: 0,
    description: input.description,
    captureMode: input.captureMode,
    notifyUrl: input.notifyUrl,
    payMethodType: input.payMethodType,
    payMethodName: input.payMethodName,
    request: input.request,
    createdAt: now,
    updatedAt: now,
    expiresAt: input.expiresAt ?? new Date(now.getTime() + FOUR_HOURS),
  };
  ctx.state.orders.set(order.acquiringOrderId, order);
  ctx.state.orderByRequest.set(order.paymentRequestId, order.acquiringOrderId);
  order.cancelExpiry = ctx.clock.schedule(order.expiresAt, `order expiry ${order.acquiringOrderId}`, () => expireOrder(ctx, order));
  if (pay.kind === 'token') {
    order.tokenId = pay.tokenId;
    order.card = pay.card;
    if (pay.card.behaviour === 'challenge') {
      order.payment = openHostedPayment(ctx, { type: 'order', id: order.acquiringOrderId }, 'authorize', input.presentation);
      order.payment.pendingCard = pay.card;
    } else {
      settleOrderWithCard(ctx, order, pay.card);
    }
  } else {
    order.payment = openHostedPayment(ctx, { type: 'order', id: order.acquiringOrderId }, pay.flow, input.presentation);
  }
  return ok(orderCreated(order, baseUrl));
}

/** The ids and state every order answer starts with. */
function orderIds(order: Order) {
  return {
    paymentRequestId: order.paymentRequestId,
    merchantOrderId: order.merchantOrderId,
    acquiringOrderId: order.acquiringOrderId,
    orderStatus: order.status,
  };
}

export function orderCreated(order: Order, baseUrl: string) {
  const pending = order.status === 'PAY_IN_PROGRESS' && order.payment;
  return {
    ...orderIds(order),
    ...(pending ? { orderAction: { webUrl: hostedPaymentUrl(baseUrl, order.payment as HostedPayment) } } : {}),
  };
}

/** A card decides: approve, decline, or (the challenge card) an extra step first. */
export function settleOrderWithCard(ctx: SandboxContext, order: Order, card: StoredCard): 'success' | 'failure' {
  order.card = card;
  if (card.behaviour === 'decline') return failOrder(ctx, order, DECLINED);
  if (card.behaviour === 'insufficient-funds') return failOrder(ctx, order, INSUFFICIENT_FUNDS);
  return approveOrder(ctx, order);
}

export function approveOrder(ctx: SandboxContext, order: Order): 'success' | 'failure' {
  if (order.status !== 'PAY_IN_PROGRESS') return 'failure';
  const refusal = limitRefusal(ctx, order.amountMinor, order.currency);
  if (refusal) return failOrder(ctx, order, { orderFailedCode: 'LIMIT_EXCEEDED', orderFailedDescription: refusal });
  const now = ctx.clock.now();
  recordPayment(ctx, order.amountMinor);
  order.status = order.captureMode === 'MANUAL' ? 'AUTHORIZED' : 'PAY_SUCCESS';
  if (order.status === 'PAY_SUCCESS') {
    order.capturedMinor = order.amountMinor;
    order.completedAt = now;
  }
  order.updatedAt = now;
  order.cancelExpiry?.();
  ctx.emit('order', { order });
  return 'success';
}

export function failOrder(ctx: SandboxContext, order: Order, reason: FailedReason): 'failure' {
  if (order.status !== 'PAY_IN_PROGRESS') return 'failure';
  order.status = 'ORDER_CLOSE';
  order.failedReason = reason;
  order.updatedAt = ctx.clock.now();
  order.completedAt = order.updatedAt;
  order.cancelExpiry?.();
  if (order.payment) order.payment.stage = 'done';
  ctx.emit('order', { order });
  return 'failure';
}

function expireOrder(ctx: SandboxContext, order: Order): void {
  if (order.status === 'PAY_IN_PROGRESS') failOrder(ctx, order, EXPIRED);
}

export function captureOrder(ctx: SandboxContext, order: Order, amountMinor: number | undefined): Envelope<unknown> {
  if (order.status !== 'AUTHORIZED') {
    return fail(ErrorCode.StateNotAllowed, `order ${order.acquiringOrderId} is ${order.status}; only an AUTHORIZED order can be captured`);
  }
  if (amountMinor !== undefined && amountMinor !== order.amountMinor) {
    // Inferred: the sandbox captures the full authorized amount only.
    return fail(ErrorCode.FieldOutOfRange, `captureAmount must equal the authorized amount ${fromMinor(order.amountMinor, order.currency)}`, { field: 'captureAmount' });
  }
  order.status = 'PAY_SUCCESS';
  order.capturedMinor = order.amountMinor;
  order.updatedAt = ctx.clock.now();
  order.completedAt = order.updatedAt;
  ctx.emit('order', { order });
  return ok({
    ...orderIds(order),
    compensateSuccess: true,
  });
}

export function cancelOrder(ctx: SandboxContext, order: Order): Envelope<unknown> {
  if (order.status !== 'PAY_IN_PROGRESS' && order.status !== 'AUTHORIZED') {
    return fail(ErrorCode.StateNotAllowed, `order ${order.acquiringOrderId} is ${order.status}; only PAY_IN_PROGRESS or AUTHORIZED orders can be cancelled`);
  }
  order.status = 'CANCELLED';
  order.updatedAt = ctx.clock.now();
  order.completedAt = order.updatedAt;
  order.cancelExpiry?.();
  if (order.payment) order.payment.stage = 'done';
  ctx.emit('order', { order });
  return ok({
    ...orderIds(order),
  });
}

export interface NewRefund {
  refundRequestId: string;
  amountMinor: number;
  reason?: string;
  notifyUrl?: string;
}

export function refundOrder(ctx: SandboxContext, order: Order, input: NewRefund): Envelope<unknown> {
  if (order.status !== 'PAY_SUCCESS' && order.status !== 'PARTIALLY_REFUNDED') {
    return fail(ErrorCode.StateNotAllowed, `order ${order.acquiringOrderId} is ${order.status}; only a paid order can be refunded`);
  }
  const refundable = order.capturedMinor - order.refundedMinor;
  if (input.amountMinor > refundable) {
    return fail(ErrorCode.RefundExceedsCaptured, `refundAmount exceeds the refundable amount ${fromMinor(refundable, order.currency)}`, {
      field: 'refundAmount',
      refundable: fromMinor(refundable, order.currency),
    });
  }
  const now = ctx.clock.now();
  const refund: Refund = {
    refundRequestId: input.refundRequestId,
    refundId: newId('rfd', now),
    acquiringOrderId: order.acquiringOrderId,
    paymentRequestId: order.paymentRequestId,
    refundAmountMinor: input.amountMinor,
    currency: order.currency,
    refundStatus: 'REFUND_SUCCESS',
    reason: input.reason,
    createdAt: now,
  };
  ctx.state.refunds.set(refund.refundRequestId, refund);
  order.refundedMinor += input.amountMinor;
  order.status = order.refundedMinor === order.capturedMinor ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
  order.updatedAt = now;
  ctx.emit('refund', { refund, order, notifyUrl: input.notifyUrl });
  return ok(refundData(refund, order));
}

export function refundData(refund: Refund, order: Order) {
  return {
    refundRequestId: refund.refundRequestId,
    refundId: refund.refundId,
    paymentRequestId: refund.paymentRequestId,
    acquiringOrderId: refund.acquiringOrderId,
    refundAmount: fromMinor(refund.refundAmountMinor, refund.currency),
    refundCurrency: refund.currency,
    refundStatus: refund.refundStatus,
    refundedAt: refund.createdAt.toISOString(),
    orderStatus: order.status,
    totalRefundedAmount: fromMinor(order.refundedMinor, order.currency),
  };
}

/** The order inquiry data: the stored request echoed, plus the live state. */
export function orderInquiryData(order: Order, baseUrl: string) {
  const r = order.request;
  const paymentInfo = { ...(r.paymentInfo as Record<string, unknown> | undefined) };
  if (order.card) paymentInfo.payMethodResponse = JSON.stringify({ maskedCardInfo: order.card.maskedCardInfo, cardScheme: order.card.cardScheme });
  if (order.tokenId) paymentInfo.payMethodProperties = JSON.stringify({ tokenId: order.tokenId });
  const action = order.status === 'PAY_IN_PROGRESS' && order.payment ? hostedPaymentUrl(baseUrl, order.payment) : undefined;
  return {
    ...orderIds(order),
    orderCurrency: order.currency,
    orderAmount: fromMinor(order.amountMinor, order.currency),
    finalDealAmount: fromMinor(order.capturedMinor - order.refundedMinor, order.currency),
    originalAmount: fromMinor(order.amountMinor, order.currency),
    orderDescription: order.description,
    ...(action ? { orderAction: { webUrl: action } } : {}),
    merchantInfo: r.merchantInfo,
    userInfo: r.userInfo,
    paymentInfo,
    addressInfo: r.addressInfo,
    orderRequestedAt: typeof r.requestedAt === 'string' ? r.requestedAt : order.createdAt.toISOString(),
    orderExpiredAt: order.expiresAt.toISOString(),
    orderUpdatedAt: order.updatedAt.toISOString(),
    ...(order.completedAt ? { orderCompletedAt: order.completedAt.toISOString() } : {}),
    cancelRedirectUrl: r.cancelRedirectUrl,
    ...(order.failedReason ? { orderFailedReason: JSON.stringify(order.failedReason) } : {}),
    extendInfo: r.extendInfo,
    userCurrency: r.userCurrency,
  };
}

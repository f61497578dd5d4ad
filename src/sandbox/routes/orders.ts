/** order/create, inquiry, cancel, refund, capture and refund/inquiry. */
import { fail, ok } from '../../core/api/envelope.js';
import { ErrorCode } from '../../core/api/error-codes.js';
import {
  OrderCancelRequest,
  OrderCaptureRequest,
  OrderCreateRequest,
  OrderInquiryRequest,
  OrderRefundRequest,
  RefundInquiryRequest,
} from '../../core/api/order.js';
import type { SandboxContext } from '../context.js';
import { withIdempotency } from '../idempotency.js';
import { toMinor } from '../money.js';
import { cancelOrder, captureOrder, createOrder, orderInquiryData, refundData, refundOrder } from '../orders.js';
import type { Order } from '../state.js';
import { parse, type ApiRouter } from './api.js';
import { amountOf, expiryOf, planPayment } from './payment-choice.js';
import { presentationOf } from './presentation.js';

function findOrder(ctx: SandboxContext, ids: { paymentRequestId?: string; acquiringOrderId?: string }): Order | undefined {
  if (ids.acquiringOrderId) return ctx.state.orders.get(ids.acquiringOrderId);
  return ids.paymentRequestId ? ctx.state.orderByPaymentRequestId(ids.paymentRequestId) : undefined;
}

const notFound = (ids: { paymentRequestId?: string; acquiringOrderId?: string }) =>
  fail(ErrorCode.NotFound, `order ${(ids.acquiringOrderId ?? ids.paymentRequestId ?? '').slice(0, 64)} does not exist`);

export function registerOrderRoutes(api: ApiRouter, ctx: SandboxContext): void {
  registerOrderCreate(api, ctx);
  registerOrderOperations(api, ctx);
}

function registerOrderCreate(api: ApiRouter, ctx: SandboxContext): void {
  api.post('/order/create', ({ body, baseUrl }) => {
    const { data: req, refusal } = parse(OrderCreateRequest, body);
    if (refusal) return refusal;
    return withIdempotency(ctx.state, 'paymentRequestId', req.paymentRequestId, body, () => {
      const amount = amountOf(req.orderAmount, req.orderCurrency, 'orderAmount');
      if (!amount.ok) return amount.refusal;
      const expiry = expiryOf(ctx, req.orderExpiredAt);
      if (expiry.refusal) return expiry.refusal;
      const payment = planPayment(ctx, { currency: req.orderCurrency, amount: req.orderAmount, amountField: 'orderAmount', userId: req.userInfo.userId, paymentInfo: req.paymentInfo }, amount.minor);
      if (payment.refusal) return payment.refusal;
      const plan = payment.plan;
      return createOrder(
        ctx,
        {
          paymentRequestId: req.paymentRequestId,
          merchantOrderId: req.merchantOrderId,
          amountMinor: amount.minor,
          currency: req.orderCurrency,
          description: req.orderDescription,
          captureMode: req.paymentInfo.captureMode ?? 'AUTOMATIC',
          notifyUrl: req.notifyUrl,
          payMethodType: req.paymentInfo.payMethodType,
          payMethodName: plan.kind === 'hosted' ? (plan.payMethodName ?? req.paymentInfo.payMethodName) : req.paymentInfo.payMethodName,
          expiresAt: expiry.at,
          presentation: presentationOf({ ...req, merchantId: req.merchantInfo.merchantId, description: req.orderDescription, amount: amount.normalized, currency: req.orderCurrency }),
          request: req as unknown as Record<string, unknown>,
        },
        plan.kind === 'token' ? plan : { kind: 'hosted', flow: plan.flow },
        baseUrl,
      );
    });
  });
}

/** inquiry, cancel, capture and refund of an existing order, and refund/inquiry. */
function registerOrderOperations(api: ApiRouter, ctx: SandboxContext): void {
  api.post('/order/inquiry', ({ body, baseUrl }) => {
    const { data: req, refusal } = parse(OrderInquiryRequest, body);
    if (refusal) return refusal;
    const order = findOrder(ctx, req);
    return order ? ok(orderInquiryData(order, baseUrl)) : notFound(req);
  });

  api.post('/order/cancel', ({ body }) => {
    const { data: req, refusal } = parse(OrderCancelRequest, body);
    if (refusal) return refusal;
    const order = findOrder(ctx, req);
    return order ? cancelOrder(ctx, order) : notFound(req);
  });

  api.post('/order/capture', ({ body }) => {
    const { data: req, refusal } = parse(OrderCaptureRequest, body);
    if (refusal) return refusal;
    const order = findOrder(ctx, req);
    if (!order) return notFound(req);
    const amount = toMinor(req.captureAmount, order.currency);
    if (amount === undefined) return fail(ErrorCode.InvalidFieldValue, `captureAmount: has more decimals than ${order.currency} allows`, { field: 'captureAmount' });
    return captureOrder(ctx, order, amount);
  });

  api.post('/order/refund', ({ body }) => {
    const { data: req, refusal } = parse(OrderRefundRequest, body);
    if (refusal) return refusal;
    return withIdempotency(ctx.state, 'refundRequestId', req.refundRequestId, body, () => {
      const order = findOrder(ctx, req);
      if (!order) return notFound(req);
      if (req.refundCurrency && req.refundCurrency !== order.currency) {
        return fail(ErrorCode.InvalidFieldValue, `refundCurrency: must be the order currency ${order.currency}`, { field: 'refundCurrency' });
      }
      const amount = toMinor(req.refundAmount, order.currency);
      if (amount === undefined) return fail(ErrorCode.InvalidFieldValue, `refundAmount: has more decimals than ${order.currency} allows`, { field: 'refundAmount' });
      return refundOrder(ctx, order, { refundRequestId: req.refundRequestId, amountMinor: amount, reason: req.refundReason, notifyUrl: req.notifyUrl });
    });
  });

  api.post('/refund/inquiry', ({ body }) => {
    const { data: req, refusal } = parse(RefundInquiryRequest, body);
    if (refusal) return refusal;
    const refund = req.refundRequestId
      ? ctx.state.refunds.get(req.refundRequestId)
      : [...ctx.state.refunds.values()].find((r) => r.refundId === req.refundId);
    const order = refund && ctx.state.orders.get(refund.acquiringOrderId);
    if (!refund || !order) return fail(ErrorCode.NotFound, `refund ${(req.refundRequestId ?? req.refundId ?? '').slice(0, 64)} does not exist`);
    return ok(refundData(refund, order));
  });
}

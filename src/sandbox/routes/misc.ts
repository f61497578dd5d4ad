/**
 * The operations the spec names only in its revision history, with a minimal behaviour:
 * - fraud-report/list: the sandbox has no fraud reports; an empty page.
 * - gamepin/fulfillment-inquiry: point top-ups are not simulated; every paymentRequestId
 *   of a paid order answers FULFILLED (at its completion time), an unpaid one PENDING,
 *   a closed one FAILED, and an unknown one A0028.
 * - GET /redirect: the signed point top-up redirect is not simulated; it answers a page
 *   saying so (HTTP 501), never an error trace.
 */
import type { Hono } from 'hono';
import { fail, ok } from '../../core/api/envelope.js';
import { ErrorCode } from '../../core/api/error-codes.js';
import { FraudReportListRequest, FulfillmentInquiryRequest } from '../../core/api/misc.js';
import type { SandboxContext } from '../context.js';
import { frameAncestors } from '../frame-ancestors.js';
import { pageResponse } from '../pages/html.js';
import { messagePage } from '../pages/message-page.js';
import { parse, type ApiRouter } from './api.js';

export function registerMiscRoutes(api: ApiRouter, app: Hono, ctx: SandboxContext): void {
  api.post('/fraud-report/list', ({ body }) => {
    const { data: req, refusal } = parse(FraudReportListRequest, body);
    if (refusal) return refusal;
    return ok({ pageNo: req.pageNo ?? 1, pageSize: req.pageSize ?? 20, total: 0, items: [] });
  });

  api.post('/gamepin/fulfillment-inquiry', ({ body }) => {
    const { data: req, refusal } = parse(FulfillmentInquiryRequest, body);
    if (refusal) return refusal;
    const order = ctx.state.orderByPaymentRequestId(req.paymentRequestId);
    if (!order) return fail(ErrorCode.NotFound, `order ${req.paymentRequestId.slice(0, 64)} does not exist`);
    const paid = ['PAY_SUCCESS', 'PARTIALLY_REFUNDED', 'REFUNDED'].includes(order.status);
    const pending = order.status === 'PAY_IN_PROGRESS' || order.status === 'AUTHORIZED';
    return ok({
      paymentRequestId: order.paymentRequestId,
      fulfillmentStatus: paid ? 'FULFILLED' : pending ? 'PENDING' : 'FAILED',
      ...(paid && order.completedAt ? { fulfilledAt: order.completedAt.toISOString() } : {}),
      ...(!paid && !pending ? { failedReason: `order is ${order.status}` } : {}),
    });
  });

  app.get('/redirect', () =>
    pageResponse(messagePage('Not simulated', 'The point top-up redirect is not simulated by the sandbox.'), 501, frameAncestors(ctx.options.frameAncestors)),
  );
}

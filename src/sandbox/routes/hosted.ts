/**
 * The hosted pages, on the sandbox's own origin:
 *   GET  /hosted/pay/:token        the card page, the authorization page, or the result
 *   POST /hosted/pay/:token        decision=approve|decline (authorization page form)
 *   POST /hosted/pay/:token/card   {number, expiry, cvc, name} from <acq-card-form>
 *   GET  /hosted/sandbox.css       the pages' stylesheet
 * (the management page is manage.ts). Each page may be framed by its merchant's origins
 * and loopback only (frame-ancestors.ts).
 */
import type { Context, Hono } from 'hono';
import type { SandboxContext } from '../context.js';
import { readTextLimited } from '../http.js';
import { isEncodedBody, isJsonMediaType } from '../../core/media-type.js';
import { authorizePage } from '../pages/authorize-page.js';
import { cardPage } from '../pages/card-page.js';
import { frameAncestors } from '../frame-ancestors.js';
import { shownTo } from './presentation.js';
import { pageResponse } from '../pages/html.js';
import { messagePage } from '../pages/message-page.js';
import { SANDBOX_CSS } from '../pages/sandbox.css.js';
import { PAY_METHODS } from '../pay-methods.js';
import { decide, isOpen, payWithCard, targetOf, type Target } from '../settlement.js';
import type { HostedPayment } from '../state.js';
import { checkSubmittedCard } from '../test-cards.js';
import type { AssetServer } from '../assets.js';

/** The merchant URLs of a payment: its page may be framed by their origins. */
function merchantUrls(payment: HostedPayment, target: Target): Array<string | undefined> {
  const { successRedirectUrl, failedRedirectUrl, cancelRedirectUrl } = payment.presentation;
  const notifyUrl = target.type === 'order' ? target.order.notifyUrl : target.subscription.notifyUrl;
  return [successRedirectUrl, failedRedirectUrl, cancelRedirectUrl, notifyUrl];
}

function resultPage(payment: HostedPayment, target: Target): string {
  const status = target.type === 'order' ? target.order.status : target.subscription.status;
  const succeeded = ['PAY_SUCCESS', 'AUTHORIZED', 'ACTIVE', 'PARTIALLY_REFUNDED', 'REFUNDED'].includes(status);
  return messagePage(
    succeeded ? 'Payment complete' : 'Payment not completed',
    `${payment.presentation.merchantDisplayName}: ${succeeded ? 'your payment was accepted' : 'the payment did not go through'} (${status}). You can close this page.`,
  );
}

/** Where the shopper goes after a decision: the merchant's URL, or this page (which then shows the result). */
function afterDecision(payment: HostedPayment, result: 'success' | 'failure', pageUrl: string): string {
  const url = result === 'success' ? payment.presentation.successRedirectUrl : payment.presentation.failedRedirectUrl;
  return url ?? pageUrl;
}

function methodLabel(ctx: SandboxContext, payment: HostedPayment, target: Target): string {
  // Brand names and card digits only: the sentence around them is in the session's language.
  if (payment.pendingCard) return payment.pendingCard.maskedCardInfo;
  const name = target.type === 'order' ? target.order.payMethodName : target.subscription.payMethodName;
  void ctx;
  return PAY_METHODS.find((m) => m.payMethodName === name)?.label ?? name ?? '';
}

const cardError = (status: number, code: string, message: string, field?: string) =>
  Response.json({ error: { code, message, ...(field ? { field } : {}) } }, { status, headers: { 'Cache-Control': 'no-store' } });

export function registerHostedRoutes(app: Hono, ctx: SandboxContext, assets: AssetServer): void {
  app.get('/hosted/sandbox.css', () => new Response(SANDBOX_CSS, { headers: { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=300' } }));

  const notFoundPage = () => pageResponse(messagePage('Link not valid', 'This payment link does not exist or has expired.'), 404, frameAncestors(ctx.options.frameAncestors));

  const lookup = (c: Context) => {
    const payment = ctx.state.payments.get(c.req.param('token') ?? '');
    const target = payment && targetOf(ctx, payment);
    if (!payment || !target) return undefined;
    const ancestors = frameAncestors(ctx.options.frameAncestors, merchantUrls(payment, target));
    return { payment, target, pageUrl: `${ctx.baseUrl(c.req.url)}/hosted/pay/${payment.token}`, ancestors };
  };

  app.get('/hosted/pay/:token', async (c) => {
    const found = lookup(c);
    if (!found) return notFoundPage();
    const { payment, target, pageUrl, ancestors } = found;
    if (!isOpen(target) || payment.stage === 'done') return pageResponse(resultPage(payment, target), 200, ancestors);
    const presentation = shownTo(payment.presentation, c.req.header('Accept-Language'));
    if (payment.stage === 'authorize') return pageResponse(authorizePage(presentation, pageUrl, methodLabel(ctx, payment, target)), 200, ancestors);
    const bundle = await assets.bundle();
    return pageResponse(cardPage(presentation, `${pageUrl}/card`, bundle), 200, ancestors, bundle.importMapHash ? [bundle.importMapHash] : []);
  });

  app.post('/hosted/pay/:token', async (c) => {
    const found = lookup(c);
    if (!found) return notFoundPage();
    const { payment, target, pageUrl, ancestors } = found;
    if (!isOpen(target) || payment.stage !== 'authorize') return c.redirect(pageUrl, 303);
    const form = new URLSearchParams((await readTextLimited(c.req.raw, 4096)) ?? '');
    const decision = form.get('decision');
    if (decision !== 'approve' && decision !== 'decline') {
      return pageResponse(messagePage('Choose Approve or Decline', 'The form must send decision=approve or decision=decline.'), 400, ancestors);
    }
    const result = decide(ctx, payment, target, decision === 'approve');
    return c.redirect(afterDecision(payment, result, pageUrl), 303);
  });

  app.post('/hosted/pay/:token/card', async (c) => {
    const found = lookup(c);
    if (!found) return cardError(404, 'not_found', 'This payment link does not exist or has expired.');
    const { payment, target, pageUrl } = found;
    if (!isOpen(target) || payment.stage !== 'card') return cardError(409, 'payment_closed', 'This payment is no longer waiting for a card.');
    if (!isJsonMediaType(c.req.header('content-type')) || isEncodedBody(c.req.header('content-encoding'))) return cardError(415, 'unsupported_content_type', 'Send the card as application/json, not encoded.');
    const text = await readTextLimited(c.req.raw, 16 * 1024);
    let input: Record<string, unknown>;
    try {
      input = JSON.parse(text ?? '') as Record<string, unknown>;
      if (typeof input !== 'object' || input === null) throw new Error('not an object');
    } catch {
      return cardError(400, 'invalid_request', 'The card must be a JSON object {number, expiry, cvc, name}.');
    }
    const str = (v: unknown) => (typeof v === 'string' ? v : '');
    const check = checkSubmittedCard({ number: str(input.number), expiry: str(input.expiry), cvc: str(input.cvc), name: str(input.name) }, ctx.clock.now());
    if (!check.ok) return cardError(400, check.reason, `The card ${check.field} is ${check.reason}.`, check.field);
    // Re-checked after the await above: another submission may have decided meanwhile.
    if (!isOpen(target) || payment.stage !== 'card') return cardError(409, 'payment_closed', 'This payment is no longer waiting for a card.');
    const result = payWithCard(ctx, payment, target, check.card);
    const redirectUrl = result === 'challenge' ? pageUrl : afterDecision(payment, result, pageUrl);
    return c.json({ redirectUrl, status: result }, 200, { 'Cache-Control': 'no-store' });
  });
}

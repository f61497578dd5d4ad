/**
 * The subscription management page (the managementUrl of subscription/manage):
 *   GET  /hosted/manage/:token   details, in the subscription's cashierLanguage
 *   POST /hosted/manage/:token   action=cancel → the confirmation step ("Cancel this
 *                                subscription?"), nothing changed
 *                                action=confirm&confirmation=… → USER_CANCELLED, then the
 *                                page with a notice and the link back to the merchant
 * One request never cancels: the confirm must carry the secret only the confirmation step
 * shows (one per link), else 400 and nothing changes; a confirm once cancelled (a second
 * click, another tab) shows the page as it is. The link expires after one day of clock
 * time. Framed only by the merchant's origins and loopback (frame-ancestors.ts).
 */
import type { Context, Hono } from 'hono';
import type { SandboxContext } from '../context.js';
import { frameAncestors } from '../frame-ancestors.js';
import { readTextLimited, sameSecret } from '../http.js';
import { newPageToken } from '../ids.js';
import { fromMinor } from '../money.js';
import { pageResponse } from '../pages/html.js';
import { managePage, type ManageStep } from '../pages/manage-page.js';
import { messagePage } from '../pages/message-page.js';
import type { ManagementLink, Subscription } from '../state.js';
import { cancelSubscription } from '../subscriptions.js';
import { pageLanguage } from './presentation.js';

interface Found {
  link: ManagementLink;
  sub: Subscription;
}

export function registerManageRoutes(app: Hono, ctx: SandboxContext): void {
  const lookup = (c: Context): Found | undefined => {
    const link = ctx.state.managementLinks.get(c.req.param('token') ?? '');
    if (!link || link.expiresAt.getTime() <= ctx.clock.now().getTime()) return undefined;
    const sub = ctx.state.subscriptions.get(link.subscriptionId);
    return sub && { link, sub };
  };

  const notFound = () =>
    pageResponse(
      messagePage('Link not valid', 'This management link does not exist or has expired. Ask the merchant for a new one.'),
      404,
      frameAncestors(ctx.options.frameAncestors),
    );

  const render = (c: Context, { link, sub }: Found, status: number, step?: ManageStep) => {
    const presentation = sub.payment?.presentation;
    const managementUrl = stringField(sub.request, 'subscriptionManagementUrl');
    const view = {
      merchantDisplayName: presentation?.merchantDisplayName ?? `Merchant ${ctx.options.merchantId}`,
      description: sub.plan.description,
      amount: fromMinor(sub.plan.amountMinor, sub.currency),
      currency: sub.currency,
      status: sub.status,
      nextPaymentAt: sub.status === 'ACTIVE' ? sub.nextPaymentAt?.toISOString() : undefined,
      cancellable: sub.status === 'ACTIVE',
      language: pageLanguage(presentation?.language ?? languageOf(sub.request), c.req.header('Accept-Language')),
      backUrl: managementUrl ?? presentation?.successRedirectUrl,
    };
    const urls = [managementUrl, presentation?.successRedirectUrl, presentation?.failedRedirectUrl, presentation?.cancelRedirectUrl, sub.notifyUrl];
    return pageResponse(managePage(view, `${ctx.baseUrl(c.req.url)}/hosted/manage/${link.token}`, step), status, frameAncestors(ctx.options.frameAncestors, urls));
  };

  app.get('/hosted/manage/:token', (c) => {
    const found = lookup(c);
    return found ? render(c, found, 200) : notFound();
  });

  app.post('/hosted/manage/:token', async (c) => {
    const found = lookup(c);
    if (!found) return notFound();
    const form = new URLSearchParams((await readTextLimited(c.req.raw, 4096)) ?? '');
    const action = form.get('action');
    if (action === 'cancel') {
      // The first step asks; cancelled already, the page shows the state as it is.
      if (found.sub.status !== 'ACTIVE') return render(c, found, 200);
      found.link.confirmation ??= newPageToken();
      return render(c, found, 200, { confirmation: found.link.confirmation });
    }
    // A confirm without the step's secret (forged, or a form of another link) changes nothing.
    if (action !== 'confirm' || !found.link.confirmation || !sameSecret(form.get('confirmation'), found.link.confirmation)) return render(c, found, 400);
    // Cancelled already (a second click, another tab): the page shows the state as it is.
    if (found.sub.status !== 'ACTIVE') return render(c, found, 200);
    const answer = cancelSubscription(ctx, found.sub, 'USER_CANCELLED');
    return render(c, found, answer.code === '0' ? 200 : 409, answer.code === '0' ? 'cancelled' : undefined);
  });
}

function stringField(record: Record<string, unknown>, key: string): string | undefined {
  const value = record[key];
  return typeof value === 'string' && value ? value : undefined;
}

/** The create request's paymentInfo.cashierLanguage (a subscription paid by token has no page). */
function languageOf(request: Record<string, unknown>): string | undefined {
  const info = request.paymentInfo;
  return typeof info === 'object' && info !== null ? stringField(info as Record<string, unknown>, 'cashierLanguage') : undefined;
}

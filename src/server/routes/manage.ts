/**
 * The routes of a subscription page (`subscription-manage` sessions), mounted under
 * `/sessions` before the checkout routes: each answers only for an `ms_` id (a manage
 * session's shape), and hands every other id on, unread, to the checkout routes (which
 * 404 what they do not know); no `ms_` id goes on to them. The browser names nothing but the session id and, for a change, one of the
 * plans the merchant's server listed.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { ProxyEnv } from '../http/env.js';
import { requireNoFields } from '../http/http.js';
import { loadManageSession, sessionNotFound } from '../http/session-loader.js';
import { limitedBy, limitPerClient, type SharedRateLimiter } from '../http/rate-limit.js';
import { widgetJsonBody } from '../http/widget-body.js';
import type { ProxyContext } from '../proxy-context.js';
import { streamManageViews } from '../results/manage-events.js';
import { holdChangesForCancel } from '../attempt/cancel-hold.js';
import { closeChangesOfPage } from '../attempt/close-changes.js';
import { cancelManaged } from '../session/manage-cancel.js';
import { changePlanSession, readChangePlan } from '../session/manage-change.js';
import { reusableManageLink } from '../session/manage-link.js';
import type { ManageSessionRecord } from '../session/manage-session.js';
import { isManageSessionId } from '../session/session-id.js';
import { embeddedManageView } from '../view/page-view.js';
import { budgetedStream, type OpenStreams } from './events.js';

type ManageHandler = (c: Context<ProxyEnv>, session: ManageSessionRecord) => Promise<Response>;

/**
 * Runs the handler for a manage session (its JSON body read first for a POST). Only an
 * `ms_` id is looked up: any other goes on untouched (no store read on the checkout's
 * hot path), and an `ms_` id that names no live page is a 404 here, never the checkout's.
 */
function forManage(ctx: ProxyContext, handler: ManageHandler): MiddlewareHandler<ProxyEnv> {
  return async (c, next) => {
    const id = c.req.param('id') ?? '';
    if (!isManageSessionId(id)) return next();
    const session = await loadManageSession(ctx, id);
    let response: Response | undefined;
    await widgetJsonBody(c, async () => {
      response = await handler(c, session);
    });
    return response;
  };
}

export interface ManageRouteDeps {
  streams: OpenStreams;
  payLimiter: SharedRateLimiter;
  /** The per-client limit of cancels and management links, shared with the checkout's routes. */
  actions: MiddlewareHandler<ProxyEnv>;
}

export function manageRoutes(ctx: ProxyContext, deps: ManageRouteDeps): Hono<ProxyEnv> {
  const app = new Hono<ProxyEnv>();
  // The checkout view's budget: a page's view costs an acquirer inquiry (shared for inquiryIntervalMs).
  const views = limitPerClient(ctx.store, ctx.options, { name: 'view', capacity: ctx.budgets.viewPerMinute, windowMs: 60_000, message: 'Too many views; wait a moment' });
  app.get(
    '/:id',
    forManage(
      ctx,
      within(views, async (c, session) => {
        // As the checkout's view: the first screen's strings and catalog for the element's `language` and the browser's languages.
        const languages = { language: c.req.query('language'), acceptLanguage: c.req.header('Accept-Language') };
        return c.json(await embeddedManageView(ctx, session, languages));
      }),
    ),
  );

  app.post(
    '/:id/subscription/cancel',
    forManage(
      ctx,
      within(deps.actions, async (c, session) => {
        requireNoFields(c.get('body'));
        const release = await holdChangesForCancel(ctx, session);
        try {
          const view = await cancelManaged(ctx, session);
          // Only once cancelled (a refusal throws above); every repeat closes what is still open.
          await closeChangesOfPage(ctx, session);
          return c.json(view);
        } finally {
          await release();
        }
      }),
    ),
  );

  // A change makes a payable session (after an acquirer inquiry), and a cancelled one makes another: the pay budget counts them.
  const changeBudget = limitedBy(deps.payLimiter, ctx.options, 'Too many plan changes; wait a moment');
  app.post(
    '/:id/subscription/change',
    forManage(
      ctx,
      within(changeBudget, async (c, session) => c.json(await changePlanSession(ctx, session, readChangePlan(c.get('body')).planId))),
    ),
  );

  // The acquirer's page to update the payment method: one URL per page session until near its expiry.
  app.get(
    '/:id/manage',
    forManage(
      ctx,
      within(deps.actions, async (c, session) => c.json(await reusableManageLink(ctx, session, session.subscriptionId))),
    ),
  );

  // Opening a stream reads the view: within the views' budget too, so that reopening one that failed is bounded.
  app.get('/:id/events', forManage(ctx, within(views, manageEvents(ctx, deps.streams))));

  // A page's id on a route pages do not have (pay, status, cancel…): refused here, by its shape.
  const checkoutOnly: MiddlewareHandler<ProxyEnv> = async (c, next) => {
    if (isManageSessionId(c.req.param('id') ?? '')) throw sessionNotFound();
    await next();
  };
  app.use('/:id', checkoutOnly);
  app.use('/:id/*', checkoutOnly);
  return app;
}

/** The handler behind a per-client limit (429 with Retry-After before it runs). */
function within(limit: MiddlewareHandler<ProxyEnv>, handler: ManageHandler): ManageHandler {
  return async (c, session) => {
    let answer: Response | undefined;
    await limit(c, async () => {
      answer = await handler(c, session);
    });
    return answer!;
  };
}

/**
 * `GET sessions/:id/events` of a subscription page: its views as `event: view`, within
 * the checkout streams' budget (slots per session and client, 429 beyond; a lifetime).
 */
function manageEvents(ctx: ProxyContext, streams: OpenStreams): ManageHandler {
  return async (c, session) =>
    budgetedStream(ctx, c, streams, { sessionId: session.id, busyMessage: 'Too many event streams open; load the view instead' }, (stream, keepAlive) =>
      streamManageViews(ctx, stream, session, { lifetimeMs: ctx.budgets.streamLifetimeMs, retryMs: ctx.budgets.streamRetryMs, keepAlive }),
    );
}

import { Hono } from 'hono';
import { refreshStatusWithin } from '../attempt/attempt-resolve.js';
import { cancelSession } from '../attempt/cancel.js';
import { pay, readPayRequest } from '../attempt/pay.js';
import { allowOnly } from '../http/allowed-methods.js';
import { widgetCors } from '../http/cors.js';
import type { ProxyEnv } from '../http/env.js';
import { requireNoFields } from '../http/http.js';
import { limitedBy, limitPerClient, type SharedRateLimiter } from '../http/rate-limit.js';
import { sessionLoader } from '../http/session-loader.js';
import { widgetBodyLimit, widgetJsonBody } from '../http/widget-body.js';
import type { ProxyContext } from '../proxy-context.js';
import { manageUrl } from '../session/manage.js';
import { sessionView } from '../view/view.js';
import { statusEvents, type OpenStreams } from './events.js';
import { manageRoutes } from './manage.js';

export interface WidgetRouteDeps {
  payLimiter: SharedRateLimiter;
  streams: OpenStreams;
}

/**
 * The routes the browser calls, mounted at `/sessions`: origin and CORS, body limits and
 * the session loaded before any route runs; the browser names nothing but the session id.
 */
export function widgetRoutes(ctx: ProxyContext, deps: WidgetRouteDeps): Hono<ProxyEnv> {
  const app = new Hono<ProxyEnv>();
  app.use('*', widgetCors(ctx.options), widgetBodyLimit);
  for (const [path, method] of Object.entries(ROUTE_METHODS)) app.use(path, allowOnly(method));
  const perMinute = (name: string, capacity: number, message: string) =>
    limitPerClient(ctx.store, ctx.options, { name, capacity, windowMs: 60_000, message });
  // Cancels and management links, checkout's and pages' alike: one budget per client.
  const actions = perMinute('actions', ctx.budgets.actionsPerMinute, 'Too many cancels or management links; wait a moment');
  // Subscription pages first: they answer their own ids and hand every other on.
  app.route('/', manageRoutes(ctx, { streams: deps.streams, payLimiter: deps.payLimiter, actions }));
  app.use('/:id/*', widgetJsonBody, sessionLoader(ctx));
  app.use('/:id', sessionLoader(ctx));

  app.get('/:id', perMinute('view', ctx.budgets.viewPerMinute, 'Too many views; wait a moment'), async (c) => {
    // The element sends its `language` attribute; Accept-Language stands for the browser's languages.
    const languages = { language: c.req.query('language'), acceptLanguage: c.req.header('Accept-Language') };
    c.header('Vary', 'Accept-Language', { append: true });
    return c.json(await sessionView(ctx, c.get('session'), languages));
  });

  app.post('/:id/pay', limitedBy(deps.payLimiter, ctx.options, 'Too many pay calls; wait a moment'), async (c) =>
    c.json(await pay(ctx, c.get('session'), readPayRequest(c.get('body')))),
  );

  app.get('/:id/status', perMinute('status', ctx.budgets.statusPerMinute, 'Too many status calls; wait a moment'), async (c) =>
    c.json(await refreshStatusWithin(ctx, c.get('session'))),
  );

  app.post('/:id/cancel', actions, async (c) => {
    requireNoFields(c.get('body'));
    return c.json(await cancelSession(ctx, c.get('session')));
  });

  app.get('/:id/manage', actions, async (c) => c.json(await manageUrl(ctx, c.get('session'))));

  app.get('/:id/events', statusEvents(ctx, deps.streams));
  return app;
}

/** The one method each widget route takes (OPTIONS, the preflight, is answered by widgetCors before). */
const ROUTE_METHODS: Record<string, 'GET' | 'POST'> = {
  '/:id': 'GET',
  '/:id/pay': 'POST',
  '/:id/status': 'GET',
  '/:id/cancel': 'POST',
  '/:id/manage': 'GET',
  '/:id/events': 'GET',
  '/:id/subscription/cancel': 'POST',
  '/:id/subscription/change': 'POST',
};

import { Hono } from 'hono';
import { refreshStatus } from '../attempt/attempt-resolve.js';
import { cancelSession } from '../attempt/cancel.js';
import { pay, readPayRequest } from '../attempt/pay.js';
import { ProxyHttpError } from '../errors.js';
import { clientKeyOf } from '../http/client-key.js';
import { widgetCors } from '../http/cors.js';
import type { ProxyEnv } from '../http/env.js';
import { requireNoFields } from '../http/http.js';
import type { SharedRateLimiter } from '../http/rate-limit.js';
import { sessionLoader } from '../http/session-loader.js';
import { widgetBodyLimit, widgetJsonBody } from '../http/widget-body.js';
import type { ProxyContext } from '../proxy-context.js';
import { manageUrl } from '../session/manage.js';
import { sessionView } from '../view/view.js';
import { statusEvents, type OpenStreams } from './events.js';

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
  app.use('/:id/*', widgetJsonBody, sessionLoader(ctx));
  app.use('/:id', sessionLoader(ctx));

  app.get('/:id', async (c) => {
    // The element sends its `language` attribute; Accept-Language stands for the browser's languages.
    const languages = { language: c.req.query('language'), acceptLanguage: c.req.header('Accept-Language') };
    c.header('Vary', 'Accept-Language', { append: true });
    return c.json(await sessionView(ctx, c.get('session'), languages));
  });

  app.post('/:id/pay', async (c) => {
    const limit = await deps.payLimiter.take(clientKeyOf(c.req.raw, c.env, ctx.options));
    if (!limit.allowed) {
      c.header('Retry-After', String(Math.ceil(limit.retryAfterMs / 1000)));
      throw new ProxyHttpError(429, 'rate_limited', 'error.generic', 'Too many pay calls; wait a moment');
    }
    return c.json(await pay(ctx, c.get('session'), readPayRequest(c.get('body'))));
  });

  app.get('/:id/status', async (c) => c.json(await refreshStatus(ctx, c.get('session'))));

  app.post('/:id/cancel', async (c) => {
    requireNoFields(c.get('body'));
    return c.json(await cancelSession(ctx, c.get('session')));
  });

  app.get('/:id/manage', async (c) => c.json(await manageUrl(ctx, c.get('session'))));

  app.get('/:id/events', statusEvents(ctx, deps.streams));
  return app;
}

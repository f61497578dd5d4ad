/**
 * The sandbox as a hono app: /api/v1 (the spec's endpoints, behind X-API-KEY and
 * X-API-VERSION), the hosted pages, the CDN assets, the test routes under /sandbox,
 * and /redirect. Every failure is an envelope or a plain page, never a stack trace.
 */
import { Hono } from 'hono';
import { fail } from '../core/api/envelope.js';
import { ErrorCode } from '../core/api/error-codes.js';
import type { AssetServer } from './assets.js';
import type { SandboxContext } from './context.js';
import { checkCredentials, envelopeResponse } from './http.js';
import { registerAdminRoutes } from './routes/admin.js';
import { apiRouter } from './routes/api.js';
import { registerChargebackRoutes } from './routes/chargebacks.js';
import { registerConfigRoutes } from './routes/config.js';
import { registerHostedRoutes } from './routes/hosted.js';
import { registerManageRoutes } from './routes/manage.js';
import { registerMiscRoutes } from './routes/misc.js';
import { registerOrderRoutes } from './routes/orders.js';
import { registerSubscriptionRoutes } from './routes/subscriptions.js';
import { registerTokenizationRoutes } from './routes/tokenization.js';

export function createApp(ctx: SandboxContext, assets: AssetServer): Hono {
  const app = new Hono();

  app.use('/api/v1/*', async (c, next) => {
    const credentials = checkCredentials(c.req.raw.headers, ctx.options);
    if (!credentials.ok) return envelopeResponse(c, credentials.envelope, credentials.status);
    await next();
  });

  const api = apiRouter(app, ctx);
  registerOrderRoutes(api, ctx);
  registerSubscriptionRoutes(api, ctx);
  registerTokenizationRoutes(api, ctx);
  registerConfigRoutes(api, ctx);
  registerChargebackRoutes(api, app, ctx);
  registerMiscRoutes(api, app, ctx);
  registerHostedRoutes(app, ctx, assets);
  registerManageRoutes(app, ctx);
  registerAdminRoutes(app, ctx);

  app.get('/assets/*', async (c) => {
    const response = await assets.serve(c.req.path.slice('/assets/'.length));
    return response ?? c.text('not found', 404);
  });

  app.notFound((c) =>
    envelopeResponse(c, fail(ErrorCode.InternalError, `no operation ${c.req.method} ${c.req.path.slice(0, 128)}`, { path: c.req.path.slice(0, 128) }), 404),
  );
  app.onError((error, c) => {
    // The message may name internals; the log keeps it, the answer does not.
    console.error('[sandbox] unexpected error on', c.req.method, c.req.path, error instanceof Error ? error.message : 'error');
    return envelopeResponse(c, fail(ErrorCode.InternalError, 'internal error of the sandbox'), 500);
  });
  return app;
}

import type { MiddlewareHandler } from 'hono';
import { ProxyHttpError } from '../errors.js';
import type { ResolvedProxyOptions } from '../proxy-options.js';
import type { ProxyEnv } from './env.js';
import { isOriginAllowed, refusedOriginMessage } from './origins.js';

/**
 * The widget routes' origin check and CORS: a page on an origin the merchant did not
 * allow is refused (403) before anything is read; preflights are answered here.
 */
export function widgetCors(opts: ResolvedProxyOptions): MiddlewareHandler<ProxyEnv> {
  return async (c, next) => {
    const origin = c.req.header('Origin');
    if (origin && !mayCall(origin, c.req.url, opts)) {
      throw new ProxyHttpError('origin_not_allowed', refusedOriginMessage(origin));
    }
    if (origin) {
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Vary', 'Origin');
    }
    if (c.req.method === 'OPTIONS') {
      c.header('Access-Control-Allow-Methods', 'GET, POST');
      c.header('Access-Control-Allow-Headers', 'Content-Type');
      c.header('Access-Control-Max-Age', '600');
      return c.body(null, 204);
    }
    await next();
  };
}

/** Whether a page at `origin` may call the proxy answering at `requestUrl`: its own origins, allowedOrigins, loopback in development. */
export function mayCall(origin: string, requestUrl: string, opts: Pick<ResolvedProxyOptions, 'publicUrl' | 'allowedOrigins' | 'allowLoopbackOrigins'>): boolean {
  const own = [new URL(requestUrl).origin, new URL(opts.publicUrl).origin];
  return isOriginAllowed(origin, { allowed: opts.allowedOrigins, own, allowLoopback: opts.allowLoopbackOrigins });
}

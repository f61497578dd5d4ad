import type { MiddlewareHandler } from 'hono';
import { ProxyHttpError } from '../errors.js';
import type { ProxyEnv } from './env.js';

/**
 * A route takes one method: any other is a 405 naming it in Allow, before the session is
 * read. HEAD included: hono would run the GET handler for it, and an event stream
 * answered to a HEAD is never read, so it would stay open for good.
 */
export function allowOnly(method: 'GET' | 'POST'): MiddlewareHandler<ProxyEnv> {
  return async (c, next) => {
    if (c.req.raw.method !== method) {
      c.header('Allow', method);
      throw new ProxyHttpError('method_not_allowed', `This route takes ${method} only`);
    }
    await next();
  };
}

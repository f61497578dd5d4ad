import type { MiddlewareHandler } from 'hono';
import { inRequestScope, type Logger } from '../log/logger.js';
import { randomBase64Url } from '../session/session-id.js';
import { SECURITY_HEADERS } from './http.js';
import type { ProxyEnv } from './env.js';

/** Every answer: a request id (in the logs' scope and the X-Request-Id header), the security headers and one log line. */
export function requestLog(log: Logger): MiddlewareHandler<ProxyEnv> {
  return async (c, next) => {
    const started = Date.now();
    const requestId = `req_${randomBase64Url(9)}`;
    c.set('requestId', requestId);
    await inRequestScope(requestId, next);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
    c.res.headers.set('X-Request-Id', requestId);
    log({ level: 'info', msg: 'request', requestId, method: c.req.method, path: new URL(c.req.url).pathname, status: c.res.status, ms: Date.now() - started });
  };
}

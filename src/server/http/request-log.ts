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
    if (c.res.headers.get('Content-Type')?.startsWith('text/event-stream')) unbufferedStream(c.res.headers);
    c.res.headers.set('X-Request-Id', requestId);
    log({ level: 'info', msg: 'request', requestId, method: c.req.method, path: new URL(c.req.url).pathname, status: c.res.status, ms: Date.now() - started });
  };
}

/**
 * An event stream must reach the browser event by event. A compression middleware in front
 * of the proxy (Express's `compression()`) holds it back until the stream ends unless told
 * `no-transform`; nginx buffers it unless told `X-Accel-Buffering: no` (found by the
 * merchant audit: the status arrived in one piece after the payment had settled).
 */
function unbufferedStream(headers: Headers): void {
  headers.set('Cache-Control', 'no-store, no-transform');
  headers.set('X-Accel-Buffering', 'no');
}

import type { Context } from 'hono';
import { AcquirerError, AcquirerProtocolError, AcquirerUnavailableError, ProxyHttpError } from '../errors.js';
import { describeError } from '../log/background.js';
import type { Logger } from '../log/logger.js';
import { StoreUnavailableError } from '../store/redis-errors.js';
import type { ProxyEnv } from './env.js';
import { proxyErrorBody } from './http.js';

/** Every failure becomes a ProxyError body: a stable code, a message key, a safe message. */
export function errorResponse(c: Context<ProxyEnv>, error: unknown, log: Logger): Response {
  const requestId = c.get('requestId');
  const answer = (status: number, code: string, messageKey: string, message: string) =>
    c.json(proxyErrorBody(code, messageKey, message, requestId), status as 400);
  if (error instanceof ProxyHttpError) return answer(error.status, error.code, error.messageKey, error.message);
  log({ level: 'error', msg: 'route failed', requestId, error: describeError(error) });
  if (error instanceof AcquirerUnavailableError) return answer(error.reason === 'timeout' ? 504 : 503, error.code, error.messageKey, error.message);
  if (error instanceof StoreUnavailableError) return answer(503, error.code, error.messageKey, 'The session store is unavailable; try again shortly');
  if (error instanceof AcquirerProtocolError) return answer(502, error.code, error.messageKey, 'The acquirer answered something unreadable');
  if (error instanceof AcquirerError) return answer(502, error.code, error.messageKey, error.message);
  return answer(500, 'internal', 'error.generic', 'Something went wrong');
}

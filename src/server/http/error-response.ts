import type { Context } from 'hono';
import { PROXY_ERRORS, type ProxyErrorCode } from '../../core/contract/proxy-errors.js';
import { answerToRepeat, ProxyHttpError, RepeatedAnswerError } from '../errors.js';
import { describeError } from '../log/background.js';
import type { Logger } from '../log/logger.js';
import type { ProxyEnv } from './env.js';
import { proxyErrorBody } from './http.js';

/** Every failure becomes a ProxyError body (errors.ts maps each kind): a stable code, a message key, a safe message. */
export function errorResponse(c: Context<ProxyEnv>, error: unknown, log: Logger): Response {
  // The client hung up while its body was read: its doing, not a failure (anyone could fill the error log and the 5xx count so).
  // Only that error: a real failure after a client left is still logged.
  if (isAbortedRequest(error)) return refusalResponse(c, 'request_aborted', 'The client closed the request before its body arrived');
  const requestId = c.get('requestId');
  const answer = answerToRepeat(error);
  // A refusal the proxy chose (ProxyHttpError) is an answer, not a failure to log; a repeated one was logged when it happened.
  if (!(error instanceof ProxyHttpError || error instanceof RepeatedAnswerError)) log({ level: 'error', msg: 'route failed', requestId, error: describeError(error) });
  return c.json(proxyErrorBody(answer.code, answer.messageKey, answer.message, requestId), answer.status as 400);
}

/** A refusal answered by code, where there is nothing to throw from (a body limit's callback, the not-found handler). */
export function refusalResponse(c: Context<ProxyEnv>, code: ProxyErrorCode, message: string): Response {
  const { status, messageKey } = PROXY_ERRORS[code];
  return c.json(proxyErrorBody(code, messageKey, message, c.get('requestId')), status);
}

/** Node's error for a request body cut off by its client (IncomingMessage 'aborted'). */
function isAbortedRequest(error: unknown): boolean {
  return error instanceof Error && (error as { code?: string }).code === 'ECONNRESET' && error.message === 'aborted';
}

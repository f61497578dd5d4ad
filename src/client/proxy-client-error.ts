/**
 * Every way a proxy call can fail, as one typed error the elements can show: the proxy's
 * own ProxyError body when there is one, else a widget code. Structurally a FlowError.
 */

import type { ProxyErrorCode } from '../core/contract/proxy-errors.js';

export type ProxyClientErrorCode =
  /** fetch rejected: offline, DNS, CORS, connection reset. */
  | 'network_error'
  /** No complete answer within timeoutMs. */
  | 'timeout'
  /** The caller's signal aborted the call. */
  | 'aborted'
  /** A 2xx answer that is not JSON or not the expected shape. */
  | 'bad_response'
  /** A non-2xx answer without a ProxyError body. */
  | 'http_error'
  /** Otherwise: ProxyError.error.code (session_not_found, A0048, …). */
  | (string & {});

export interface ProxyClientErrorInit {
  code: ProxyClientErrorCode;
  messageKey: string;
  message: string;
  /** HTTP status; 0 when no answer arrived. */
  status: number;
  retryable: boolean;
  requestId?: string;
}

export class ProxyClientError extends Error {
  readonly code: ProxyClientErrorCode;
  readonly messageKey: string;
  readonly status: number;
  readonly retryable: boolean;
  readonly requestId: string | undefined;

  constructor(init: ProxyClientErrorInit) {
    super(init.message);
    this.name = 'ProxyClientError';
    this.code = init.code;
    this.messageKey = init.messageKey;
    this.status = init.status;
    this.retryable = init.retryable;
    this.requestId = init.requestId;
  }
}

export function isProxyClientError(value: unknown): value is ProxyClientError {
  return value instanceof ProxyClientError;
}

/** Server trouble and throttling may pass; a 4xx is the request's own fault and will not. */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

export function networkError(cause: unknown): ProxyClientError {
  const detail = cause instanceof Error ? `: ${cause.message}` : '';
  return new ProxyClientError({
    code: 'network_error',
    messageKey: 'error.network',
    message: `The proxy could not be reached${detail}`,
    status: 0,
    retryable: true,
  });
}

export function timeoutError(timeoutMs: number): ProxyClientError {
  return new ProxyClientError({
    code: 'timeout',
    messageKey: 'error.network',
    message: `The proxy did not answer within ${timeoutMs} ms`,
    status: 0,
    retryable: true,
  });
}

export function abortedError(): ProxyClientError {
  return new ProxyClientError({
    code: 'aborted',
    messageKey: 'error.generic',
    message: 'The request was aborted',
    status: 0,
    retryable: false,
  });
}

export function badResponseError(status: number, detail: string): ProxyClientError {
  return new ProxyClientError({
    code: 'bad_response',
    messageKey: 'error.generic',
    message: `The proxy answered something unexpected: ${detail}`,
    status,
    retryable: false,
  });
}

/**
 * Proxy codes that no retry can fix, with what the shopper reads instead of the proxy's
 * message key: the merchant's server is misconfigured (the acquirer refused its API key,
 * merchant id or API version; older proxies pass the acquirer's B0008–B0010 on as is).
 * A 502 would otherwise offer a "Try again" that cannot work.
 */
const MERCHANT_SETUP_CODES: ReadonlySet<string> = new Set<ProxyErrorCode | 'B0008' | 'B0009' | 'B0010'>(['merchant_misconfigured', 'B0008', 'B0009', 'B0010']);

/** The merchant's setup, not the shopper or the network, stops the payment: only the merchant can fix it. */
export function isMerchantSetupError(error: { code: string }): boolean {
  return MERCHANT_SETUP_CODES.has(error.code);
}

/** A non-2xx answer: its ProxyError body when it has one, else a generic http_error. */
export function errorOfAnswer(status: number, body: unknown): ProxyClientError {
  const error = proxyErrorOf(body);
  if (!error) {
    return new ProxyClientError({
      code: 'http_error',
      messageKey: 'error.generic',
      message: `The proxy answered HTTP ${status}`,
      status,
      retryable: isRetryableStatus(status),
    });
  }
  const setup = isMerchantSetupError(error);
  return new ProxyClientError({
    code: error.code,
    messageKey: setup ? 'error.setup' : text(error.messageKey) ?? 'error.generic',
    message: text(error.message) ?? `The proxy answered HTTP ${status} (${error.code})`,
    status,
    retryable: !setup && isRetryableStatus(status),
    requestId: text(error.requestId),
  });
}

/**
 * The error of a ProxyError body, of which only the code is required here: a body with a
 * code and a request id but no message key (or from a proxy newer than this widget) still
 * names its cause.
 */
function proxyErrorOf(body: unknown): { code: string; messageKey?: unknown; message?: unknown; requestId?: unknown } | undefined {
  const error = (body as { error?: { code?: unknown } } | null)?.error;
  return typeof error?.code === 'string' ? (error as { code: string }) : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** The first thing a contract schema found wrong in an answer ("status.updatedAt: …"), for badResponseError. */
export function contractIssue(error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> }): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}` : 'wrong shape';
}

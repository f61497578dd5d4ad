/**
 * Typed errors of the proxy and the acquirer client. Every message here is safe to
 * show or log: it never carries the API key, a stack trace or card data.
 */
import { PROXY_ERRORS, type MessageKey, type ProxyErrorCode } from '../core/contract/proxy-errors.js';
import { StoreUnavailableError } from './store/redis-errors.js';

/** The acquirer answered with a non-zero envelope code (a business refusal). Never retried. */
export class AcquirerError extends Error {
  override readonly name = 'AcquirerError';
  constructor(
    /** The envelope code, e.g. "A0048". */
    readonly code: string,
    /** i18n key the widget localizes, e.g. "error.changeInPayment". */
    readonly messageKey: string,
    message: string,
    /** The acquirer path that answered, e.g. "/api/v1/order/create". */
    readonly path?: string,
    /** The acquirer's own words (its envelope's msg), for the merchant's log only: never sent to the browser. */
    readonly detail?: string,
  ) {
    super(message);
  }
}

/**
 * The acquirer refused the merchant's own configuration, not this request: a bad API key
 * (B0008), a merchantId that is not the key's merchant (B0009) or an API version it does
 * not speak (B0010); also a 401/403 answered without an envelope, and a 404 (bare, or
 * D0002) for a path of its API, which means baseUrl is not the API's address. Nothing the shopper does
 * can fix it, so it is never retried, by the client or the widget ("Try again" cannot work).
 */
export class MerchantMisconfiguredError extends AcquirerError {
  constructor(
    /** The acquirer's code ("B0008", "D0002") or "HTTP 401" / "HTTP 404" when it answered no envelope. */
    readonly acquirerCode: string,
    path?: string,
  ) {
    super('merchant_misconfigured', 'error.generic', "The acquirer refused the merchant's configuration (API key, merchant id, API version or base URL)", path);
  }
}

/** The acquirer could not be reached, timed out or kept answering 5xx after every retry. */
export class AcquirerUnavailableError extends Error {
  override readonly name = 'AcquirerUnavailableError';
  readonly code = 'acquirer_unavailable';
  readonly messageKey: string;
  constructor(
    /** What failed on the last try: 'timeout' | 'network' | 'http_5xx'. */
    readonly reason: 'timeout' | 'network' | 'http_5xx',
    /** How many requests were sent in total (1 + retries). */
    readonly tries: number,
    readonly path?: string,
  ) {
    super(`The acquirer did not answer (${reason}) after ${tries} ${tries === 1 ? 'try' : 'tries'}`);
    this.messageKey = reason === 'timeout' ? 'error.timeout' : 'error.unavailable';
  }
}

/** The acquirer answered something that is not a valid envelope or data shape. Never retried. */
export class AcquirerProtocolError extends Error {
  override readonly name = 'AcquirerProtocolError';
  readonly code = 'acquirer_protocol';
  readonly messageKey = 'error.generic';
  constructor(
    message: string,
    readonly path?: string,
  ) {
    super(message);
  }
}

/**
 * The merchant's createSession input (or the acquirer request built from it) breaks the
 * schemas. `code` is the acquirer code the request would have earned (A0047 for a bad
 * cashierLanguage) or "invalid_session_input"; `issues` names each bad field.
 */
export class SessionInputError extends Error {
  override readonly name = 'SessionInputError';
  constructor(
    readonly code: string,
    message: string,
    readonly issues: readonly { path: string; message: string }[] = [],
  ) {
    super(message);
  }
}

/**
 * A `subscription-manage` session asked for a subscription that the acquirer holds for
 * another user (its inquiry's userInfo.userId is not the input's): nothing is stored.
 */
export class SessionOwnershipError extends Error {
  override readonly name = 'SessionOwnershipError';
  readonly code = 'subscription_not_owned';
}

/** A refusal of a widget route, answered as a ProxyError body with its code's status and message key. */
export class ProxyHttpError extends Error {
  override readonly name = 'ProxyHttpError';
  readonly status: number;
  readonly messageKey: MessageKey;
  constructor(
    readonly code: ProxyErrorCode,
    message: string,
  ) {
    super(message);
    ({ status: this.status, messageKey: this.messageKey } = PROXY_ERRORS[code]);
  }
}

/** The acquirer refused what the shopper asked of a session (a cancel its state does not allow): a 409 with the acquirer's own code. */
export class AcquirerConflictError extends Error {
  override readonly name = 'AcquirerConflictError';
  constructor(readonly refusal: AcquirerError) {
    super(refusal.message);
  }
}

/**
 * An answer given again without doing the work again: the error of another call that
 * did it (a concurrent cancel's claimer, a refusal kept for a moment). It answers as that
 * call did, and is not logged again (that call logged it).
 */
export class RepeatedAnswerError extends Error {
  override readonly name = 'RepeatedAnswerError';
  constructor(readonly answer: ErrorAnswer) {
    super(answer.message);
  }
}

/** What a proxy route answers for an error: HTTP status, stable code, i18n key, safe message. */
export interface ErrorAnswer {
  status: number;
  code: string;
  messageKey: string;
  message: string;
}

/**
 * The answer for each known error, or undefined for an unexpected one (a 500 "internal",
 * logged). The one place the proxy maps acquirer and store failures to HTTP: 502
 * merchant_misconfigured (not retryable), 503/504 acquirer_unavailable, 502 for a
 * refusal or an unreadable answer, 503 store_unavailable, a ProxyHttpError as it says.
 */
export function errorAnswerOf(error: unknown): ErrorAnswer | undefined {
  if (error instanceof ProxyHttpError) return { status: error.status, code: error.code, messageKey: error.messageKey, message: error.message };
  if (error instanceof RepeatedAnswerError) return error.answer;
  if (error instanceof AcquirerConflictError) return { status: 409, code: error.refusal.code, messageKey: error.refusal.messageKey, message: error.refusal.message };
  if (error instanceof AcquirerUnavailableError) return { status: error.reason === 'timeout' ? 504 : 503, code: error.code, messageKey: error.messageKey, message: error.message };
  if (error instanceof StoreUnavailableError) return { status: 503, code: error.code, messageKey: error.messageKey, message: 'The session store is unavailable; try again shortly' };
  if (error instanceof AcquirerProtocolError) return { status: 502, code: error.code, messageKey: error.messageKey, message: 'The acquirer answered something unreadable' };
  if (error instanceof AcquirerError) return { status: 502, code: error.code, messageKey: error.messageKey, message: error.message };
  return undefined;
}

/** The answer to keep for repeating an error (an unexpected one repeats as the 500 it was). */
export function answerToRepeat(error: unknown): ErrorAnswer {
  return errorAnswerOf(error) ?? { ...PROXY_ERRORS.internal, code: 'internal', message: 'Something went wrong' };
}

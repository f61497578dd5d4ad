/**
 * Typed errors of the proxy and the acquirer client. Every message here is safe to
 * show or log: it never carries the API key, a stack trace or card data.
 */

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
  ) {
    super(message);
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

/** A refusal of a widget route, answered as a ProxyError body with this HTTP status. */
export class ProxyHttpError extends Error {
  override readonly name = 'ProxyHttpError';
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: string,
    message: string,
  ) {
    super(message);
  }
}

import { ClientClosedError, ConnectionTimeoutError, DisconnectsClientError, ErrorReply, SocketTimeoutError, TimeoutError } from 'redis';

/**
 * The error every Redis-backed store operation throws when Redis cannot answer. It is a
 * refusal, never a guess: a claim (setIfAbsent, compareAndSet) that cannot be checked
 * fails closed, so the proxy answers 503 instead of creating a second payment.
 * Messages name Redis and the operation only: never the URL (it may carry a password).
 */
export class StoreUnavailableError extends Error {
  override readonly name = 'StoreUnavailableError';
  readonly code = 'store_unavailable';
  /** The widget localizes this the same way as an unreachable acquirer. */
  readonly messageKey = 'error.unavailable';
  /** The HTTP status a proxy answers with. */
  readonly httpStatus = 503;
  constructor(
    /** The store operation that failed, e.g. "setIfAbsent". */
    readonly operation: string,
    /** offline: no connection; timeout: no answer in time (outcome unknown); closed: store closed; reply: Redis refused. */
    readonly reason: 'offline' | 'timeout' | 'closed' | 'reply',
    options?: { cause?: unknown },
  ) {
    super(`Redis store unavailable (${reason}) during ${operation}`, options);
  }
}

/** Maps whatever the redis client threw to a StoreUnavailableError (kept as cause). */
export function storeError(operation: string, cause: unknown): StoreUnavailableError {
  if (cause instanceof StoreUnavailableError) return cause;
  const reason =
    cause instanceof ClientClosedError || cause instanceof DisconnectsClientError
      ? 'closed'
      : cause instanceof TimeoutError || cause instanceof ConnectionTimeoutError || cause instanceof SocketTimeoutError
        ? 'timeout'
        : cause instanceof ErrorReply
          ? 'reply'
          : 'offline';
  return new StoreUnavailableError(operation, reason, { cause });
}

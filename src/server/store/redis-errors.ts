/**
 * The error every Redis-backed store operation throws when Redis cannot answer. It is a
 * refusal, never a guess: a claim (setIfAbsent, compareAndSet) that cannot be checked
 * fails closed, so the proxy answers 503 instead of creating a second payment.
 * Messages name Redis and the operation only: never the URL (it may carry a password).
 * This file does not import the redis package, so the proxy can map the error to 503
 * without loading Redis for merchants who use the memory store.
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

/**
 * Maps whatever the redis client threw to a StoreUnavailableError (kept as cause). The
 * client's error classes are told apart by class name, along the prototype chain
 * (SimpleError extends ErrorReply, CommandTimeoutDuringMaintenanceError extends TimeoutError).
 */
export function storeError(operation: string, cause: unknown): StoreUnavailableError {
  if (cause instanceof StoreUnavailableError) return cause;
  const names = classNames(cause);
  const reason: StoreUnavailableError['reason'] =
    names.has('ClientClosedError') || names.has('DisconnectsClientError')
      ? 'closed'
      : [...names].some((name) => name.endsWith('TimeoutError'))
        ? 'timeout'
        : names.has('ErrorReply')
          ? 'reply'
          : 'offline';
  return new StoreUnavailableError(operation, reason, { cause });
}

function classNames(value: unknown): Set<string> {
  const names = new Set<string>();
  for (let proto = value instanceof Error ? Object.getPrototypeOf(value) : null; proto && proto !== Error.prototype; proto = Object.getPrototypeOf(proto)) {
    names.add((proto as { constructor: { name: string } }).constructor.name);
  }
  return names;
}

/**
 * Idempotency keys (subscriptionRequest, paymentRequestId, tokenRequestId,
 * refundRequestId): the same key with the same body replays the stored answer; the
 * same key with another body is refused (ErrorCode.IdempotencyConflict). The check
 * and the creation run synchronously, with no await between them, so concurrent
 * requests with one key create exactly one object. Only successful answers are
 * stored: a refused request may be retried with the same key once it can succeed.
 */
import { fail, type Envelope } from '../core/api/envelope.js';
import { ErrorCode } from '../core/api/error-codes.js';
import { canonicalJson } from './http.js';
import type { SandboxState } from './state.js';

export function withIdempotency<T>(
  state: SandboxState,
  scope: string,
  key: string,
  rawBody: unknown,
  create: () => Envelope<T>,
): Envelope<T> {
  const id = `${scope}:${key}`;
  const fingerprint = canonicalJson(rawBody);
  const stored = state.idempotency.get(id);
  if (stored) {
    if (stored.fingerprint === fingerprint) return stored.answer as Envelope<T>;
    return fail(ErrorCode.IdempotencyConflict, `${scope} ${key.slice(0, 64)} was already used with a different request body`, { field: scope, key });
  }
  const answer = create();
  if (answer.code === '0') state.idempotency.set(id, { fingerprint, answer });
  return answer;
}

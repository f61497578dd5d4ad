import { ErrorCode } from '../../core/api/error-codes.js';
import { AcquirerError } from '../errors.js';

/** Refusal codes that do not say whether the request was carried out. */
const AMBIGUOUS_CODES: ReadonlySet<string> = new Set([ErrorCode.IdempotencyConflict, ErrorCode.InternalError]);

/**
 * A definite business refusal: the acquirer did not carry the request out. Anything else
 * (timeout, reset, 5xx, garbage, a reused-key or internal error) leaves the outcome
 * unknown, and only an inquiry can tell.
 */
export function isDefiniteRefusal(error: unknown): error is AcquirerError {
  return error instanceof AcquirerError && !AMBIGUOUS_CODES.has(error.code);
}

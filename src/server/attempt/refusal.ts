import { ErrorCode } from '../../core/api/error-codes.js';
import { AcquirerError } from '../errors.js';
import type { Logger } from '../log/logger.js';

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

/** Refusals of a request field (missing, out of range, invalid): the session's own input, which no shopper can fix. */
const REQUEST_FIELD_CODES: ReadonlySet<string> = new Set([ErrorCode.RequiredFieldMissing, ErrorCode.FieldOutOfRange, ErrorCode.InvalidFieldValue]);

/**
 * Logs a create refusal that is the merchant's to fix, with the acquirer's own words: the
 * shopper only sees a failed payment (the widget says the generic message for these).
 */
export function logFieldRefusal(log: Logger, sessionId: string, error: AcquirerError): void {
  if (!REQUEST_FIELD_CODES.has(error.code)) return;
  log({ level: 'error', msg: "the acquirer refused a field of this session's request: fix the createSession input", sessionId, code: error.code, call: error.path, detail: error.detail });
}

import type * as z from 'zod/mini';
import { envelopeOf, envelopeFromIssues, fieldPath } from '../../core/api/envelope.js';
import { ErrorCode } from '../../core/api/error-codes.js';
import { AcquirerError, AcquirerProtocolError, MerchantMisconfiguredError } from '../errors.js';
import { messageKeyOfCode, safeMessageOfCode } from './message-keys.js';
import { sendWithRetries, type RawAnswer, type TransportOptions } from './acquirer-transport.js';

/**
 * A request that breaks the schemas is refused before it is sent, with the code the
 * acquirer would have answered (A0019, A0020, A0021, A0047…) and the field it names.
 */
export class AcquirerRequestError extends AcquirerError {
  constructor(code: string, message: string, path: string, readonly field: string) {
    super(code, messageKeyOfCode(code), message, path);
  }
}

/** Checks a request body against its schema; throws AcquirerRequestError naming the field. */
export function checkRequest<S extends z.ZodMiniType>(schema: S, body: unknown, path: string): z.infer<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data as z.infer<S>;
  const envelope = envelopeFromIssues(result.error, body);
  const field = typeof envelope.msgParams?.['field'] === 'string' ? envelope.msgParams['field'] : fieldPath(result.error.issues[0]?.path ?? []);
  throw new AcquirerRequestError(envelope.code, envelope.msg, path, field);
}

/** POSTs a JSON body and returns the envelope's data, checked against dataSchema. */
export async function postJson<S extends z.ZodMiniType>(
  transport: TransportOptions,
  path: string,
  body: unknown,
  dataSchema: S,
): Promise<z.infer<S>> {
  const answer = await sendWithRetries(transport, { method: 'POST', path, body: JSON.stringify(body), contentType: 'application/json' });
  return readEnvelope(answer, path, dataSchema);
}

/** Refusals of the merchant's credentials or contract version rather than of the request. */
const MERCHANT_CONFIG_CODES: ReadonlySet<string> = new Set([ErrorCode.Unauthorized, ErrorCode.MerchantMismatch, ErrorCode.UnsupportedApiVersion]);

/** How much of the acquirer's msg a log line keeps. */
const MAX_DETAIL = 300;

/** Interprets an answer as an envelope: a non-zero code becomes an AcquirerError. */
export function readEnvelope<S extends z.ZodMiniType>(answer: RawAnswer, path: string, dataSchema: S): z.infer<S> {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(answer.body));
  } catch {
    // A 404 for a path of the API itself: baseUrl is not the acquirer's API (a doubled /api/v1, a wrong prefix).
    if (answer.status === 401 || answer.status === 403 || answer.status === 404) throw new MerchantMisconfiguredError(`HTTP ${answer.status}`, path);
    throw new AcquirerProtocolError(`The acquirer answered ${answer.status} without a JSON envelope`, path);
  }
  const parsed = envelopeOf(dataSchema).safeParse(json);
  if (!parsed.success) {
    throw new AcquirerProtocolError(`The acquirer answered a malformed envelope (${describeIssue(parsed.error.issues)})`, path);
  }
  const envelope = parsed.data as { code: string; msg?: unknown; data?: unknown };
  if (MERCHANT_CONFIG_CODES.has(envelope.code)) throw new MerchantMisconfiguredError(envelope.code, path);
  // D0002 is also the acquirer's internal error, but then with a 5xx: answered 404, it is "no such path".
  if (envelope.code === ErrorCode.InternalError && answer.status === 404) throw new MerchantMisconfiguredError(envelope.code, path);
  if (envelope.code !== '0') {
    const detail = typeof envelope.msg === 'string' ? envelope.msg.slice(0, MAX_DETAIL) : undefined;
    throw new AcquirerError(envelope.code, messageKeyOfCode(envelope.code), safeMessageOfCode(envelope.code), path, detail);
  }
  if (envelope.data === undefined) throw new AcquirerProtocolError('The acquirer answered success without data', path);
  return envelope.data as z.infer<S>;
}

function describeIssue(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  const first = issues[0];
  return first ? `${fieldPath(first.path) || 'envelope'}: ${first.message}` : 'unknown shape';
}

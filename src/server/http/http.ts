import type { ProxyError } from '../../core/api/cashier.js';
import { MAX_JSON_DEPTH, parseBoundedJson } from '../../core/json/bounded-json.js';
import { ProxyHttpError } from '../errors.js';

/** Headers on every answer of the proxy, JSON or stream. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cache-Control': 'no-store',
  // Every answer is data, never a document: nothing may load or run from it.
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Cross-Origin-Resource-Policy': 'same-site',
};

export function proxyErrorBody(code: string, messageKey: string, message: string, requestId?: string): ProxyError {
  return { error: { code, messageKey, message, ...(requestId ? { requestId } : {}) } };
}

/**
 * A widget route's JSON body (already capped in size by the route's body limit):
 * undefined when empty; a 400 when it is not JSON or nests deeper than MAX_JSON_DEPTH,
 * so that a garbled request never acts as an empty one.
 */
export async function readJson(req: Request): Promise<unknown> {
  const text = await req.text();
  if (!text) return undefined;
  const parsed = parseBoundedJson(text);
  if (parsed.ok) return parsed.value;
  throw new ProxyHttpError('malformed_json', parsed.reason === 'too-deep' ? `The body nests deeper than ${MAX_JSON_DEPTH} levels` : 'The body is not valid JSON',
  );
}

/** Routes that take no fields (cancel) accept no body or `{}` only: anything else is a mistake, refused before acting. */
export function requireNoFields(body: unknown): void {
  const empty = body === undefined || (typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 0);
  if (!empty) throw new ProxyHttpError('invalid_request', 'This request takes an empty JSON object');
}

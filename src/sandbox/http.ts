/**
 * Request plumbing shared by every /api/v1 route: credentials, version, content type,
 * size, JSON parsing and the merchantId check, each failure answered with an envelope.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { fail, type FailureEnvelope } from '../core/api/envelope.js';
import { ErrorCode } from '../core/api/error-codes.js';
import { MAX_JSON_DEPTH, parseBoundedJson } from '../core/json/bounded-json.js';
import { isEncodedBody, isJsonMediaType } from '../core/media-type.js';
import type { ResolvedOptions } from './options.js';

export const MAX_BODY_BYTES = 1024 * 1024;
export const API_VERSION = '1.0.0';

export type Check<T> = { ok: true; value: T } | { ok: false; status: number; envelope: FailureEnvelope };

const refuse = (status: number, envelope: FailureEnvelope) => ({ ok: false as const, status, envelope });

export function envelopeResponse(c: Context, envelope: unknown, status = 200): Response {
  return c.json(envelope as object, status as 200);
}

/**
 * Whether the given key is the sandbox's: compared in constant time over SHA-256 digests
 * (equal lengths whatever was sent), so the answer's timing tells nothing of the key.
 */
export function isApiKey(given: string | null | undefined, options: ResolvedOptions): boolean {
  return sameSecret(given, options.apiKey);
}

/** Whether `given` is `secret`, in constant time over SHA-256 digests; nothing given never is. */
export function sameSecret(given: string | null | undefined, secret: string): boolean {
  if (!given) return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(secret));
}

/** X-API-KEY alone (the test routes under /sandbox that reveal data): 401 without it. */
export function checkApiKey(headers: Headers, options: ResolvedOptions): Check<true> {
  const key = headers.get('x-api-key');
  if (isApiKey(key, options)) return { ok: true, value: true };
  return refuse(401, fail(ErrorCode.Unauthorized, key ? 'X-API-KEY is not valid' : 'X-API-KEY header is required'));
}

/** X-API-KEY and X-API-VERSION. Without the key: 401. */
export function checkCredentials(headers: Headers, options: ResolvedOptions): Check<true> {
  const key = checkApiKey(headers, options);
  if (!key.ok) return key;
  const version = headers.get('x-api-version');
  if (version !== API_VERSION) {
    return refuse(
      400,
      fail(ErrorCode.UnsupportedApiVersion, version ? `X-API-VERSION ${version.slice(0, 32)} is not supported; use ${API_VERSION}` : `X-API-VERSION header is required (${API_VERSION})`),
    );
  }
  return { ok: true, value: true };
}

/** Reads a JSON body: application/json, at most 1 MB, valid JSON nested at most MAX_JSON_DEPTH levels. */
export async function readJsonBody(request: Request): Promise<Check<unknown>> {
  const type = request.headers.get('content-type') ?? '';
  if (!isJsonMediaType(type)) {
    return refuse(415, fail(ErrorCode.UnsupportedContentType, `Content-Type must be application/json${type ? `, not ${type.slice(0, 64)}` : ''}`));
  }
  if (isEncodedBody(request.headers.get('content-encoding'))) return refuse(415, fail(ErrorCode.UnsupportedContentType, 'send the body without a Content-Encoding'));
  const text = await readTextLimited(request);
  if (text === undefined) return refuse(413, fail(ErrorCode.BodyTooLarge, `request body exceeds ${MAX_BODY_BYTES} bytes`));
  const parsed = parseBoundedJson(text);
  if (parsed.ok) return parsed;
  return refuse(
    400,
    fail(ErrorCode.MalformedJson, parsed.reason === 'too-deep' ? `request body is nested deeper than ${MAX_JSON_DEPTH} levels` : 'request body is not valid JSON'),
  );
}

/** The body as text, or undefined when it is larger than the limit (stops reading there). */
export async function readTextLimited(request: Request, limit = MAX_BODY_BYTES): Promise<string | undefined> {
  const bytes = await readBytesLimited(request, limit);
  return bytes && new TextDecoder().decode(bytes);
}

export async function readBytesLimited(request: Request, limit: number): Promise<Uint8Array | undefined> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) return undefined;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

/** The merchantId a body names (top level or merchantInfo), if any. */
function namedMerchantIds(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const record = body as Record<string, unknown>;
  const info = record.merchantInfo;
  const ids = [record.merchantId, typeof info === 'object' && info !== null ? (info as Record<string, unknown>).merchantId : undefined];
  return ids.filter((id): id is string | number => typeof id === 'string' || typeof id === 'number').map(String);
}

export function checkMerchant(body: unknown, options: ResolvedOptions): Check<true> {
  const wrong = namedMerchantIds(body).find((id) => id !== options.merchantId);
  if (wrong !== undefined) {
    return refuse(200, fail(ErrorCode.MerchantMismatch, `merchantId ${wrong.slice(0, 64)} does not belong to this API key`));
  }
  return { ok: true, value: true };
}

/** Stable JSON (sorted keys): the fingerprint idempotency compares. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

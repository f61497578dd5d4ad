import type { ProxyError } from '../core/api/cashier.js';

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
 * Whether a browser request from `origin` may use the widget routes: an allowed origin,
 * or the proxy's own origin (same-origin requests also send Origin on POST).
 */
export function isOriginAllowed(origin: string, allowed: readonly string[], ownOrigins: readonly string[]): boolean {
  const normalized = origin.toLowerCase();
  return [...allowed, ...ownOrigins].some((o) => o.toLowerCase().replace(/\/+$/, '') === normalized);
}

/** Reads a JSON body that is known to be at most a few KB; undefined when absent or not JSON. */
export async function readJson(req: Request): Promise<unknown> {
  const text = await req.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

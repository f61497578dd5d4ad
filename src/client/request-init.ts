/**
 * How the widget asks its proxy: JSON accepted, same-origin credentials, never from the
 * HTTP cache. The proxy client's every call (which adds its signal and any body) and the
 * element's first view request (first-screen.ts, in the entry module: no zod here) share it.
 */
export function requestInit(method: 'GET' | 'POST'): RequestInit & { headers: Record<string, string> } {
  return { method, headers: { Accept: 'application/json' }, credentials: 'same-origin', cache: 'no-store' };
}

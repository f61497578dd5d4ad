/**
 * Which browser origins may call the widget routes (CORS), as pure functions: the
 * proxy's own origins, the merchant's `allowedOrigins`, and — in development against the
 * sandbox — any loopback origin, so that an SPA dev server on another port just works.
 */

export interface OriginPolicy {
  /** The merchant's allowedOrigins (scheme://host[:port]). */
  allowed: readonly string[];
  /** The proxy's own origins: the request's and publicUrl's. */
  own: readonly string[];
  /** Allow http(s)://localhost, 127.0.0.0/8 and [::1] on any port. */
  allowLoopback: boolean;
}

/**
 * scheme://host[:port] in canonical form (lower case, default port dropped), or undefined
 * for what is not an http(s) origin ("null" from sandboxed frames and file: pages).
 */
export function normalizeOrigin(origin: string): string | undefined {
  let url: URL;
  try {
    url = new URL(origin.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  return url.origin;
}

/** A host that only ever names this machine. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

export function isLoopbackOrigin(origin: string): boolean {
  const normalized = normalizeOrigin(origin);
  return normalized !== undefined && isLoopbackHost(new URL(normalized).hostname);
}

/** Whether a page at `origin` may use the widget routes under `policy`. */
export function isOriginAllowed(origin: string, policy: OriginPolicy): boolean {
  const normalized = normalizeOrigin(origin);
  if (normalized === undefined) return false;
  if (policy.allowLoopback && isLoopbackOrigin(normalized)) return true;
  return [...policy.allowed, ...policy.own].some((o) => normalizeOrigin(o) === normalized);
}

/**
 * Loopback origins are allowed by default when the acquirer itself is on loopback: that
 * is the embedded sandbox, i.e. development. A real acquirer keeps the list explicit.
 */
export function defaultAllowLoopback(baseUrl: string): boolean {
  try {
    return isLoopbackHost(new URL(baseUrl).hostname);
  } catch {
    return false;
  }
}

/** The 403's message: it names the origin and the option that lets it in. */
export function refusedOriginMessage(origin: string): string {
  return `The origin ${origin} may not use this cashier proxy: add it to the proxy's allowedOrigins option`;
}

/**
 * Is a webUrl safe to send the shopper to? The acquirer hands it over, but the widget
 * checks it anyway: a compromised or misconfigured proxy must not be able to run script
 * on the merchant page or send the shopper to a look-alike host.
 */

export type WebUrlRejection =
  /** Not a string, empty, or too long. */
  | 'empty'
  | 'too_long'
  /** Control characters or inner whitespace: parser normalization tricks ("java\tscript:"). */
  | 'malformed'
  | 'unparseable'
  /** Any scheme but https (http only on loopback): javascript:, data:, blob:, file:, … */
  | 'scheme'
  /** http on a host that is not loopback. */
  | 'insecure'
  /** user:pass@ in the URL. */
  | 'credentials'
  /** The host is not on the session's allow-list. */
  | 'host';

export type WebUrlCheck = { ok: true; url: URL } | { ok: false; reason: WebUrlRejection };

/** Inferred: the spec gives webUrl no length; browsers handle far more, but nothing legitimate needs more. */
export const MAX_WEB_URL_LENGTH = 4096;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this pattern refuses
const UNSAFE_CHARS = /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/;

export function checkWebUrl(url: string, allowedHosts: readonly string[]): WebUrlCheck {
  const checked = checkSafeUrl(url);
  if (!checked.ok) return checked;
  return isAllowedHost(checked.url, allowedHosts) ? checked : { ok: false, reason: 'host' };
}

/**
 * Every rule of checkWebUrl but the allow-list: for the merchant's own successRedirectUrl
 * or failedRedirectUrl (StatusSnapshot.redirectUrl), which the merchant set server-side on
 * its own host, yet must never be a script or carry credentials.
 */
export function checkReturnUrl(url: string): WebUrlCheck {
  return checkSafeUrl(url);
}

function checkSafeUrl(url: string): WebUrlCheck {
  if (typeof url !== 'string') return { ok: false, reason: 'empty' };
  const text = url.trim();
  if (text === '') return { ok: false, reason: 'empty' };
  if (text.length > MAX_WEB_URL_LENGTH) return { ok: false, reason: 'too_long' };
  if (UNSAFE_CHARS.test(text)) return { ok: false, reason: 'malformed' };
  const parsed = parseAbsolute(text);
  if (!parsed) return { ok: false, reason: 'unparseable' };
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return { ok: false, reason: 'scheme' };
  if (parsed.protocol === 'http:' && !isLoopbackHost(parsed.hostname)) return { ok: false, reason: 'insecure' };
  if (parsed.username !== '' || parsed.password !== '' || hasUserInfo(text)) return { ok: false, reason: 'credentials' };
  return { ok: true, url: parsed };
}

function parseAbsolute(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** "https://@host" and "https://:@host" parse to empty credentials; still refuse them. */
function hasUserInfo(text: string): boolean {
  const afterScheme = text.replace(/^[a-z][a-z0-9+.-]*:\/*/i, '');
  const authority = afterScheme.split(/[/?#\\]/, 1)[0] ?? '';
  return authority.includes('@');
}

/**
 * Loopback as the sandbox runs it: localhost, 127.0.0.0/8 and [::1]. The URL parser has
 * already canonicalized the host (lower case, "127.1" and "0x7f.1" become "127.0.0.1").
 */
export function isLoopbackHost(hostname: string): boolean {
  if (hostname === 'localhost' || hostname === '[::1]') return true;
  const octets = hostname.split('.');
  return octets.length === 4 && octets[0] === '127' && octets.every((o) => /^\d{1,3}$/.test(o) && Number(o) <= 255);
}

/** Entries are host[:port]; without a port only the scheme's default port matches. */
function isAllowedHost(url: URL, allowedHosts: readonly string[]): boolean {
  const port = effectivePort(url);
  return allowedHosts.some((entry) => {
    const allowed = parseHostEntry(entry);
    return allowed !== null && allowed.hostname === url.hostname && (allowed.port ?? defaultPort(url)) === port;
  });
}

interface HostEntry {
  hostname: string;
  port?: string;
}

/** Parses an allow-list entry the way URLs are parsed, so case and IDN forms compare equal. Anything but host[:port] is ignored. */
export function parseHostEntry(entry: string): HostEntry | null {
  if (typeof entry !== 'string') return null;
  const text = entry.trim();
  if (text === '' || /[/?#@\\\s*]/.test(text)) return null;
  const parsed = parseAbsolute(`https://${text}`);
  if (!parsed || parsed.pathname !== '/') return null;
  const port = /:(\d{1,5})$/.exec(text)?.[1];
  return port === undefined ? { hostname: parsed.hostname } : { hostname: parsed.hostname, port: String(Number(port)) };
}

function effectivePort(url: URL): string {
  return url.port || defaultPort(url);
}

function defaultPort(url: URL): string {
  return url.protocol === 'http:' ? '80' : '443';
}

/**
 * A proxy mounted behind nginx or a load balancer without `trustProxy` keys every
 * shopper by the balancer's own address: they all share one rate-limit bucket, and after
 * a burst every one of them gets 429. Nothing in a request says so for certain, but a
 * private or loopback peer that sends forwarding headers is that set-up, so the proxy
 * says what to change, once.
 */
import type { ResolvedProxyOptions } from '../proxy-options.js';

/** Where the merchant reads about it (the warning and the 429 line name it). */
export const TRUST_PROXY_DOCS = 'docs/production.md, "Behind a reverse proxy or load balancer"';

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/** The warning, once per proxy, when a request from a private or loopback peer carries forwarding headers and trustProxy is off. */
export function warnIfBehindUntrustedProxy(req: Request, peer: string, opts: Pick<ResolvedProxyOptions, 'logger'>): void {
  if (warned.has(opts) || !isPrivateAddress(peer)) return;
  const header = FORWARDING_HEADERS.find((name) => req.headers.has(name));
  if (!header) return;
  warned.add(opts);
  opts.logger({
    level: 'warn',
    msg: `requests come through a proxy (${header} from ${peer}) but trustProxy is off, so every shopper counts as ${peer} and all share one rate limit: set trustProxy (ACQ_TRUST_PROXY) to the number of proxies in front, or give a clientKey option; see ${TRUST_PROXY_DOCS}`,
    peer,
    header,
  });
}

const warned = new WeakSet<object>();

/**
 * Loopback (127.0.0.0/8, ::1), private (10/8, 172.16/12, 192.168/16, fc00::/7), link-local
 * (169.254/16, fe80::/10) or shared (100.64/10, carrier and cloud balancers) addresses,
 * with a port, brackets or an IPv4-mapped prefix as runtimes write them.
 */
export function isPrivateAddress(raw: string): boolean {
  let text = raw.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  text = text.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  const v4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(text);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254) || (a === 100 && b >= 64 && b <= 127);
  }
  return text === '::1' || /^f[cd][0-9a-f]{2}:/.test(text) || /^fe[89ab][0-9a-f]:/.test(text);
}

/**
 * Option mistakes a merchant makes in ordinary configuration, refused when the proxy is
 * created (each would otherwise fail later, at every session or every Pay, far from its
 * cause): a publicUrl with a query or fragment (notifyUrl = publicUrl + basePath +
 * /notify would land on the shop's home page), webUrlHosts given as URLs (every Pay would
 * create an acquirer order whose page the widget then refuses), and numbers that are not
 * numbers or turn a feature into a refusal (a session TTL of NaN or 0, a pay limit of 0).
 */

import { isLoopbackHost } from './http/origins.js';
import type { Logger } from './log/logger.js';

/** A host[:port] (webUrlHosts): a name or IPv4 address, or a bracketed IPv6 one, and an optional port. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export interface CheckedOptions {
  publicUrl: string;
  webUrlHosts?: readonly string[];
  sessionTtlMs?: number;
  payRateLimitPerMinute?: number;
}

export function checkProxyOptions(options: CheckedOptions): void {
  // On the text: an empty `?` or `#` leaves URL's search and hash empty, yet still breaks the concatenation.
  if (/[?#]/.test(options.publicUrl)) {
    throw new TypeError(`createCashierProxy: option publicUrl (ACQ_PUBLIC_URL) is the site's address without ?query or #fragment, such as ${new URL(options.publicUrl).origin} (the acquirer's callbacks go to publicUrl + basePath + /notify)`);
  }
  for (const host of options.webUrlHosts ?? []) {
    if (typeof host !== 'string' || !HOST.test(host)) {
      const hint = typeof host === 'string' && URL.canParse(host) ? `; for ${JSON.stringify(host)} that is ${new URL(host).host}` : '';
      throw new TypeError(`createCashierProxy: option webUrlHosts lists hosts (host or host:port, such as pay.acquirer.example), not URLs${hint} (got ${JSON.stringify(String(host).slice(0, 80))})`);
    }
  }
  const ttl = options.sessionTtlMs;
  if (ttl !== undefined && !(Number.isFinite(ttl) && ttl > 0)) {
    throw new TypeError(`createCashierProxy: option sessionTtlMs is a positive number of milliseconds, such as 3600000 for one hour (got ${String(ttl)})`);
  }
  const limit = options.payRateLimitPerMinute;
  if (limit !== undefined && !(limit > 0)) {
    throw new TypeError(`createCashierProxy: option payRateLimitPerMinute is a positive number (default 10); Infinity turns the limit off (got ${String(limit)})`);
  }
}

/**
 * What a proxy can still run with but a merchant would want to know at start: the API key
 * sent in cleartext to an acquirer off this machine, and a publicUrl on this machine while
 * the acquirer is not (its callbacks cannot arrive: a shopper who closes the tab after
 * paying is learned of only when the session is asked about again).
 */
export function warnAboutOptions(options: { baseUrl: string; publicUrl: string; sessionTtlMs: number }, log: Logger): void {
  const acquirer = new URL(options.baseUrl);
  const remote = !isLoopbackHost(acquirer.hostname);
  if (remote && acquirer.protocol === 'http:') {
    log({ level: 'warn', msg: `baseUrl (ACQ_BASE_URL) is plain http to ${acquirer.host}: the API key and every payment travel unencrypted; use https` });
  }
  if (remote && isLoopbackHost(new URL(options.publicUrl).hostname)) {
    log({ level: 'warn', msg: `publicUrl (ACQ_PUBLIC_URL) ${options.publicUrl} is on this machine but the acquirer (${acquirer.host}) is not: its callbacks to publicUrl + basePath + /notify cannot arrive; set publicUrl to the site's public address` });
  }
  // Seconds given for milliseconds (3600) would end every session before a shopper could pay.
  if (options.sessionTtlMs < 60_000) log({ level: 'warn', msg: `sessionTtlMs is in milliseconds: ${options.sessionTtlMs} ends each session within a minute (one hour is 3600000)` });
}

import { checkProxyOptions } from './proxy-option-checks.js';
import type { AcquirerClient } from './acquirer/acquirer-client.js';
import type { ProxyBudgets } from './budgets.js';
import { jsonLineLogger, type Logger } from './log/logger.js';
import { createMemoryStore } from './store/memory-store.js';
import { storeNamespaceOf } from './store/namespaced-store.js';
import { trustedHops, type TrustedHops } from './http/forwarded.js';
import { defaultAllowLoopback } from './http/origins.js';
import type { ResultListener } from './results/result-listener.js';
import type { CashierStore } from './store/store.js';

export interface CashierProxyOptions {
  /**
   * The acquirer's base address (ACQ_BASE_URL), e.g. https://acquirer.example or
   * http://127.0.0.1:4010: without the API path (the proxy adds /api/v1/…; a baseUrl ending
   * in /api/v1 or /api is refused), with a gateway's own path prefix if it has one.
   */
  baseUrl: string;
  apiKey: string;
  merchantId: string;
  subMerchantId?: string;
  /** Secret of the callback signature; defaults to apiKey. */
  webhookSecret?: string;
  /** The merchant site's public origin, e.g. https://shop.example; notifyUrl = publicUrl + basePath + /notify. */
  publicUrl: string;
  /**
   * The page that shows the widget, where the shopper returns from the acquirer's pages
   * when a session sets no redirect URLs. Default: publicUrl + "/".
   */
  returnUrl?: string;
  /** Where the handler is mounted on the merchant site. Default /cashier. */
  basePath?: string;
  /**
   * Origins (scheme://host[:port]) whose pages may call the widget routes. Same-origin
   * always may; any other origin gets a 403 naming this option.
   */
  allowedOrigins?: readonly string[];
  /**
   * Also allow every loopback origin (http(s)://localhost, 127.0.0.1, [::1], any port): an
   * SPA dev server beside the proxy. Default: true when baseUrl is on loopback (the
   * sandbox), else false.
   */
  allowLoopbackOrigins?: boolean;
  /** Time to live of a cashier session. Default 1 hour. */
  sessionTtlMs?: number;
  /** Default: in memory (one process). */
  store?: CashierStore;
  /**
   * Prefix of every key and channel this proxy uses in the store, so that merchants
   * sharing one Redis never see each other's sessions. Default `<merchantId>:` or
   * `<merchantId>/<subMerchantId>:` (ids URI-encoded), after the Redis store's own
   * keyPrefix: `acq:M10001:session:cs_…`. Proxies of one merchant must use the same
   * namespace to share sessions; "" turns namespacing off.
   */
  storeNamespace?: string;
  /** Injected fetch for the calls to the acquirer. Default globalThis.fetch. */
  fetch?: typeof fetch;
  /** Per acquirer call. Default 10 000 ms. */
  timeoutMs?: number;
  /** Extra tries for network errors, timeouts and 5xx. Default 2. */
  retries?: number;
  /** First backoff step of those retries. Default 200 ms. */
  retryBaseMs?: number;
  /** Default: one JSON line per entry on stdout. Entries are redacted before they reach it. */
  logger?: Logger;
  /** Hosts (host[:port]) a webUrl may point to. Default: the host of baseUrl. */
  webUrlHosts?: readonly string[];
  /** Maps a pre-created `logo_…` id to an https URL (undefined: show no logo). */
  logoResolver?: (logoId: string) => string | undefined | Promise<string | undefined>;
  /** Pay calls (and a subscription page's plan changes, which make payable sessions) per client per minute. Default 10. */
  payRateLimitPerMinute?: number;
  /**
   * The rate-limit key of a request (e.g. Workers: `(req) => req.headers.get('CF-Connecting-IP')
   * ?? undefined`). When it answers nothing: the address the trusted proxies forwarded
   * (trustProxy), else the runtime's peer address from `env` (Node adapters, hono's
   * `c.env` on Node, Deno and Bun). Never one shared key: when none is known the
   * rate-limited routes answer 500 `proxy_misconfigured` saying what to pass.
   */
  clientKey?: (req: Request, env: unknown) => string | undefined;
  /**
   * How many proxies (load balancers, CDNs) stand in front of this one and append the
   * address they received the request from: the client's address is then the
   * `hops`-th X-Forwarded-For entry from the right (never a left-most entry, which
   * the client writes). `true` = 1. `{ hops, header: 'forwarded' }` reads RFC 7239
   * `Forwarded: for=` instead. Set it only when every request comes through them.
   * Default false (0).
   */
  trustProxy?: boolean | number | TrustedHops;
  /** SSE heartbeat comment interval. Default 15 000 ms. */
  heartbeatMs?: number;
  /** What one visitor may spend: streams, inquiries, hits per minute (see ProxyBudgets for the defaults). */
  budgets?: Partial<ProxyBudgets>;
  /** How long a pay method config answer is reused. Default 60 000 ms. */
  payMethodCacheMs?: number;
  /**
   * How often the sessions still waiting for the acquirer's word are asked about, by one
   * process of those sharing the store: a result whose callback never came (a wrong
   * publicUrl or webhookSecret, a network fault) reaches onResult then, even if no
   * browser asks. Default 300 000 ms (5 minutes); Infinity turns it off.
   */
  reconcileEveryMs?: number;
  /** Use this client instead of building one from baseUrl/apiKey (tests, custom transport). */
  acquirer?: AcquirerClient;
  /**
   * Called on the merchant's server once per settled status (succeeded, failed, expired,
   * cancelled), confirmed by inquiry: the place to fulfil an order. Never trust the
   * browser's acq-success for that. The result is stored with the status
   * (an outbox) and cleared once the listener returns: a listener that throws, or a
   * process that dies before it returns, is called again at the next start of a proxy on
   * the same store (so once, and at least once across crashes; make fulfilment idempotent
   * on sessionId + attempt + status).
   */
  onResult?: ResultListener;
  /**
   * When the acquirer approves an order after the shopper cancelled the session (the
   * cancel crossed the approval, or the create answer was lost and the session closed),
   * give the money back: refund it once (a fixed refundRequestId per attempt; an order
   * not yet captured is voided instead), keep the session cancelled, and tell onResult
   * with status cancelled, result.code approved_after_cancel and refunded: true.
   * Off: the payment is kept and onResult says refunded: false. A subscription approved
   * after cancel is always cancelled at the acquirer. Default true.
   */
  refundApprovedAfterCancel?: boolean;
}

export type ResolvedProxyOptions = Required<
  Omit<CashierProxyOptions, 'subMerchantId' | 'logoResolver' | 'clientKey' | 'acquirer' | 'returnUrl' | 'onResult'>
> &
  Pick<CashierProxyOptions, 'subMerchantId' | 'logoResolver' | 'clientKey' | 'acquirer' | 'returnUrl' | 'onResult'>;

/** Defaults spread with the caller's values (undefined values keep the default). */
export function resolveProxyOptions(options: CashierProxyOptions): ResolvedProxyOptions {
  const given = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) as CashierProxyOptions;
  for (const required of ['baseUrl', 'apiKey', 'merchantId', 'publicUrl'] as const) {
    if (!given[required]) throw new TypeError(`createCashierProxy: option ${required} is required`);
  }
  for (const name of ['baseUrl', 'publicUrl', 'returnUrl'] as const) checkHttpUrl(name, given[name]);
  const apiPath = apiPathOf(given.baseUrl);
  if (apiPath) throw new TypeError(`createCashierProxy: option baseUrl (ACQ_BASE_URL) ${apiPath.fix}`);
  const resolved: ResolvedProxyOptions = {
    basePath: '/cashier',
    allowedOrigins: [],
    allowLoopbackOrigins: defaultAllowLoopback(given.baseUrl),
    sessionTtlMs: 3_600_000,
    store: given.store ?? createMemoryStore(),
    storeNamespace: storeNamespaceOf(given.merchantId, given.subMerchantId),
    fetch: globalThis.fetch.bind(globalThis),
    timeoutMs: 10_000,
    retries: 2,
    retryBaseMs: 200,
    logger: jsonLineLogger,
    webUrlHosts: [new URL(given.baseUrl).host],
    payRateLimitPerMinute: 10,
    trustProxy: false,
    heartbeatMs: 15_000,
    payMethodCacheMs: 60_000,
    reconcileEveryMs: 300_000,
    webhookSecret: given.apiKey,
    refundApprovedAfterCancel: true,
    budgets: {},
    ...given,
  };
  trustedHops(resolved.trustProxy); // throws on a bad value at start, not at the first pay
  checkProxyOptions(given);
  resolved.basePath = normalizeBasePath(resolved.basePath);
  resolved.publicUrl = resolved.publicUrl.replace(/\/+$/, '');
  return resolved;
}

const URL_EXAMPLES = { baseUrl: 'https://api.acquirer.example', publicUrl: 'https://shop.example', returnUrl: 'https://shop.example/checkout' };

/** A URL option must be absolute http(s): a bare host or a path would only fail later, at every createSession, as a TypeError. */
function checkHttpUrl(name: keyof typeof URL_EXAMPLES, value: unknown): void {
  if (value === undefined) return;
  const url = typeof value === 'string' && URL.canParse(value) ? new URL(value) : undefined;
  if (url?.protocol === 'https:' || url?.protocol === 'http:') return;
  throw new TypeError(`createCashierProxy: option ${name} must be an absolute http(s) URL such as ${URL_EXAMPLES[name]} (got ${JSON.stringify(String(value).slice(0, 80))})`);
}

/**
 * A baseUrl that already holds the API path (`https://acquirer.example/api/v1`): the
 * client adds `/api/v1/…` to every call, so each would go to `/api/v1/api/v1/…`, answered
 * 404 (D0002) by the acquirer, and the shopper would get a "Try again" that never works.
 * Answers the fix (the address to use instead), or undefined for a good baseUrl.
 */
export function apiPathOf(baseUrl: string): { path: string; fix: string } | undefined {
  if (!URL.canParse(baseUrl)) return undefined;
  const url = new URL(baseUrl);
  const path = url.pathname.replace(/\/+$/, '');
  const match = /\/api(?:\/v1)?$/i.exec(path);
  if (!match) return undefined;
  const use = `${url.origin}${path.slice(0, match.index)}`;
  return { path: match[0], fix: `must be the acquirer's address without the API path ${match[0]}: the proxy adds /api/v1/… to every call itself; use ${use}` };
}

function normalizeBasePath(path: string): string {
  const trimmed = `/${path}`.replace(/\/+/g, '/').replace(/\/$/, '');
  return trimmed;
}

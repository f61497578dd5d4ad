/**
 * The per-client limits of the bench's proxies, lifted: every request of a bench comes
 * from one loopback client (autocannon, Chromium, the bench's own calls), and the
 * defaults (ProxyBudgets: 60 views and 4 streams per session a minute…) would answer
 * most of a load run with 429. What the proxy does per request is unchanged: the saved
 * cards cache, the inquiry interval and the stream lifetime keep their defaults.
 */
import type { CashierProxyOptions } from '../../src/server/index.js';

const UNLIMITED = 1_000_000_000;

export const BENCH_PROXY_LIMITS = {
  payRateLimitPerMinute: UNLIMITED,
  budgets: { viewPerMinute: UNLIMITED, statusPerMinute: UNLIMITED, streamsPerClient: UNLIMITED, streamsPerSession: UNLIMITED },
  // The bench's own calls into proxy.fetch (no runtime env): the loopback client, as every other request.
  clientKey: () => '127.0.0.1',
} satisfies Partial<CashierProxyOptions>;

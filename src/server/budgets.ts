/**
 * What one visitor may spend of the merchant's resources (open connections, acquirer
 * quota), so that the proxy is safe on the open internet. Counted in the store, so the
 * numbers hold across every process sharing a Redis. Option `budgets` of
 * createCashierProxy changes any of them.
 */
export interface ProxyBudgets {
  /** Event streams open at once on one session (several tabs of one shopper). Default 4. */
  streamsPerSession: number;
  /** Event streams open at once from one client (clientKey: the address). Default 20. */
  streamsPerClient: number;
  /** A stream ends after this with a `retry:` hint, and the widget reconnects. Default 10 min. */
  streamLifetimeMs: number;
  /** The reconnect hint a stream ends with (lifetime over, drain). Default 1 000 ms. */
  streamRetryMs: number;
  /**
   * Least time between two acquirer inquiries about one session asked for by browsers
   * (streams' heartbeats, `GET status`, the view); meanwhile they get the stored snapshot.
   * Default 3 000 ms.
   */
  inquiryIntervalMs: number;
  /** How long one user's saved cards (a tokenization inquiry) are reused by the view. Default 30 s. */
  savedCardsCacheMs: number;
  /** `GET sessions/:id/status` per client per minute. Default 120 (the widget polls at most every second). */
  statusPerMinute: number;
  /** `GET sessions/:id` (the view) per client per minute. Default 60. */
  viewPerMinute: number;
  /**
   * The shopper's actions that may reach the acquirer, together per client per minute:
   * `POST sessions/:id/cancel`, a subscription page's `POST …/subscription/cancel`, and
   * `GET sessions/:id/manage` (checkout and page). Default 30.
   */
  actionsPerMinute: number;
}

export const DEFAULT_BUDGETS: Readonly<ProxyBudgets> = {
  streamsPerSession: 4,
  streamsPerClient: 20,
  streamLifetimeMs: 600_000,
  streamRetryMs: 1_000,
  inquiryIntervalMs: 3_000,
  savedCardsCacheMs: 30_000,
  statusPerMinute: 120,
  viewPerMinute: 60,
  actionsPerMinute: 30,
};

/** The defaults with the caller's numbers (undefined keeps the default; a negative or NaN one is refused). */
export function resolveBudgets(given: Partial<ProxyBudgets> = {}): ProxyBudgets {
  const budgets = { ...DEFAULT_BUDGETS };
  for (const [name, value] of Object.entries(given) as [keyof ProxyBudgets, number | undefined][]) {
    if (value === undefined) continue;
    if (!(name in DEFAULT_BUDGETS)) throw new TypeError(`createCashierProxy: unknown budget ${name}`);
    if (typeof value !== 'number' || !(value >= 0)) throw new TypeError(`createCashierProxy: budget ${name} must be a number ≥ 0`);
    budgets[name] = value;
  }
  return budgets;
}

/**
 * The retry schedule of a declined subscription renewal, in the spec's vocabulary
 * (acqAgreements[].subscriptionExtInfoObj.retryStrategies: name, retryInterval,
 * retryIntervalUnit, retryMaxCount). A renewal declined at `declinedAt` is retried
 * `retryMaxCount` times, `retryInterval` units apart; once the last retry is declined the
 * subscription closes. Pure: the sandbox bills by it on its test clock.
 */

/** Inferred: the spec names retryIntervalUnit without its values; these are the units we accept. */
export const RETRY_INTERVAL_UNITS = ['MINUTE', 'HOUR', 'DAY'] as const;
export type RetryIntervalUnit = (typeof RETRY_INTERVAL_UNITS)[number];

export interface RetryStrategy {
  name: string;
  /** Spacing between the decline and retry 1, and between retries. */
  retryInterval: number;
  retryIntervalUnit: RetryIntervalUnit;
  /** Retries after the first decline; 0 closes the subscription at the first decline. */
  retryMaxCount: number;
}

/** Inferred default: three retries a day apart (a common dunning schedule). */
export const DEFAULT_RETRY_STRATEGY: RetryStrategy = { name: 'DAILY_3', retryInterval: 1, retryIntervalUnit: 'DAY', retryMaxCount: 3 };

const UNIT_MS: Record<RetryIntervalUnit, number> = { MINUTE: 60_000, HOUR: 3_600_000, DAY: 86_400_000 };

/** Why a strategy cannot be used, or undefined when it can. Counts are whole numbers; the interval is positive. */
export function retryStrategyProblem(strategy: RetryStrategy): string | undefined {
  if (!RETRY_INTERVAL_UNITS.includes(strategy.retryIntervalUnit)) return `retryIntervalUnit must be one of ${RETRY_INTERVAL_UNITS.join(', ')}`;
  if (!Number.isInteger(strategy.retryInterval) || strategy.retryInterval < 1) return 'retryInterval must be a whole number ≥ 1';
  if (!Number.isInteger(strategy.retryMaxCount) || strategy.retryMaxCount < 0 || strategy.retryMaxCount > 30) return 'retryMaxCount must be a whole number from 0 to 30';
  return undefined;
}

export function retryIntervalMs(strategy: RetryStrategy): number {
  return strategy.retryInterval * UNIT_MS[strategy.retryIntervalUnit];
}

/**
 * What follows the `declines`-th decline (1 = the renewal itself) of a period first
 * declined at `declinedAt`: another retry at a time, or closing.
 */
export type AfterDecline = { next: 'retry'; retry: number; at: Date } | { next: 'close' };

export function afterDecline(strategy: RetryStrategy, declinedAt: Date, declines: number): AfterDecline {
  const retry = declines; // retry n follows the n-th decline
  if (retry > strategy.retryMaxCount) return { next: 'close' };
  return { next: 'retry', retry, at: new Date(declinedAt.getTime() + retry * retryIntervalMs(strategy)) };
}

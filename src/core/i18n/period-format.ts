/**
 * A subscription's periods and trials in the catalog's words ("every 2 weeks", "7-day
 * trial"), the price beside its period: a module of their own so that the entry module,
 * whose first screen is an order's, does not carry them (issue 31).
 */
import type { PeriodType } from '../api/cashier.js';
import { formatAmount } from './format.js';
import type { Translator } from './translator.js';

const PERIOD_UNIT = { DAILY: 'day', WEEKLY: 'week', MONTHLY: 'month' } as const;

/** "every day", "every 2 weeks", "every month". */
export function formatPeriod(type: PeriodType, interval: number, t: Translator): string {
  return t.plural(`period.every.${PERIOD_UNIT[type]}`, interval);
}

/** "€9.99 every 2 weeks". */
export function formatPricePerPeriod(
  amount: string,
  currency: string,
  type: PeriodType,
  interval: number,
  locale: string,
  t: Translator,
): string {
  return t.t('period.pricePer', {
    price: formatAmount(amount, currency, locale),
    period: formatPeriod(type, interval, t),
  });
}

/** "7-day trial", "1-month trial"; length is the trial's periodInterval × numberOfPeriod. */
export function formatTrial(type: PeriodType, length: number, t: Translator): string {
  return t.plural(`trial.${PERIOD_UNIT[type]}`, length);
}

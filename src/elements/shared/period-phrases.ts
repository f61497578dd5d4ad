/**
 * A subscription's phrases: "€9.99 every 2 weeks", "7-day trial". Their readers (the
 * subscription summary, the subscription page, a free trial's terms under Pay) are all
 * lazy chunks: an order's first screen never says them, so neither these formatters nor
 * their English are in the entry (issue 31).
 */
import type { Money, PeriodType } from '../../core/api/cashier.js';
import { formatPricePerPeriod, formatTrial } from './i18n-bridge.js';
import type { Localizer } from './localizer.js';

interface Period {
  periodType: PeriodType;
  periodInterval: number;
}

/** "€9.99 every 2 weeks", in the element's locale. */
export function pricePerPeriod<X extends string>(l10n: Localizer<X>, money: Money, period: Period): string {
  return formatPricePerPeriod(money.value, money.currency, period.periodType, period.periodInterval, l10n.formatLocale, l10n.translator);
}

/** "7-day trial": the trial's whole length (periodInterval × numberOfPeriod). */
export function trialLength<X extends string>(l10n: Localizer<X>, trial: Period & { numberOfPeriod: number }): string {
  return formatTrial(trial.periodType, trial.periodInterval * trial.numberOfPeriod, l10n.translator);
}

/**
 * The one place the elements reach the i18n engine (src/core/i18n): locale negotiation,
 * catalogs and Intl formatting. Everything an element shows passes through here.
 */
import { en, type Catalog, type MessageKey } from '../../core/i18n/catalogs/en.js';
import { isSupportedLocale, type SupportedLocale } from '../../core/i18n/locales.js';
import type { Money, PeriodType } from '../../core/api/cashier.js';

export type { Catalog, MessageKey, SupportedLocale };
export { isRtl, textDirection } from '../../core/i18n/locales.js';

/** A merchant's per-element string overrides. */
export type Strings = Partial<Record<MessageKey, string>>;

export { negotiateLocale } from '../../core/i18n/negotiate.js';

/** Interim: English only until the other catalogs land. */
export async function loadCatalog(locale: SupportedLocale): Promise<Catalog> {
  return locale === 'en' ? en : en;
}

export function englishCatalog(): Catalog {
  return en;
}

export { isSupportedLocale };

/** `{name}` placeholders filled from params; overrides win over the catalog. */
export function translate(
  catalog: Catalog,
  overrides: Strings | undefined,
  key: MessageKey,
  params?: Record<string, string | number>,
): string {
  const template = overrides?.[key] ?? catalog[key] ?? en[key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function formatAmount(money: Money, locale: SupportedLocale): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: money.currency }).format(Number(money.value));
  } catch {
    return `${money.value} ${money.currency}`;
  }
}

export function formatDate(iso: string, locale: SupportedLocale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

export interface Period {
  periodType: PeriodType;
  periodInterval: number;
}

/** Interim period phrase from Intl units until formatPricePerPeriod lands ("€9.99 / 2 weeks"). */
export function formatPricePerPeriod(money: Money, period: Period, locale: SupportedLocale): string {
  return `${formatAmount(money, locale)} / ${formatPeriod(period, locale)}`;
}

export function formatTrial(
  trial: Period & { amount: Money; numberOfPeriod: number },
  locale: SupportedLocale,
): string {
  const length = formatPeriod({ ...trial, periodInterval: trial.periodInterval * trial.numberOfPeriod }, locale);
  return `${length}, ${formatAmount(trial.amount, locale)}`;
}

function formatPeriod(period: Period, locale: SupportedLocale): string {
  const unit = period.periodType === 'DAILY' ? 'day' : period.periodType === 'WEEKLY' ? 'week' : 'month';
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(period.periodInterval);
}

export function formatNumber(value: number, locale: SupportedLocale): string {
  return new Intl.NumberFormat(locale).format(value);
}

/**
 * Money, dates and the expiry countdown in the shopper's locale, with Intl (a
 * subscription's periods: period-format.ts). `locale` is the full tag
 * (ShopperLocale.format), not the catalog's id: the region, numbering system and calendar
 * it names decide the format. Every formatter is total: a bad locale, currency or date
 * never throws; it degrades to a plain but truthful text.
 */
import { canonicalLanguageTag } from './tag-syntax.js';
import { preformatted } from './preformatted.js';

export type DateStyle = 'short' | 'medium' | 'long' | 'full';

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The whole tag (region, -u-nu-, -u-ca-) if Intl accepts it, else English. */
function intlLocale(locale: string): string {
  return canonicalLanguageTag(locale) ?? 'en';
}

let knownCurrencies: ReadonlySet<string> | undefined;

/** An ISO 4217 code this engine knows the minor units of (any three letters pass where it cannot say). */
function isKnownCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  knownCurrencies ??= new Set(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : []);
  return knownCurrencies.size === 0 || knownCurrencies.has(code);
}

/**
 * A money amount from its decimal string ("9.99"), in the currency's minor units (JPY 0,
 * KWD 3). The string goes to Intl as is, so it is rounded as a decimal, not as a float.
 * An unknown code ("BTC", "USDT") keeps every given digit: "0.00012345 BTC".
 */
export function formatAmount(value: string, currency: string, locale: string): string {
  const amount = String(value).trim();
  const code = String(currency).trim().toUpperCase();
  if (!DECIMAL.test(amount)) return `${amount} ${code}`.trim();
  return preformatted(`a|${locale}|${code}|${amount}`, () => intlAmount(amount, code, intlLocale(locale)));
}

function intlAmount(amount: string, code: string, loc: string): string {
  // Intl.NumberFormat takes decimal strings exactly (ES2023); older engines read a Number.
  const exact = amount as unknown as number;
  if (isKnownCurrency(code)) {
    return new Intl.NumberFormat(loc, { style: 'currency', currency: code }).format(exact);
  }
  const digits = Math.min(amount.split('.')[1]?.length ?? 0, 20);
  const number = new Intl.NumberFormat(loc, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return code ? `${number.format(exact)}\u00a0${code}` : number.format(exact);
}

function formatInstant(iso: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  // A calendar date ("2026-09-08") is the same day everywhere, not UTC midnight moved.
  const zone = DATE_ONLY.test(iso) ? { timeZone: 'UTC' } : {};
  try {
    return new Intl.DateTimeFormat(intlLocale(locale), { ...options, ...zone }).format(date);
  } catch {
    // A time zone or style this engine refuses: the instant itself, unambiguous.
    return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  }
}

/**
 * A date (ISO 8601 date or date-time), in the shopper's time zone unless one is given. In
 * the shopper's zone the text is the format of the instant's local calendar date (read
 * without Intl), so the key names that day: a view can carry it for any zone (firstScreenDates).
 */
export function formatDate(iso: string, locale: string, style: DateStyle = 'medium', timeZone?: string): string {
  const format = () => formatInstant(iso, locale, { dateStyle: style, timeZone });
  const day = timeZone === undefined ? calendarDay(iso) : undefined;
  return day ? preformatted(`d|${locale}|${style}|${day}`, format) : format();
}

/** "2026-09-08": a date-only string as it is, a date-time's day in this runtime's zone; undefined if not a date. */
export function calendarDay(iso: string): string | undefined {
  if (DATE_ONLY.test(iso)) return iso;
  const date = new Date(iso);
  const local = date.getTime() - date.getTimezoneOffset() * 60_000;
  return Number.isNaN(local) ? undefined : new Date(local).toISOString().slice(0, 10);
}

/** A date and its time of day (short time). */
export function formatDateTime(iso: string, locale: string, style: DateStyle = 'medium', timeZone?: string): string {
  return formatInstant(iso, locale, { dateStyle: style, timeStyle: 'short', timeZone });
}

/**
 * The order-expiry countdown as a digital clock: "14:59", "1:02:03", "0:00" once over.
 * Seconds round up, so "0:00" shows exactly at expiry. Digits are the locale's; a clock
 * form rather than Intl.DurationFormat, which is missing in some engines and whose
 * digital output differs between them.
 */
export function formatCountdown(msLeft: number, locale: string): string {
  const total = Number.isFinite(msLeft) && msLeft > 0 ? Math.ceil(msLeft / 1000) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor(total / 60) % 60;
  const seconds = total % 60;
  const loc = intlLocale(locale);
  const plain = new Intl.NumberFormat(loc, { useGrouping: false });
  const padded = new Intl.NumberFormat(loc, { minimumIntegerDigits: 2, useGrouping: false });
  return hours > 0
    ? `${plain.format(hours)}:${padded.format(minutes)}:${padded.format(seconds)}`
    : `${plain.format(minutes)}:${padded.format(seconds)}`;
}

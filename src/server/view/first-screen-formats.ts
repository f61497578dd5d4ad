/**
 * The view's `formatted` strings (issue 18): every amount, number and date the cashier's
 * first screen shows, formatted here (Node has all of ICU) by the very functions the
 * browser calls, for the locale the browser will negotiate from what the server knows of
 * its preferences. The browser's first render then makes no Intl formatter; where its
 * locale turns out different (another browser language, a menu choice), keys miss and it
 * formats as usual. The view's catalog (first-screen-catalog.ts) is that locale's too.
 */
import type { CashierView, Money, ViewPlan } from '../../core/api/cashier.js';
import { formatAmount, formatDate, formatNumber, recordFormats, rememberFormats, resolveShopperLocale, type ShopperLocale } from '../../core/i18n/index.js';
import { BoundedCache } from './bounded-cache.js';

/** What the browser negotiates from besides the session's cashierLanguage (view.language). */
export interface ShopperLanguages {
  /** The element's `language` attribute, if the page sets one. */
  language?: string | undefined;
  /** The shopper's Accept-Language header (what the browser's navigator.languages says). */
  acceptLanguage?: string | undefined;
}

const DAY_MS = 86_400_000;
/** Entries read from one preference list: Accept-Language lists are short; a long one is cut. */
const MAX_ENTRIES = 16;

/**
 * Negotiation costs a view more than its formatting (issue 31), and a proxy sees few
 * distinct preference lists: the last ones are remembered (a ShopperLocale is read-only).
 */
const negotiated = new BoundedCache<ShopperLocale>(256);
/** The strings of the last inputs (locale, amounts, numbers, days), copied out: the same prices on the same day format alike. */
const formattedFor = new BoundedCache<Readonly<Record<string, string>>>(256, 1024);

/** The locale the element will negotiate: from its language, the session's cashierLanguage, then Accept-Language. */
export function firstScreenLocale(view: Pick<CashierView, 'language'>, languages: ShopperLanguages = {}): ShopperLocale {
  const preferences = [languages.language, view.language, languages.acceptLanguage].map(firstEntries);
  return negotiated.through(JSON.stringify(preferences), () => resolveShopperLocale(preferences));
}

/** The strings by key, for the locale the preferences give in the order the element reads them. */
export function firstScreenFormats(view: CashierView, languages: ShopperLanguages = {}): Record<string, string> {
  return formatsFor(view, firstScreenLocale(view, languages));
}

/** The strings by key for a locale already negotiated (firstScreenLocale): a view's route negotiates once for these and its catalog. */
export function formatsFor(view: CashierView, { format, catalog }: ShopperLocale): Record<string, string> {
  const amounts = amountsOf(view);
  const numbers = [view.order?.quantity, view.subscription?.plan.numberOfPeriod].filter((n) => n !== undefined);
  const plurals = pluralCounts(view);
  const dates = datesOf(view);
  const key = JSON.stringify([format, catalog, amounts.map((m) => [m.value, m.currency]), numbers, plurals, dates]);
  const known = formattedFor.get(key);
  if (known) return { ...known };
  const formats = recordFormats(() => {
    for (const money of amounts) formatAmount(money.value, money.currency, format);
    // Quantities and payment counts in the format locale; plural counts ("every 2 weeks") in the catalog's.
    for (const n of numbers) formatNumber(n, format);
    for (const n of plurals) formatNumber(n, catalog);
    for (const iso of dates) for (const day of daysAround(iso)) formatDate(day, format);
  });
  // Making Intl formatters costs ~50 µs each: the next view with these amounts and days (same prices, same day) reuses them.
  rememberFormats(formats);
  formattedFor.set(key, { ...formats });
  return formats;
}

function firstEntries(preference: string | undefined): string | undefined {
  return preference?.split(',', MAX_ENTRIES).join();
}

function amountsOf(view: CashierView): Money[] {
  const plans = [view.subscription?.plan, view.change?.fromPlan];
  return [
    view.amount,
    view.change?.remainingAmount,
    ...plans.flatMap((plan) => [plan?.amount, plan?.trial?.amount]),
  ].filter((money) => money !== undefined);
}

function pluralCounts(view: CashierView): number[] {
  const plans = [view.subscription?.plan, view.change?.fromPlan].filter((plan): plan is ViewPlan => plan !== undefined);
  return plans.flatMap((plan) => [plan.periodInterval, ...(plan.trial ? [plan.trial.periodInterval * plan.trial.numberOfPeriod] : [])]);
}

function datesOf(view: CashierView): string[] {
  const subscription = view.subscription;
  return [view.order?.expiresAt, subscription?.firstChargeAt, subscription?.endAt, subscription?.nextPaymentAt].filter((iso) => iso !== undefined);
}

/**
 * The calendar days an instant can fall on in the shopper's zone (UTC−12 to UTC+14: the
 * UTC day and both neighbours), as date-only strings: formatDate keys a date-time by its
 * local day, so the browser finds its own among them. A date-only string is one day.
 */
export function daysAround(iso: string): string[] {
  const time = new Date(iso).getTime();
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(time)) return [iso];
  return [-1, 0, 1].map((k) => new Date(time + k * DAY_MS).toISOString().slice(0, 10));
}

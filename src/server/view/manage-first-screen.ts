/**
 * A subscription page's view as a page embeds or server-renders it: the view route's
 * answer plus, as the checkout's view has them (first-screen-formats.ts), the management
 * screen's amounts and dates formatted for the locale the element will negotiate, and
 * that locale's catalog (the cashier's messages with the subscription page's own).
 */
import type { ManageView } from '../../core/api/manage-view.js';
import { formatAmount, formatDate, formatNumber, loadCatalog, recordFormats, rememberFormats, type GivenCatalog, type ShopperLocale } from '../../core/i18n/index.js';
import { loadManageCatalog } from '../../core/i18n/manage-catalog.js';
import { daysAround, firstScreenLocale, type ShopperLanguages } from './first-screen-formats.js';

/** The view with its first screen's `formatted` strings and (but for English) `catalog`. */
export async function manageFirstScreen(view: ManageView, languages: ShopperLanguages = {}): Promise<ManageView> {
  const { formatted: _f, catalog: _c, ...rest } = view;
  const shopper = firstScreenLocale(view, languages);
  const catalog = await manageCatalogFor(shopper.catalog);
  return { ...rest, formatted: manageFormats(view, shopper), ...(catalog ? { catalog } : {}) };
}

/** Both families' messages of a locale, as one catalog (none for English: it is built in). */
export async function manageCatalogFor(locale: ShopperLocale['catalog']): Promise<GivenCatalog | undefined> {
  if (locale === 'en') return undefined;
  const [main, manage] = await Promise.all([loadCatalog(locale), loadManageCatalog(locale)]);
  return { locale, messages: { ...main, ...manage } };
}

/** Every amount, count and date the overview, the plan list and the history show, by formatting key. */
export function manageFormats(view: ManageView, { format, catalog }: ShopperLocale): Record<string, string> {
  const { subscription, plans, payments } = view;
  const formats = recordFormats(() => {
    for (const money of [subscription.amount, ...plans.map((p) => p.amount), ...payments.map((p) => p.amount)]) formatAmount(money.value, money.currency, format);
    for (const n of [subscription.periodInterval, ...plans.map((p) => p.periodInterval)]) formatNumber(n, catalog);
    const dates = [subscription.trialEndAt, subscription.nextPaymentAt, subscription.endAt, subscription.paidUntil, ...payments.map((p) => p.at)];
    for (const iso of dates) if (iso) for (const day of daysAround(iso)) formatDate(day, format);
  });
  rememberFormats(formats);
  return formats;
}

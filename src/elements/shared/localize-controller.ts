/**
 * Gives an element its locale, catalog and formatters. The locale is negotiated from the
 * host's preferences (the `language` attribute first, then what the host adds, then the
 * browser's languages); a non-English catalog loads lazily and the previous language
 * stays on screen until it has arrived, so the shopper never sees a mix.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Money } from '../../core/api/cashier.js';
import {
  englishCatalog,
  formatAmount,
  formatDate,
  formatNumber,
  formatPricePerPeriod,
  formatTrial,
  loadCatalog,
  negotiateLocale,
  textDirection,
  translate,
  type Catalog,
  type MessageKey,
  type Period,
  type Strings,
  type SupportedLocale,
} from './i18n-bridge.js';

export interface LocalizedHost extends ReactiveControllerHost, HTMLElement {
  language?: string | undefined;
  strings?: Strings | undefined;
}

export interface LocalizeOptions {
  /** Preferences after the `language` attribute (e.g. the session's cashierLanguage). */
  extraPreferences?: () => ReadonlyArray<string | undefined>;
  /** Called once the new locale is on screen. */
  onChange?: (locale: SupportedLocale, previous: SupportedLocale) => void;
}

export class LocalizeController implements ReactiveController {
  locale: SupportedLocale = 'en';
  private catalog: Catalog = englishCatalog();
  private wanted: SupportedLocale | null = null;

  constructor(
    private readonly host: LocalizedHost,
    private readonly options: LocalizeOptions = {},
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.resolve();
  }

  hostUpdate(): void {
    this.resolve();
  }

  /** Negotiates again (call when a preference outside the host's properties changed). */
  resolve(): void {
    const browser = typeof navigator === 'undefined' ? [] : navigator.languages ?? [];
    const extra = this.options.extraPreferences?.() ?? [];
    const next = negotiateLocale([this.host.language, ...extra, ...browser]);
    if (next === this.wanted) return;
    this.wanted = next;
    if (next === 'en') this.apply(next, englishCatalog());
    else
      void loadCatalog(next)
        .then((catalog) => {
          if (this.wanted === next) this.apply(next, catalog);
        })
        .catch(() => undefined);
  }

  private apply(locale: SupportedLocale, catalog: Catalog): void {
    const previous = this.locale;
    const changed = locale !== previous || catalog !== this.catalog;
    this.locale = locale;
    this.catalog = catalog;
    this.host.setAttribute('lang', locale);
    this.host.setAttribute('dir', textDirection(locale));
    if (!changed) return;
    this.host.requestUpdate();
    if (locale !== previous) this.options.onChange?.(locale, previous);
  }

  t(key: MessageKey, params?: Record<string, string | number>): string {
    return translate(this.catalog, this.host.strings, key, params);
  }

  /** A catalog key chosen at run time (e.g. `method.${type}`); null when the catalog has none. */
  tMaybe(key: string, params?: Record<string, string | number>): string | null {
    return key in this.catalog ? this.t(key as MessageKey, params) : null;
  }

  amount(money: Money): string {
    return formatAmount(money, this.locale);
  }

  date(iso: string): string {
    return formatDate(iso, this.locale);
  }

  number(value: number): string {
    return formatNumber(value, this.locale);
  }

  pricePerPeriod(money: Money, period: Period): string {
    return formatPricePerPeriod(money, period, this.locale);
  }

  trial(trial: Period & { amount: Money; numberOfPeriod: number }): string {
    return formatTrial(trial, this.locale);
  }

  get dir(): 'ltr' | 'rtl' {
    return textDirection(this.locale);
  }
}

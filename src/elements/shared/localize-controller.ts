/**
 * Gives an element its locale, translator and formatters. The locale is negotiated from
 * the host's preferences (the `language` attribute unless the host says otherwise, then
 * the browser's languages) against the languages that have a catalog; a non-English
 * catalog loads lazily and the previous language stays on screen until it has arrived,
 * so the shopper never sees a mix.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Money, PeriodType } from '../../core/api/cashier.js';
import {
  createTranslator,
  en,
  formatAmount,
  formatDate,
  formatPricePerPeriod,
  formatTrial,
  isMessageKey,
  loadCatalog,
  negotiateLocale,
  textDirection,
  type Catalog,
  type MessageKey,
  type Strings,
  type SupportedLocale,
  type Translator,
} from './i18n-bridge.js';

export interface LocalizedHost extends ReactiveControllerHost, HTMLElement {
  language?: string | undefined;
  strings?: Strings | undefined;
}

export interface LocalizeOptions {
  /** The preferences before the browser's languages; default: the host's `language` attribute. */
  preferences?: () => ReadonlyArray<string | undefined>;
  /** Called once the new locale is on screen. */
  onChange?: (locale: SupportedLocale, previous: SupportedLocale) => void;
}

interface Period {
  periodType: PeriodType;
  periodInterval: number;
}

export class LocalizeController implements ReactiveController {
  locale: SupportedLocale = 'en';
  private catalog: Catalog = en;
  private wanted: SupportedLocale | null = null;
  private translator: Translator = createTranslator('en', en);
  private translatorStrings: Strings | undefined;

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
    const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? []);
    const own = this.options.preferences?.() ?? [this.host.language];
    // Inferred: against every supported locale (all 22 have catalogs), so amounts and dates follow the
    // shopper even while a catalog is still loading or missing (its text falls back to English).
    const next = negotiateLocale([...own, ...browser]);
    if (next === this.wanted) return;
    this.wanted = next;
    if (next === 'en') this.apply(next, en);
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

  /** The translator of the current locale and the host's current overrides. */
  private get tr(): Translator {
    const strings = this.host.strings;
    if (this.translator.locale !== this.locale || this.translatorStrings !== strings || this.catalogChanged) {
      this.translator = createTranslator(this.locale, this.catalog, strings ?? {});
      this.translatorStrings = strings;
      this.translatorCatalog = this.catalog;
    }
    return this.translator;
  }

  private translatorCatalog: Catalog = en;
  private get catalogChanged(): boolean {
    return this.translatorCatalog !== this.catalog;
  }

  t(key: MessageKey, params?: Record<string, string | number>): string {
    return this.tr.t(key, params);
  }

  /** A key that arrives as data (`method.${type}`, a ProxyError's messageKey); null when the catalog has none. */
  tMaybe(key: string, params?: Record<string, string | number>): string | null {
    return isMessageKey(key) ? this.t(key, params) : null;
  }

  amount(money: Money): string {
    return formatAmount(money.value, money.currency, this.locale);
  }

  date(iso: string): string {
    return formatDate(iso, this.locale);
  }

  number(value: number): string {
    return new Intl.NumberFormat(this.locale).format(value);
  }

  /** "€9.99 every 2 weeks". */
  pricePerPeriod(money: Money, period: Period): string {
    return formatPricePerPeriod(money.value, money.currency, period.periodType, period.periodInterval, this.locale, this.tr);
  }

  /** "7-day trial". */
  trial(trial: Period & { numberOfPeriod: number }): string {
    return formatTrial(trial.periodType, trial.periodInterval * trial.numberOfPeriod, this.tr);
  }

  get dir(): 'ltr' | 'rtl' {
    return textDirection(this.locale);
  }
}

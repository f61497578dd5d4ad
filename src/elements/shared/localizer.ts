/**
 * What a template needs of the shopper's locale: texts, formatted money, dates and
 * numbers, and the tags to hand on. An element's LocalizeController is one (it negotiates
 * the locale and follows it); GivenLocale is one for a locale the proxy already
 * negotiated, as the view says it: the script tag's first paint (acq-cashier/pre-render.ts)
 * draws with it, so that the first screen carries no negotiation code.
 */
import type { Money } from '../../core/api/cashier.js';
import {
  createTranslator,
  enFirstScreen,
  formatAmount,
  formatDate,
  formatNumber,
  isSupportedLocale,
  knownCatalog,
  type CatalogOverrides,
  type MessageKey,
  type Messages,
  type SupportedLocale,
  type Translator,
} from './i18n-bridge.js';

export interface Localizer<X extends string = never> {
  /** The catalog on screen. */
  readonly locale: SupportedLocale;
  /** The tag money, dates and numbers are formatted with ("de-CH", "ar-EG-u-nu-latn"). */
  readonly formatLocale: string;
  /** The `language` to hand a child element so that it shows this same locale. */
  readonly childLanguage: string;
  readonly translator: Translator<X>;
  t(key: MessageKey | X, params?: Record<string, string | number>): string;
  /** A key that arrives as data (`method.${type}`, a ProxyError's messageKey); null when the catalog has none. */
  tMaybe(key: string, params?: Record<string, string | number>): string | null;
  amount(money: Money): string;
  date(iso: string): string;
  number(value: number): string;
}

/** A locale as the proxy negotiated it for the shopper (the view's `locale`). */
export interface NegotiatedLocale {
  catalog: SupportedLocale;
  format: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  childLanguage: string;
}

/** Texts and formats from a translator and a format tag: what every Localizer does the same way. */
export abstract class LocaleTexts<X extends string = never> implements Localizer<X> {
  abstract readonly locale: SupportedLocale;
  abstract readonly formatLocale: string;
  abstract readonly childLanguage: string;
  abstract readonly translator: Translator<X>;
  /** The keys a text may have (English on hand): tMaybe's null for any other. */
  protected abstract readonly englishKeys: Messages;

  t(key: MessageKey | X, params?: Record<string, string | number>): string {
    return this.translator.t(key, params);
  }

  tMaybe(key: string, params?: Record<string, string | number>): string | null {
    return Object.hasOwn(this.englishKeys, key) ? this.t(key as MessageKey | X, params) : null;
  }

  amount(money: Money): string {
    return formatAmount(money.value, money.currency, this.formatLocale);
  }

  date(iso: string): string {
    return formatDate(iso, this.formatLocale);
  }

  number(value: number): string {
    return formatNumber(value, this.formatLocale);
  }
}

/** The cashier's texts in a negotiated locale whose catalog is on hand (English, or the view's), with the merchant's overrides. */
export class GivenLocale extends LocaleTexts {
  readonly translator: Translator;
  protected readonly englishKeys = enFirstScreen;

  constructor(
    readonly shown: NegotiatedLocale,
    strings: CatalogOverrides | undefined,
  ) {
    super();
    this.translator = createTranslator(shown.catalog, knownCatalog(shown.catalog) ?? enFirstScreen, strings ?? {}, enFirstScreen);
  }

  get locale(): SupportedLocale {
    return this.shown.catalog;
  }

  get formatLocale(): string {
    return this.shown.format;
  }

  get childLanguage(): string {
    return this.shown.childLanguage;
  }
}

/**
 * The locale a view says the proxy negotiated, if this page can show it at once: a
 * catalog the cashier has and holds (English, or the view's own, remembered first), and
 * a direction. Anything else is the element's to negotiate.
 */
export function viewLocale(view: { locale?: { catalog: string; format: string; lang: string; dir: string; childLanguage: string } | undefined }): NegotiatedLocale | undefined {
  const given = view.locale;
  if (!given || !isSupportedLocale(given.catalog) || (given.dir !== 'ltr' && given.dir !== 'rtl')) return undefined;
  return given.catalog === 'en' || knownCatalog(given.catalog) ? (given as NegotiatedLocale) : undefined;
}

/** English, as every element starts: what the first paint says before a view has come. */
export const ENGLISH: NegotiatedLocale = { catalog: 'en', format: 'en', lang: 'en', dir: 'ltr', childLanguage: 'en' };

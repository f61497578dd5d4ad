/**
 * Gives an element its locale, translator and formatters. The locale is resolved from
 * the host's preferences (the `language` attribute unless the host says otherwise, then
 * the browser's languages): texts from the nearest catalog, money and dates with the full
 * tag (resolveShopperLocale); `lang` and `dir` on the host follow. A catalog on hand
 * (English, one a session view brought, one loaded before) applies at once; any other
 * loads lazily and the previous language stays on screen until it has arrived, so the
 * shopper never sees a mix. English on hand is the first screen's messages (all the
 * entry module carries) unless the element gives the rest of it (`english`), as the
 * lazily loaded elements do and <acq-cashier>'s session code does once loaded (useEnglish).
 * The two halves are joined here, not in a shared module: in a shop's bundler (Vite 8),
 * a lazy module that imported the first screen's English kept it out of the shop's entry.
 */
import { isServer, type ReactiveController, type ReactiveControllerHost } from 'lit';
import {
  createTranslator,
  enFirstScreen,
  knownCatalog,
  loadCatalog,
  resolveShopperLocale,
  type CatalogOf,
  type CatalogOverrides,
  type Messages,
  type SupportedLocale,
  type ShopperLocale,
  type Translator,
} from './i18n-bridge.js';
import { LocaleTexts } from './localizer.js';

/** An element, or what stands for one before it is defined (acq-cashier/pre-render.ts): what the controller uses of it. */
export interface LocalizedHost<X extends string = never> extends Pick<ReactiveControllerHost, 'addController' | 'requestUpdate'>, Pick<Element, 'setAttribute'> {
  language?: string | undefined;
  strings?: CatalogOverrides<X> | undefined;
}

export interface LocalizeOptions<X extends string = never> {
  /** The preferences before the browser's languages; default: the host's `language` attribute. */
  preferences?: () => ReadonlyArray<string | undefined>;
  /** Called once the new locale is on screen. */
  onChange?: (locale: SupportedLocale, previous: SupportedLocale) => void;
  /** English beyond the first screen's (`enAfterFirstScreen`), for an element the first screen never shows: the whole of it is then on hand. */
  english?: Messages;
  /** Another catalog family (the card form's keys besides the cashier's): its English and its loader. */
  catalogs?: { english: CatalogOf<X>; load: (locale: SupportedLocale) => Promise<CatalogOf<X>>; known?: (locale: SupportedLocale) => CatalogOf<X> | undefined };
}

export class LocalizeController<X extends string = never> extends LocaleTexts<X> implements ReactiveController {
  /** The catalog on screen. */
  locale: SupportedLocale = 'en';
  // English until the first resolve (no Intl at construction: it would load ICU before the first render needs it).
  private shown: ShopperLocale = { catalog: 'en', format: 'en', lang: 'en', dir: 'ltr', childLanguage: 'en' };
  private english: Messages;
  private readonly load: (locale: SupportedLocale) => Promise<Messages>;
  private catalog: Messages;
  private wanted: ShopperLocale | null = null;
  private built: Translator<X>;
  private translatorStrings: CatalogOverrides<X> | undefined;
  private translatorCatalog: Messages;
  private translatorEnglish: Messages;

  constructor(
    private readonly host: LocalizedHost<X>,
    private readonly options: LocalizeOptions<X> = {},
  ) {
    super();
    // Without options.catalogs X is never: the cashier's own catalogs.
    const catalogs = options.catalogs ?? { english: wholeEnglish(options.english), load: loadCatalog };
    this.english = this.catalog = this.translatorCatalog = this.translatorEnglish = catalogs.english;
    this.load = catalogs.load;
    this.built = createTranslator<X>('en', this.english);
    host.addController(this);
  }

  hostConnected(): void {
    // The first resolve waits for the first update: Intl's first call loads ICU data (tens
    // of ms), which then overlaps the host's first request instead of delaying its start.
    if (this.wanted) this.resolve();
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
    const next = resolveShopperLocale([...own, ...browser]);
    const wanted = this.wanted;
    if (wanted && next.catalog === wanted.catalog && next.format === wanted.format) {
      // Still loading: a view may have brought that catalog since.
      if (this.shown !== wanted) this.applyKnown(wanted);
      return;
    }
    this.wanted = next;
    if (!this.applyKnown(next))
      void this.load(next.catalog)
        .then((catalog) => {
          if (this.wanted === next) this.apply(next, catalog);
        })
        .catch(() => undefined);
  }

  /**
   * The rest of English, from code that has loaded it (<acq-cashier>'s session code): the
   * screens after the first one say every message, in English where the catalog lacks one.
   * No update of its own: the screen on display says the first screen's messages, the same
   * in both, and an update at the session code's arrival delayed a Pay clicked then.
   */
  useEnglish(rest: Messages): void {
    const whole = wholeEnglish(rest);
    if (this.catalog === this.english) this.catalog = whole;
    this.english = whole;
  }

  /** Applies a catalog on hand (English, a view's, one loaded before) at once: no frame in the previous language. */
  private applyKnown(next: ShopperLocale): boolean {
    const { catalogs } = this.options;
    const ready = next.catalog === 'en' ? this.english : !catalogs ? knownCatalog(next.catalog) : catalogs.known?.(next.catalog);
    if (ready) this.apply(next, ready);
    return ready !== undefined;
  }

  private apply(next: ShopperLocale, catalog: Messages): void {
    const previous = this.locale;
    const locale = next.catalog;
    const changed = locale !== previous || catalog !== this.catalog || next.format !== this.shown.format;
    this.locale = locale;
    this.shown = next;
    this.catalog = catalog;
    this.host.setAttribute('lang', next.lang);
    this.host.setAttribute('dir', next.dir);
    if (!changed) return;
    this.host.requestUpdate();
    if (locale !== previous) this.options.onChange?.(locale, previous);
  }

  /** The translator of the current locale and the host's current overrides (plural forms too: period-phrases.ts). */
  get translator(): Translator<X> {
    // Server rendering skips the controller hooks (hostUpdate): the locale is resolved on the first text.
    if (isServer) this.resolve();
    const strings = this.host.strings;
    const { locale, catalog, english } = this;
    if (this.built.locale !== locale || this.translatorStrings !== strings || this.translatorCatalog !== catalog || this.translatorEnglish !== english) {
      this.built = createTranslator<X>(locale, catalog, strings ?? {}, english);
      this.translatorStrings = strings;
      this.translatorCatalog = catalog;
      this.translatorEnglish = english;
    }
    return this.built;
  }

  protected get englishKeys(): Messages {
    return this.english;
  }

  /** The tag money, dates and numbers are formatted with ("de-CH", "ar-EG-u-nu-latn"). */
  get formatLocale(): string {
    return this.shown.format;
  }

  /** The `language` to hand a child element so that it shows this same locale. */
  get childLanguage(): string {
    return this.shown.childLanguage;
  }

  get dir(): 'ltr' | 'rtl' {
    return this.shown.dir;
  }
}

/** The first screen's English with the rest of it (none: the first screen's alone). */
function wholeEnglish(rest: Messages | undefined): Messages {
  return rest ? { ...enFirstScreen, ...rest } : enFirstScreen;
}

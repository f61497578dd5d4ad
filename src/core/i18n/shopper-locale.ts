/**
 * What one set of preferences means on screen: the catalog the texts come from, and the
 * full tag money, dates and numbers are formatted with (issue #17). A Swiss shopper
 * ("de-CH") reads the German catalog and sees "CHF 1'234.50"; a Catalan one ("ca-ES",
 * no catalog) reads English and sees Catalan amounts; "ar-EG-u-nu-latn" keeps Latin digits.
 */
import { looseLanguageTag } from './language-tag.js';
import { SUPPORTED_LOCALES, textDirection, type SupportedLocale } from './locales.js';
import { negotiateLocale } from './negotiate.js';

export interface ShopperLocale {
  /** The catalog the texts come from. */
  readonly catalog: SupportedLocale;
  /** The canonical tag for Intl, extensions kept (see resolveShopperLocale), else the catalog's id. */
  readonly format: string;
  /**
   * The host's `lang`: the texts' language. The format tag where it names the catalog's
   * language in the catalog's script (de-CH over de, zh-TW over zh-Hant); the catalog's
   * id where it does not (is-IS reading English is "en", ar-Latn reading Arabic script is "ar").
   */
  readonly lang: string;
  /** From the catalog's script, because `dir` orders the texts: ar-Latn reads the Arabic catalog, right to left. */
  readonly dir: 'ltr' | 'rtl';
  /** One `language` value that makes a child element resolve to this same locale. */
  readonly childLanguage: string;
}

/** Preferences may be Accept-Language lists ("de-CH, fr;q=0.8"): one entry per tag. */
function expand(preferences: ReadonlyArray<string | null | undefined>): string[] {
  return preferences.flatMap((preference) => (typeof preference === 'string' ? preference.split(',') : []));
}

/** A well-formed tag Intl has locale data for ("tlh", "und" or "english" have none). */
function formattable(preference: string): string | undefined {
  const tag = looseLanguageTag(preference);
  return tag && Intl.NumberFormat.supportedLocalesOf(tag).length > 0 ? tag : undefined;
}

/** Language and script once likely subtags are added: "zh-TW" → "zh-Hant", "pt-AO" → "pt-Latn". */
function writtenForm(tag: string): string {
  try {
    const { language, script } = new Intl.Locale(tag).maximize();
    return `${language}-${script ?? ''}`;
  } catch {
    return tag;
  }
}

/**
 * Texts: negotiateLocale. Formats: the first preference Intl has data for, so that a
 * Catalan ("ca-ES, en-US") keeps Catalan amounts beside English texts.
 */
export function resolveShopperLocale(
  preferences: ReadonlyArray<string | null | undefined>,
  supported: ReadonlyArray<SupportedLocale> = SUPPORTED_LOCALES,
): ShopperLocale {
  const tags = expand(preferences);
  const catalog = negotiateLocale(tags, supported);
  const format = tags.map(formattable).find((tag) => tag !== undefined) ?? catalog;
  return {
    catalog,
    format,
    lang: format === catalog || writtenForm(format) === writtenForm(catalog) ? format : catalog,
    dir: textDirection(catalog),
    // The whole list: a child resolving it (its browser's languages after, already in it)
    // finds the same catalog and format, even where the catalog's language has no Intl
    // data and a later tag formats (a Maltese page in Chromium formats as en-US).
    childLanguage: tags.join(),
  };
}

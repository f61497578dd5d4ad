/**
 * What one set of preferences means on screen: the catalog the texts come from, and the
 * full tag money, dates and numbers are formatted with (issue #17). A Swiss shopper
 * ("de-CH") reads the German catalog and sees "CHF 1'234.50"; a Catalan one ("ca-ES",
 * no catalog) reads English and sees Catalan amounts; "ar-EG-u-nu-latn" keeps Latin digits.
 */
import { looseLanguageTag } from './language-tag.js';
import { SUPPORTED_LOCALES, textDirection, type SupportedLocale } from './locales.js';
import { lookupLocale, negotiateLocale } from './negotiate.js';

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
 * One preference list that resolves a child to the same catalog and format. A format tag
 * that finds no catalog of its own (is-IS) goes first: it formats, negotiation skips it.
 * One that finds another catalog (en-US after "mt" where the engine has no Maltese data)
 * goes after the tag that chose the catalog: that tag reads first and, having no data,
 * leaves the formats to the next.
 */
function childLanguage(tags: string[], catalog: SupportedLocale, format: string, supported: ReadonlyArray<SupportedLocale>): string {
  const own = lookupLocale(format, supported);
  if (own === catalog) return format;
  if (own === undefined) return `${format}, ${catalog}`;
  return `${tags.find((tag) => negotiateLocale([tag], supported) === catalog) ?? catalog}, ${format}`;
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
    childLanguage: childLanguage(tags, catalog, format, supported),
  };
}

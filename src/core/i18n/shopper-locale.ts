/**
 * What one set of preferences means on screen: the catalog the texts come from, and the
 * full tag money, dates and numbers are formatted with (issue #17). A Swiss shopper
 * ("de-CH") reads the German catalog and sees "CHF 1'234.50"; a Catalan one ("ca-ES",
 * no catalog) reads English and sees Catalan amounts; "ar-EG-u-nu-latn" keeps Latin digits.
 */
import { looseLanguageTag } from './tag-syntax.js';
import { regionalScript } from './likely-script.js';
import { textDirection } from './direction.js';
import { SUPPORTED_LOCALES, type SupportedLocale } from './locales.js';
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

/**
 * The catalogs' languages but Maltese: every engine the cashier runs in has number and
 * date data for them (Chromium ships none for mt). Asking Intl (supportedLocalesOf) would
 * load ICU's data before the first screen, 10-30 ms (issue 18): only other tags ask.
 */
const FORMATTABLE = new Set(SUPPORTED_LOCALES.map((id) => id.split('-')[0]).filter((language) => language !== 'mt'));

/** A well-formed tag Intl has locale data for ("tlh", "und" or "english" have none). */
function formattable(preference: string): string | undefined {
  const tag = looseLanguageTag(preference);
  return tag && (FORMATTABLE.has(tag.split('-')[0]!) || Intl.NumberFormat.supportedLocalesOf(tag).length > 0) ? tag : undefined;
}

/**
 * Whether two tags name one language in one script once likely subtags are added
 * ("zh-TW" and "zh-Hant", "de-CH" and "de"; not "ar-Latn" and "ar"). Tags of one catalog
 * language: its script is the same in every region but for zh and ms (regionalScript);
 * maximize() answers only where one tag names a script the other leaves to its language.
 */
function sameWrittenForm(a: string, b: string): boolean {
  // Both canonical tags (a formattable preference, a catalog id): Intl.Locale takes them.
  const [x, y] = [new Intl.Locale(a), new Intl.Locale(b)];
  const script = (l: Intl.Locale) => l.script ?? regionalScript(l.language, l.region);
  const [sx, sy] = [script(x), script(y)];
  return x.language === y.language && (sx && sy ? sx === sy : sx === sy || x.maximize().script === y.maximize().script);
}

/**
 * The lists resolved last, by their tags (a ShopperLocale is read-only): every element of
 * a page resolves the same list on each update, and each resolve asks Intl per tag, in the
 * frames before the pay screen shows (issue 31). Bounded in entries and key length: a
 * server resolves what shoppers send. A Map emptied when full, not the server's
 * BoundedCache (server/view/bounded-cache.ts, which the view route keeps in front of
 * this): that class would add 86 B to the first load (test/bench/size.ts, CDN_BUDGET_GZIP).
 */
const resolved = new Map<string, ShopperLocale>();
const MAX_RESOLVED = 64;
const MAX_KEY_LENGTH = 512;

/**
 * Texts: negotiateLocale. Formats: the first preference Intl has data for, so that a
 * Catalan ("ca-ES, en-US") keeps Catalan amounts beside English texts.
 */
export function resolveShopperLocale(
  preferences: ReadonlyArray<string | null | undefined>,
  supported: ReadonlyArray<SupportedLocale> = SUPPORTED_LOCALES,
): ShopperLocale {
  const tags = expand(preferences);
  // The whole list: a child resolving it (its browser's languages after, already in it)
  // finds the same catalog and format, even where the catalog's language has no Intl
  // data and a later tag formats (a Maltese page in Chromium formats as en-US).
  const childLanguage = tags.join();
  const key = supported === SUPPORTED_LOCALES && childLanguage.length <= MAX_KEY_LENGTH ? childLanguage : undefined;
  const known = key === undefined ? undefined : resolved.get(key);
  if (known) return known;
  const catalog = negotiateLocale(tags, supported);
  const format = tags.map(formattable).find((tag) => tag !== undefined) ?? catalog;
  const locale: ShopperLocale = {
    catalog,
    format,
    lang: format === catalog || sameWrittenForm(format, catalog) ? format : catalog,
    dir: textDirection(catalog),
    childLanguage,
  };
  if (key === undefined) return locale;
  if (resolved.size >= MAX_RESOLVED) resolved.clear();
  resolved.set(key, locale);
  return locale;
}

/**
 * Picks the cashier's language: an RFC 4647 lookup over the caller's preferences (most
 * wanted first: the element's `language`, the session's cashierLanguage, the browser's
 * languages), made aware of scripts and likely subtags, so that zh-TW finds zh-Hant and
 * pt-AO finds pt-PT. Lenient by design: odd casing, POSIX forms ("pt_BR.UTF-8") and
 * garbage are tolerated or skipped, never thrown (the tag "C" must not break a page).
 */
import { looseLanguageTag } from './language-tag.js';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type SupportedLocale } from './locales.js';

interface ParsedTag {
  readonly language: string;
  readonly script: string | undefined;
  readonly region: string | undefined;
}

/** Chinese regions that write in Traditional characters (CLDR likely subtags). */
const TRADITIONAL_CHINESE_REGIONS: ReadonlySet<string> = new Set(['TW', 'HK', 'MO']);

function parseTag(raw: unknown): ParsedTag | undefined {
  if (typeof raw !== 'string') return undefined;
  // Intl's canonical form where it is well-formed: deprecated codes replaced (iw → he,
  // in → id, sh → sr-Latn, art-lojban → jbo). Otherwise the raw text, read leniently.
  const tag = looseLanguageTag(raw) ?? raw.trim().split(/[.@;]/)[0]!.replace(/_/g, '-');
  // Extensions and private use (-u-nu-arab, -x-twain) choose formats, not the catalog.
  const subtags = tag.toLowerCase().split(/-[a-z0-9]-/)[0]!.split('-');
  const [first = '', ...rest] = subtags;
  // Two or three letters: "", "C", "*", "x-…" (private use) and "i-…" (grandfathered) are not languages.
  if (!/^[a-z]{2,3}$/.test(first) || first === 'und') return undefined;
  while (rest[0] !== undefined && /^[a-z]{3}$/.test(rest[0])) rest.shift(); // extlang: zh-cmn-…
  const script = rest[0] !== undefined && /^[a-z]{4}$/.test(rest[0]) ? rest.shift() : undefined;
  const region = rest[0] !== undefined && /^(?:[a-z]{2}|\d{3})$/.test(rest[0]) ? rest[0] : undefined;
  return {
    language: first,
    script: script && script[0]!.toUpperCase() + script.slice(1),
    region: region?.toUpperCase(),
  };
}

/** The tags to try for one preference, most specific first. */
function lookupChain(tag: ParsedTag): string[] {
  const { language, region } = tag;
  // Likely subtags where a language has two written forms among the catalogs.
  const script =
    tag.script ?? (language === 'zh' ? (TRADITIONAL_CHINESE_REGIONS.has(region ?? '') ? 'Hant' : 'Hans') : undefined);
  const chain: string[] = [];
  if (script && region) chain.push(`${language}-${script}-${region}`);
  if (script) chain.push(`${language}-${script}`);
  if (region) chain.push(`${language}-${region}`);
  // Decision: plain "pt" is Brazilian (CLDR's likely region, most speakers); every other
  // Portuguese-speaking region (AO, MZ, CV, …) follows European Portuguese (CLDR parent pt-PT).
  if (language === 'pt') chain.push(region === undefined || region === 'BR' ? 'pt-BR' : 'pt-PT');
  chain.push(language);
  return chain;
}

function primaryLanguage(locale: string): string {
  return locale.split('-')[0]!.toLowerCase();
}

function strictMatch(tag: ParsedTag, byLowerCase: ReadonlyMap<string, SupportedLocale>): SupportedLocale | undefined {
  for (const candidate of lookupChain(tag)) {
    const found = byLowerCase.get(candidate.toLowerCase());
    if (found) return found;
  }
  return undefined;
}

function indexOf(supported: ReadonlyArray<SupportedLocale>): Map<string, SupportedLocale> {
  return new Map(supported.map((locale) => [locale.toLowerCase(), locale]));
}

/** The catalog one tag finds by its own lookup chain, with no fallback (undefined for "sv-SE"). */
export function lookupLocale(preference: string, supported: ReadonlyArray<SupportedLocale> = SUPPORTED_LOCALES): SupportedLocale | undefined {
  const tag = parseTag(preference);
  return tag && strictMatch(tag, indexOf(supported));
}

/**
 * The best supported locale for the preferences. First pass: the lookup chain of each
 * preference in turn. Second pass, for a caller that narrowed `supported`: any locale of
 * a preferred language (pt-BR wanted, only pt-PT offered). Last: English.
 */
export function negotiateLocale(
  preferences: ReadonlyArray<string | null | undefined>,
  supported: ReadonlyArray<SupportedLocale> = SUPPORTED_LOCALES,
): SupportedLocale {
  const byLowerCase = indexOf(supported);
  const tags = Array.from(preferences ?? [], parseTag).filter((tag) => tag !== undefined);
  for (const tag of tags) {
    const found = strictMatch(tag, byLowerCase);
    if (found) return found;
  }
  for (const tag of tags) {
    const found = supported.find((locale) => primaryLanguage(locale) === tag.language);
    if (found) return found;
  }
  return supported.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : (supported[0] ?? DEFAULT_LOCALE);
}

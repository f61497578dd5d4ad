/**
 * Picks the cashier's language: an RFC 4647 lookup over the caller's preferences (most
 * wanted first: the element's `language`, the session's cashierLanguage, the browser's
 * languages), made aware of scripts, likely subtags and CLDR's parent locales, so that
 * zh-TW finds zh-Hant, zh-MO zh-HK, es-MX es-419 and pt-AO pt-PT. Tolerant: odd casing and
 * POSIX forms ("pt_BR.UTF-8") are read, what is not well-formed is skipped, nothing throws
 * (the tag "C" must not break a page).
 */
import { looseLanguageTag } from './tag-syntax.js';
import { regionalScript } from './likely-script.js';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type SupportedLocale } from './locales.js';

interface ParsedTag {
  readonly language: string;
  readonly script: string | undefined;
  readonly region: string | undefined;
}

/**
 * A preference read by the same rule as cashierLanguage (POSIX forms allowed): Intl's
 * canonical form, so deprecated codes are replaced (iw → he, sh → sr-Latn) and extensions
 * and private use (-u-nu-arab, -x-twain), which choose formats, not the catalog, fall away.
 * What is not well-formed ("C", "*", "x-klingon", extlang "zh-cmn-Hant") is skipped.
 */
function parseTag(raw: unknown): ParsedTag | undefined {
  const tag = looseLanguageTag(raw);
  if (tag === undefined) return undefined;
  // Intl.Locale only parses (cheap); maximize() would load ICU's likely subtags.
  const { language, region, script: given } = new Intl.Locale(tag);
  // Likely subtags where a language has two written forms among the catalogs: zh-TW → Hant.
  const script = given ?? (language === 'zh' ? regionalScript(language, region) : undefined);
  // "und" (undetermined) has no language: Intl.Locale reports it as undefined or "und".
  return language && language !== 'und' ? { language, script, region } : undefined;
}

/**
 * The tags to try for one preference, most specific first, with CLDR's parent locales
 * where a regional catalog stands for more regions than its own: Traditional Chinese in
 * Hong Kong and Macau reads zh-HK; Spanish outside Spain (and its African and Asian
 * regions) es-419; Norwegian (no, nn) Bokmål. Decision: plain "pt" is Brazilian (CLDR's
 * likely region, most speakers); every other Portuguese-speaking region (AO, MZ, CV, …)
 * follows European Portuguese (CLDR parent pt-PT). English reads en-GB for that tag only.
 */
function lookupChain({ language, script, region = '' }: ParsedTag): string[] {
  const chain: string[] = [];
  if (script && region) chain.push(`${language}-${script}-${region}`);
  // Before the script: zh-Hant-HK finds zh-HK rather than zh-Hant.
  if (language === 'zh' && script === 'Hant' && /^(HK|MO)$/.test(region)) chain.push('zh-HK');
  if (script) chain.push(`${language}-${script}`);
  if (region) chain.push(`${language}-${region}`);
  if (language === 'es' && region && !/^(ES|EA|IC|GQ|PH)$/.test(region)) chain.push('es-419');
  if (language === 'pt') chain.push(!region || region === 'BR' ? 'pt-BR' : 'pt-PT');
  chain.push(/^n[no]$/.test(language) ? 'nb' : language);
  return chain;
}

function primaryLanguage(locale: string): string {
  return locale.split('-')[0]!;
}

/** The first of a tag's lookup chain among the supported ids (both in canonical case). */
function strictMatch(tag: ParsedTag, supported: ReadonlyArray<string>): SupportedLocale | undefined {
  return lookupChain(tag).find((candidate) => supported.includes(candidate)) as SupportedLocale | undefined;
}

/** The catalog one tag finds by its own lookup chain, with no fallback (undefined for "is-IS"). */
export function lookupLocale(preference: string, supported: ReadonlyArray<SupportedLocale> = SUPPORTED_LOCALES): SupportedLocale | undefined {
  const tag = parseTag(preference);
  return tag && strictMatch(tag, supported);
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
  const tags = Array.from(preferences ?? [], parseTag).filter((tag) => tag !== undefined);
  for (const tag of tags) {
    const found = strictMatch(tag, supported);
    if (found) return found;
  }
  for (const tag of tags) {
    const found = supported.find((locale) => primaryLanguage(locale) === tag.language);
    if (found) return found;
  }
  return supported.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : (supported[0] ?? DEFAULT_LOCALE);
}

/**
 * The cashierLanguage rule (error A0047), the one place widget, proxy and sandbox decide
 * what a language tag is.
 *
 * Decision (issue #17, narrowed by issue #28): the spec's prose names a two-letter
 * language, an optional script and an optional two-letter region, but asks for IETF BCP
 * 47 (RFC 5646). We accept a tag that is well-formed (`Intl.getCanonicalLocales` accepts
 * it: UN M.49 regions such as es-419, variants, `-u-`/`-t-` extensions, `-x-` private use,
 * any case) AND whose language, script and region subtags are in the IANA Language
 * Subtag Registry (registered-subtags.ts, private-use ranges included: qaa, Qaaa, XA–XZ
 * such as XK), as long as its canonical form fits the field's 24 characters. We carry the
 * canonical form onwards (the proxy sends it to the acquirer, the sandbox stores it).
 * So fil, yue-HK, es-419, zh-Hant-TW, sr-Latn-RS, tlh pass; "english" and "xx" (well-formed,
 * registered nowhere), en-Abcd and en-AB are refused.
 *
 * Why not Intl.DisplayNames (`fallback: 'none'`): it answers from CLDR's names, not the
 * registry, and engines differ: Node's full ICU names gsw, nan, tok, yet Chromium's
 * trimmed ICU does not, and has no name even for the regions 001 and 150; building one
 * also costs ~20 ms of ICU data in a fresh page. The registry is ~4 KB gzip: the proxy and
 * sandbox hold it, the widget loads it lazily only to warn about its `language` attribute.
 *
 * Irregular grandfathered tags follow Intl (the Unicode locale id syntax of ECMA-402):
 * "art-lojban" → "jbo", "zh-guoyu" → "zh", "zh-hakka" → "hak", "cel-gaulish" → "xtg" are
 * accepted as their replacements; "i-klingon", "i-default", "en-GB-oed", "zh-min-nan",
 * "sgn-BE-FR", extlang forms ("zh-cmn-Hant") and a bare private-use tag ("x-klingon")
 * are refused. Deprecated codes become their successors (iw → he, in → id, en-SU → en-RU).
 */
import { isRegisteredLanguage, isRegisteredRegion, isRegisteredScript } from './registered-subtags.js';
import { canonicalLanguageTag } from './tag-syntax.js';

export { canonicalLanguageTag, looseLanguageTag, posixTag } from './tag-syntax.js';

/** The spec's length limit of cashierLanguage. */
export const CASHIER_LANGUAGE_MAX_LENGTH = 24;

/** A canonical tag's language, script and region subtags are all registered ("xx", "en-QQ" are not). */
export function hasRegisteredSubtags(canonical: string): boolean {
  const { language, script, region } = new Intl.Locale(canonical);
  // Intl reports "und" (registered: undetermined) as "und" or, in some engines, an empty language.
  return isRegisteredLanguage(language || 'und') && (!script || isRegisteredScript(script)) && (!region || isRegisteredRegion(region));
}

/** The canonical tag to carry for a cashierLanguage, or undefined when it earns A0047. */
export function cashierLanguageOf(tag: string): string | undefined {
  if (tag.length > CASHIER_LANGUAGE_MAX_LENGTH) return undefined;
  const canonical = canonicalLanguageTag(tag);
  // Canonical forms may grow ("en-US-POSIX" → "en-US-u-va-posix"): what is sent must fit too.
  if (canonical === undefined || canonical.length > CASHIER_LANGUAGE_MAX_LENGTH) return undefined;
  return hasRegisteredSubtags(canonical) ? canonical : undefined;
}

export function isCashierLanguage(tag: string): boolean {
  return cashierLanguageOf(tag) !== undefined;
}

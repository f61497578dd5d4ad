/**
 * The cashierLanguage rule (error A0047), the one place widget, proxy and sandbox decide
 * what a language tag is.
 *
 * Decision (issue #17): the spec's prose names a two-letter language, an optional script
 * and an optional two-letter region, but asks for IETF BCP 47 (RFC 5646). We accept every
 * well-formed tag that `Intl.getCanonicalLocales` accepts — UN M.49 regions (es-419),
 * variants, `-u-`/`-t-` extensions, `-x-` private use, any case — as long as its canonical
 * form fits the field's 24 characters, and we carry the canonical form onwards (the proxy
 * sends it to the acquirer, the sandbox stores it). Only what is not well-formed is refused.
 * Well-formed is not "known": "tlh" or "qaa" pass and simply find no catalog.
 *
 * Irregular grandfathered tags follow Intl (the Unicode locale id syntax of ECMA-402):
 * "art-lojban" → "jbo", "zh-guoyu" → "zh", "zh-hakka" → "hak", "cel-gaulish" → "xtg" are
 * accepted as their replacements; "i-klingon", "i-default", "en-GB-oed", "zh-min-nan",
 * "sgn-BE-FR", extlang forms ("zh-cmn-Hant") and a bare private-use tag ("x-klingon")
 * are refused. Deprecated codes become their successors (iw → he, in → id, en-SU → en-RU).
 */

/** The spec's length limit of cashierLanguage. */
export const CASHIER_LANGUAGE_MAX_LENGTH = 24;

/** The canonical form of a well-formed BCP 47 tag ("EN-latn-us" → "en-Latn-US"), else undefined. */
export function canonicalLanguageTag(tag: unknown): string | undefined {
  // A string only: Intl would also take an array or a Locale, and split nothing on commas.
  if (typeof tag !== 'string') return undefined;
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

/** The canonical tag to carry for a cashierLanguage, or undefined when it earns A0047. */
export function cashierLanguageOf(tag: string): string | undefined {
  if (tag.length > CASHIER_LANGUAGE_MAX_LENGTH) return undefined;
  const canonical = canonicalLanguageTag(tag);
  // Canonical forms may grow ("en-US-POSIX" → "en-US-u-va-posix"): what is sent must fit too.
  return canonical !== undefined && canonical.length <= CASHIER_LANGUAGE_MAX_LENGTH ? canonical : undefined;
}

export function isCashierLanguage(tag: string): boolean {
  return cashierLanguageOf(tag) !== undefined;
}

/**
 * A tag as browsers and old systems send it, read for its plain intent: surrounding
 * spaces, a POSIX charset or modifier, an Accept-Language weight and "_" separators
 * dropped ("de_DE.UTF-8@euro;q=1" → "de-DE"). Not checked: see looseLanguageTag.
 */
export function posixTag(raw: string): string {
  return raw.trim().split(/[.@;]/)[0]!.replace(/_/g, '-');
}

/** posixTag made canonical; undefined when still not well-formed. */
export function looseLanguageTag(raw: unknown): string | undefined {
  return typeof raw === 'string' ? canonicalLanguageTag(posixTag(raw)) : undefined;
}

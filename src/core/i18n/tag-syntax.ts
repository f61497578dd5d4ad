/**
 * BCP 47 syntax: the canonical form of a well-formed tag, and a browser's or a POSIX
 * system's tag read for its plain intent. No registry here: the widget's first render
 * negotiates with these (a tag that names no catalog simply finds none), and the rule of
 * cashierLanguage, which needs the registry's subtags, is language-tag.ts.
 */

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

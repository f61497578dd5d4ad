/**
 * The languages the cashier speaks: one catalog id each. Ids are BCP 47 tags; only
 * Portuguese (by region) and Chinese (by script) come in two written forms.
 */
export const SUPPORTED_LOCALES = [
  'en', 'es', 'pt-BR', 'pt-PT', 'fr', 'de', 'it', 'nl', 'pl', 'tr', 'ru',
  'uk', 'ar', 'he', 'hi', 'id', 'th', 'vi', 'ja', 'ko', 'zh-Hans', 'zh-Hant',
] as const;

export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

/** The built-in language, and the last resort of every negotiation. */
export const DEFAULT_LOCALE: SupportedLocale = 'en';

const RTL_LOCALES: ReadonlySet<string> = new Set<SupportedLocale>(['ar', 'he']);

export function isSupportedLocale(value: unknown): value is SupportedLocale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as ReadonlyArray<string>).includes(value);
}

/** True for the right-to-left scripts among the supported locales (Arabic, Hebrew). */
export function isRtl(locale: SupportedLocale): boolean {
  return RTL_LOCALES.has(locale);
}

/** The value for the host's `dir` attribute. */
export function textDirection(locale: SupportedLocale): 'rtl' | 'ltr' {
  return isRtl(locale) ? 'rtl' : 'ltr';
}

/**
 * A language's own name for a language menu ("Deutsch", "Español", "繁體中文"), from
 * Intl.DisplayNames; the id where the engine has none.
 */
export function languageName(locale: SupportedLocale): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return locale;
  }
}

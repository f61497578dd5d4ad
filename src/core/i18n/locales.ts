/**
 * The languages the cashier speaks besides English (built in), in the language menu's
 * order. Ids are BCP 47 tags; a language with more than one written form has one id per
 * form: by region (en-GB, es-419, pt-BR/pt-PT, fr-CA, zh-HK) or by script
 * (zh-Hans/zh-Hant). Stripe's locales, and the most spoken languages it lacks (bn, fa,
 * ur, sw). Each has a catalog module (catalog-importers.ts).
 */
const OTHER_LOCALES = ['en-GB', 'es', 'es-419', 'pt-BR', 'pt-PT', 'fr', 'fr-CA', 'de', 'it', 'nl', 'pl', 'tr', 'ru', 'uk', 'ar', 'he', 'hi', 'id', 'th', 'vi', 'ja', 'ko', 'zh-Hans', 'zh-Hant', 'zh-HK', 'bg', 'cs', 'da', 'el', 'et', 'fi', 'fil', 'hr', 'hu', 'lt', 'lv', 'ms', 'mt', 'nb', 'ro', 'sk', 'sl', 'sv', 'bn', 'fa', 'ur', 'sw'] as const;

export type SupportedLocale = 'en' | (typeof OTHER_LOCALES)[number];

/** Every catalog id, English first: 48 languages. */
export const SUPPORTED_LOCALES: ReadonlyArray<SupportedLocale> = ['en', ...OTHER_LOCALES];

/** The built-in language, and the last resort of every negotiation. */
export const DEFAULT_LOCALE: SupportedLocale = 'en';

export function isSupportedLocale(value: unknown): value is SupportedLocale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as ReadonlyArray<string>).includes(value);
}

/**
 * Each catalog's language named in itself, for the language menu: a shopper finds their
 * own language whatever is on screen. A static table rather than Intl.DisplayNames, whose
 * first use loads ICU's display-name data (~20 ms); only the lazily loaded menu imports
 * it, so it is not in the CDN module's first render. Regional catalogs name their region
 * the way the language writes it; the typed record makes a new catalog without a name
 * a type error.
 */
import type { SupportedLocale } from '../../core/i18n/locales.js';

export const NATIVE_NAMES: Readonly<Record<SupportedLocale, string>> = {
  en: 'English',
  'en-GB': 'English (UK)',
  es: 'Español',
  'es-419': 'Español (Latinoamérica)',
  'pt-BR': 'Português (Brasil)',
  'pt-PT': 'Português (Portugal)',
  fr: 'Français',
  'fr-CA': 'Français (Canada)',
  de: 'Deutsch',
  it: 'Italiano',
  nl: 'Nederlands',
  pl: 'Polski',
  tr: 'Türkçe',
  ru: 'Русский',
  uk: 'Українська',
  ar: 'العربية',
  he: 'עברית',
  hi: 'हिन्दी',
  id: 'Bahasa Indonesia',
  th: 'ไทย',
  vi: 'Tiếng Việt',
  ja: '日本語',
  ko: '한국어',
  'zh-Hans': '简体中文',
  'zh-Hant': '繁體中文',
  'zh-HK': '繁體中文（香港）',
  bg: 'Български',
  cs: 'Čeština',
  da: 'Dansk',
  el: 'Ελληνικά',
  et: 'Eesti',
  fi: 'Suomi',
  fil: 'Filipino',
  hr: 'Hrvatski',
  hu: 'Magyar',
  lt: 'Lietuvių',
  lv: 'Latviešu',
  ms: 'Bahasa Melayu',
  mt: 'Malti',
  nb: 'Norsk bokmål',
  ro: 'Română',
  sk: 'Slovenčina',
  sl: 'Slovenščina',
  sv: 'Svenska',
  bn: 'বাংলা',
  fa: 'فارسی',
  ur: 'اردو',
  sw: 'Kiswahili',
};

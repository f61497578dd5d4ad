/**
 * Which way a catalog's texts run: the host's `dir`. Apart from the locale list
 * (locales.ts), which the script tag's first paint carries: there the proxy's negotiated
 * locale says the direction.
 */
import type { SupportedLocale } from './locales.js';

const RTL_LOCALES: ReadonlySet<string> = new Set<SupportedLocale>(['ar', 'he', 'fa', 'ur']);

/** True for the right-to-left scripts among the supported locales (Arabic, Hebrew, Persian, Urdu). */
export function isRtl(locale: SupportedLocale): boolean {
  return RTL_LOCALES.has(locale);
}

/** The value for the host's `dir` attribute. */
export function textDirection(locale: SupportedLocale): 'rtl' | 'ltr' {
  return isRtl(locale) ? 'rtl' : 'ltr';
}

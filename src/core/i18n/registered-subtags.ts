/**
 * Whether a subtag is in the IANA Language Subtag Registry (languages, scripts, regions,
 * private-use ranges expanded), for the cashierLanguage rule (language-tag.ts). The data is
 * registered-subtags.data.ts, generated from the registry. Server code (proxy, sandbox)
 * and one lazy chunk of the widget use it; the widget's first render does not (the CDN
 * module stays within its byte budget).
 */
import { BITSET_ALPHABET, LANGUAGES_2, LANGUAGES_3, REGIONS_ALPHA, REGIONS_NUMERIC, SCRIPTS } from './registered-subtags.data.js';

/** Is code (of length size) one of the fixed-width codes in list? */
function inList(list: string, code: string, size: number): boolean {
  if (code.length !== size) return false;
  for (let i = 0; i < list.length; i += size) if (list.slice(i, i + size) === code) return true;
  return false;
}

/** A registered language subtag (any case): "fil", "yue", "de", not "xx" or "english". */
export function isRegisteredLanguage(subtag: string): boolean {
  const code = subtag.toLowerCase();
  if (!/^[a-z]{2,3}$/.test(code)) return false;
  if (code.length === 2) return inList(LANGUAGES_2, code, 2);
  const index = ((code.charCodeAt(0) - 97) * 26 + code.charCodeAt(1) - 97) * 26 + code.charCodeAt(2) - 97;
  return ((BITSET_ALPHABET.indexOf(LANGUAGES_3[Math.floor(index / 6)]!) >> index % 6) & 1) === 1;
}

/** A registered script subtag (title case, as Intl writes it: "Hant"). */
export function isRegisteredScript(subtag: string): boolean {
  return inList(SCRIPTS, subtag, 4);
}

/** A registered region subtag ("TW", "419"; upper case, as Intl writes it). */
export function isRegisteredRegion(subtag: string): boolean {
  return /^\d{3}$/.test(subtag) ? inList(REGIONS_NUMERIC, subtag, 3) : inList(REGIONS_ALPHA, subtag, 2);
}

/**
 * The language the shopper picked in the cashier's menu, kept per session across a
 * full-page redirect (sessionStorage, per tab): the page they come back to speaks it
 * too. Storage absent, blocked or throwing: nothing is kept, as for the resume record.
 */
import { isSupportedLocale, type SupportedLocale } from '../core/i18n/locales.js';
import { sessionStorageOrNull, type StorageLike } from './resume-key.js';

const pickedKey = (sessionId: string) => `acq-cashier:language:${sessionId}`;

export function keepPickedLanguage(sessionId: string, locale: SupportedLocale, storage: StorageLike | null = sessionStorageOrNull()): void {
  try {
    storage?.setItem(pickedKey(sessionId), locale);
  } catch {
    // Kept for this page only, then.
  }
}

/** The language picked for this session in this tab, if it is still one the cashier speaks. */
export function pickedLanguage(sessionId: string, storage: StorageLike | null = sessionStorageOrNull()): SupportedLocale | undefined {
  try {
    const value = storage?.getItem(pickedKey(sessionId));
    return isSupportedLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Every message a shopper can meet in one language, from the four families: the
 * cashier's catalog, the card form's, the subscription page's, and the hosted pages' words (page.*), keyed alike
 * so that a test can walk them against English (glossary.test.ts, untranslated.test.ts).
 */
import { loadCatalog } from '../../../src/core/i18n/catalog-loader.js';
import { loadCardCatalog } from '../../../src/core/i18n/card-catalog.js';
import { loadManageCatalog } from '../../../src/core/i18n/manage-catalog.js';
import type { SupportedLocale } from '../../../src/core/i18n/locales.js';
import { hostedText } from '../../../src/sandbox/pages/page-text.js';

export type Messages = Readonly<Record<string, string>>;

function pageMessages(locale: SupportedLocale): Messages {
  const text = hostedText(locale);
  return {
    'page.authorize': text.authorizeWith('{method}'),
    'page.approve': text.approve,
    'page.decline': text.decline,
    'page.cancel': text.cancel,
    'page.note': text.note,
  };
}

export async function messagesOf(locale: SupportedLocale): Promise<Messages> {
  return { ...(await loadCatalog(locale)), ...(await loadCardCatalog(locale)), ...(await loadManageCatalog(locale)), ...pageMessages(locale) };
}

/** The English message a key translates; a plural form (trial.day.few) translates the base's other form. */
export function englishOf(english: Messages, key: string): string | undefined {
  return english[key] ?? english[`${key.slice(0, key.lastIndexOf('.'))}.other`];
}

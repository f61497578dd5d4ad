/**
 * The console warning for a `language` value that holds a tag the cashierLanguage rule
 * refuses ("english", "xx", "en-AB"): the merchant learns it from the console rather than
 * from a session the proxy refuses (A0047) or a language that never shows. A lazy chunk
 * with the rule (it needs the registry's subtags), loaded after the first frame and only
 * for an element that has the attribute (acq-cashier.ts).
 */
import { isCashierLanguage } from '../../core/i18n/language-tag.js';
import { posixTag } from '../../core/i18n/tag-syntax.js';

const checked = new Set<string>();

/** The entries of an Accept-Language-like value the rule refuses (weights and POSIX forms read as the cashier reads them). */
export function refusedTags(value: string, isTag: (tag: string) => boolean = isCashierLanguage): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '' && !isTag(posixTag(entry)));
}

/** Warns once per value. */
export function warnAboutLanguage(value: string): void {
  if (checked.has(value)) return;
  checked.add(value);
  const refused = refusedTags(value);
  if (refused.length === 0) return;
  console.warn(
    `acq-cashier: language="${value}": ${refused.map((tag) => `"${tag}"`).join(', ')} is not a BCP 47 tag with registered language, script and region subtags ` +
      `(such as "en", "de-CH", "es-419", "zh-Hant-TW"; the proxy refuses it as a cashierLanguage with A0047). ` +
      'A tag no catalog matches is ignored: the session’s cashierLanguage, then the shopper’s browser languages choose.',
  );
}

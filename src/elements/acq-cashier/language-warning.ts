/**
 * One console warning per `language` value that holds a tag the cashierLanguage rule
 * refuses ("english", "xx", "en-AB"): the merchant learns it from the console rather than
 * from a session the proxy refuses (A0047) or a language that never shows. The rule needs
 * the registry's subtags, a lazy chunk loaded after the first frame, only for an element
 * that has the attribute.
 */
import { lazyModule } from '../../core/lazy-module.js';
import { posixTag } from '../../core/i18n/tag-syntax.js';

const loadRule = lazyModule(() => import('../../core/i18n/language-tag.js'));
const checked = new Set<string>();

/** The entries of an Accept-Language-like value the rule refuses (weights and POSIX forms read as the cashier reads them). */
export function refusedTags(value: string, isTag: (tag: string) => boolean): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '' && !isTag(posixTag(entry)));
}

export function warnAboutLanguage(value: string | undefined): void {
  if (!value || checked.has(value)) return;
  checked.add(value);
  const check = () =>
    loadRule().then(({ isCashierLanguage }) => {
      const refused = refusedTags(value, isCashierLanguage);
      if (refused.length === 0) return;
      console.warn(
        `acq-cashier: language="${value}": ${refused.map((tag) => `"${tag}"`).join(', ')} is not a BCP 47 tag with registered language, script and region subtags ` +
          `(such as "en", "de-CH", "es-419", "zh-Hant-TW"; the proxy refuses it as a cashierLanguage with A0047). ` +
          'A tag no catalog matches is ignored: the session’s cashierLanguage, then the shopper’s browser languages choose.',
      );
    }, () => undefined);
  // After the first frame: the first screen never waits for the registry.
  requestAnimationFrame(() => setTimeout(check, 0));
}

/**
 * Message lookup: a merchant's override first, then the locale's catalog, then the English
 * on hand, then the key itself (visible, never blank). `{name}` placeholders are filled from
 * params; one without a value stays visible so a missing parameter is noticed.
 */
import { enFirstScreen } from './catalogs/en-first-screen.js';
import { enAfterFirstScreen, type Catalog, type MessageKey, type PluralBase, type PluralFormKey } from './catalogs/en.js';
import type { SupportedLocale } from './locales.js';
import { formatNumber } from './preformatted.js';

export type MessageParams = Readonly<Record<string, string | number>>;

/** A merchant's own wording for any message (or plural form) of one locale. */
export type CatalogOverrides<X extends string = never> = { readonly [K in MessageKey | PluralFormKey | X]?: string };

/** The cashier's catalog, with the keys X of another family besides (the card form's). */
export type CatalogOf<X extends string = never> = Catalog & { readonly [K in X]: string };

export interface Translator<X extends string = never> {
  readonly locale: SupportedLocale;
  /** The message for key, with its placeholders filled. */
  t(key: MessageKey | X, params?: MessageParams): string;
  /**
   * A plural message: the base key for exactly 1, else the form of count's plural
   * category (`base.few`…) or `base.other`. `{count}` is count formatted for the locale.
   */
  plural(base: PluralBase, count: number, params?: MessageParams): string;
}

const PLACEHOLDER = /\{(\w+)\}/g;

export function interpolate(message: string, params?: MessageParams): string {
  if (!params) return message;
  return message.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** For keys that arrive as data (ViewResult.messageKey, ProxyError.messageKey). */
export function isMessageKey(key: unknown): key is MessageKey {
  return typeof key === 'string' && englishOf(key) !== undefined;
}

/** A key's English, from the two modules that hold it (no merged copy here: this module is in the entry). */
function englishOf(key: string): string | undefined {
  if (Object.hasOwn(enFirstScreen, key)) return enFirstScreen[key as keyof typeof enFirstScreen];
  return Object.hasOwn(enAfterFirstScreen, key) ? enAfterFirstScreen[key as keyof typeof enAfterFirstScreen] : undefined;
}

/** One catalog without overrides (English for a key it lacks): for callers that hold no translator. */
export function translate(catalog: Catalog, key: MessageKey, params?: MessageParams): string {
  return interpolate(catalog[key] ?? englishOf(key) ?? key, params);
}

/** Messages by key, maybe not every key: a catalog, or the English on hand (the first screen's only, before the rest loads). */
export type Messages = Readonly<Partial<Record<string, string>>>;

/** `english` answers a key the catalog lacks (the element's English on hand); the key itself, if it lacks it too. */
export function createTranslator<X extends string = never>(
  locale: SupportedLocale,
  catalog: Messages,
  overrides: CatalogOverrides<NoInfer<X>> = {},
  english: Messages = {},
): Translator<X> {
  // Overrides come from merchant markup or JSON: anything but a string is ignored.
  const lookup = (key: MessageKey | PluralFormKey | X): string | undefined => {
    const own = (overrides as Record<string, unknown>)[key];
    return typeof own === 'string' ? own : catalog[key];
  };
  // Made on the first plural. PluralRules is cheap (~0.3 ms); the count's digits come from
  // formatNumber, which finds a view's preformatted ones (no NumberFormat at first render).
  let rules: Intl.PluralRules | undefined;
  const t = (key: MessageKey | X, params?: MessageParams): string =>
    interpolate(lookup(key) ?? english[key] ?? key, params);
  return {
    locale,
    t,
    plural(base, count, params) {
      const all = { ...params, count: formatNumber(count, locale) };
      if (count === 1) return t(base, all);
      rules ??= new Intl.PluralRules(locale);
      const category = rules.select(count);
      const form = category === 'other' ? undefined : lookup(`${base}.${category}`);
      return form === undefined ? t(`${base}.other` as MessageKey, all) : interpolate(form, all);
    },
  };
}

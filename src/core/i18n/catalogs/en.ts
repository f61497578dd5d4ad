/**
 * English, the built-in catalog and the source of every key. Each other catalog is typed
 * `Catalog`, so a missing key is a type error. Values may hold `{name}` placeholders.
 * Keys are grouped by the element that shows them.
 */
export const en = {
  'pay.button': 'Pay {amount}',
} as const;

export type MessageKey = keyof typeof en;
export type Catalog = { readonly [K in MessageKey]: string };

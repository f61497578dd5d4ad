/**
 * The card schemes and their names, apart from their layouts (brand.ts): the first screen
 * names schemes (method marks, saved cards) but never lays out a number, and carries only this.
 */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'jcb' | 'diners' | 'unionpay' | 'unknown';

/** Proper nouns shown to the shopper; scheme names are not translated. */
export const CARD_BRAND_NAMES: Readonly<Record<CardBrand, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  diners: 'Diners Club',
  unionpay: 'UnionPay',
  unknown: '',
};

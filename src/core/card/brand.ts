/**
 * Card brand detection from the leading digits (IIN ranges as the schemes publish them),
 * with the layout each brand uses: number lengths, digit groups and CVC length.
 */
import { CARD_BRAND_NAMES, type CardBrand } from './brand-names.js';

export type { CardBrand } from './brand-names.js';

export interface CardBrandLayout {
  readonly brand: CardBrand;
  /** Proper noun shown to the shopper; scheme names are not translated. */
  readonly name: string;
  readonly lengths: readonly number[];
  /** Sizes of the digit groups, e.g. [4, 6, 5] for American Express. */
  readonly groups: readonly number[];
  readonly cvcLength: number;
}

const FOUR_BY_FOUR = [4, 4, 4, 4, 3];

export const CARD_BRANDS: Readonly<Record<CardBrand, CardBrandLayout>> = {
  visa: { brand: 'visa', name: CARD_BRAND_NAMES.visa, lengths: [13, 16, 19], groups: FOUR_BY_FOUR, cvcLength: 3 },
  mastercard: { brand: 'mastercard', name: CARD_BRAND_NAMES.mastercard, lengths: [16], groups: FOUR_BY_FOUR, cvcLength: 3 },
  amex: { brand: 'amex', name: CARD_BRAND_NAMES.amex, lengths: [15], groups: [4, 6, 5], cvcLength: 4 },
  discover: { brand: 'discover', name: CARD_BRAND_NAMES.discover, lengths: [16, 19], groups: FOUR_BY_FOUR, cvcLength: 3 },
  jcb: { brand: 'jcb', name: CARD_BRAND_NAMES.jcb, lengths: [16, 17, 18, 19], groups: FOUR_BY_FOUR, cvcLength: 3 },
  diners: { brand: 'diners', name: CARD_BRAND_NAMES.diners, lengths: [14, 16, 19], groups: [4, 6, 4, 5], cvcLength: 3 },
  unionpay: { brand: 'unionpay', name: CARD_BRAND_NAMES.unionpay, lengths: [16, 17, 18, 19], groups: FOUR_BY_FOUR, cvcLength: 3 },
  unknown: { brand: 'unknown', name: CARD_BRAND_NAMES.unknown, lengths: [12, 13, 14, 15, 16, 17, 18, 19], groups: FOUR_BY_FOUR, cvcLength: 3 },
};

/** [brand, lowest prefix, highest prefix]; prefixes compared on the same number of digits. */
const RANGES: ReadonlyArray<readonly [CardBrand, string, string]> = [
  ['amex', '34', '34'],
  ['amex', '37', '37'],
  ['diners', '300', '305'],
  ['diners', '36', '36'],
  ['diners', '38', '39'],
  ['jcb', '3528', '3589'],
  ['mastercard', '51', '55'],
  ['mastercard', '2221', '2720'],
  ['discover', '6011', '6011'],
  ['discover', '644', '649'],
  ['discover', '65', '65'],
  ['unionpay', '62', '62'],
  ['visa', '4', '4'],
];

/** The brand of a (possibly partial) number; 'unknown' until the prefix decides. */
export function detectCardBrand(number: string): CardBrand {
  const digits = number.replace(/\D/g, '');
  for (const [brand, low, high] of RANGES) {
    if (digits.length < low.length) continue;
    const prefix = digits.slice(0, low.length);
    if (prefix >= low && prefix <= high) return brand;
  }
  return 'unknown';
}

export function cardBrandLayout(number: string): CardBrandLayout {
  return CARD_BRANDS[detectCardBrand(number)];
}

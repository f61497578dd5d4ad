/**
 * Which pay method types are card payments: the one rule the proxy's view (saved cards),
 * the pay request's checks and the widget's "Card" option all follow.
 * Inferred: the spec names CREDITCARD and DEBITCARD; the sandbox and some acquirers also say CARD.
 */
export const CARD_PAY_METHOD_TYPES: readonly string[] = ['CREDITCARD', 'DEBITCARD', 'CARD'];

export function isCardMethod(payMethodType: string): boolean {
  return CARD_PAY_METHOD_TYPES.includes(payMethodType);
}

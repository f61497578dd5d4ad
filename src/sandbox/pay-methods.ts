/**
 * The pay methods of the sandbox merchant's contract, with currencies and order amount
 * limits. Card methods open the card page; the others open the authorization page.
 */
import { toMinor } from './money.js';

export type PayMethodType = 'CREDITCARD' | 'DEBITCARD' | 'EWALLET' | 'APPLEPAY' | 'GOOGLEPAY';

export interface PayMethod {
  payMethodType: PayMethodType;
  payMethodName: string;
  /** Name shown on the authorization page. */
  label: string;
  currencies: readonly string[];
  /** Limits in major units for every currency but JPY (whose limits are x100). */
  minAmount: string;
  maxAmount: string;
  refundSupported: boolean;
}

const MAJOR = ['EUR', 'USD', 'GBP', 'JPY', 'BRL'] as const;

// Labels as the cashier reads the codes ("EWALLET_SANDPAY" → "Sandpay"): the shopper meets one name on both pages.
export const PAY_METHODS: readonly PayMethod[] = [
  { payMethodType: 'CREDITCARD', payMethodName: 'CC_VISA', label: 'Visa', currencies: MAJOR, minAmount: '0.50', maxAmount: '10000.00', refundSupported: true },
  { payMethodType: 'CREDITCARD', payMethodName: 'CC_MASTERCARD', label: 'Mastercard', currencies: MAJOR, minAmount: '0.50', maxAmount: '10000.00', refundSupported: true },
  { payMethodType: 'DEBITCARD', payMethodName: 'DC_VISA', label: 'Visa Debit', currencies: MAJOR, minAmount: '0.50', maxAmount: '5000.00', refundSupported: true },
  { payMethodType: 'EWALLET', payMethodName: 'EWALLET_SANDPAY', label: 'Sandpay', currencies: MAJOR, minAmount: '1.00', maxAmount: '3000.00', refundSupported: true },
  // A second wallet with fewer currencies, so that the currency filter visibly filters.
  { payMethodType: 'EWALLET', payMethodName: 'EWALLET_MOCKPAY', label: 'Mockpay', currencies: ['EUR', 'BRL'], minAmount: '1.00', maxAmount: '1000.00', refundSupported: false },
  { payMethodType: 'APPLEPAY', payMethodName: 'APPLEPAY', label: 'Apple Pay', currencies: MAJOR, minAmount: '0.50', maxAmount: '10000.00', refundSupported: true },
  { payMethodType: 'GOOGLEPAY', payMethodName: 'GOOGLEPAY', label: 'Google Pay', currencies: MAJOR, minAmount: '0.50', maxAmount: '10000.00', refundSupported: true },
];

export const CARD_TYPES: ReadonlySet<string> = new Set(['CREDITCARD', 'DEBITCARD']);

/** Limits of a method in one currency, as decimal strings of that currency. */
export function limitsIn(method: PayMethod, currency: string): { minAmount: string; maxAmount: string } {
  if (currency !== 'JPY') return { minAmount: method.minAmount, maxAmount: method.maxAmount };
  const scale = (v: string) => String(Math.round(Number(v) * 100));
  return { minAmount: scale(method.minAmount), maxAmount: scale(method.maxAmount) };
}

export function methodsFor(currency?: string): PayMethod[] {
  return PAY_METHODS.filter((m) => !currency || m.currencies.includes(currency.toUpperCase()));
}

/** The comma-separated payMethodType filter of a request, upper-cased; empty when none. */
export function typeFilter(payMethodType?: string): string[] {
  return (payMethodType ?? '')
    .split(',')
    .map((t) => t.trim().toUpperCase())
    .filter(Boolean);
}

export type MethodChoice = { ok: true; flow: 'card' | 'authorize'; method?: PayMethod } | { ok: false; field: string; reason: string };

/**
 * Which hosted page a payment needs. payMethodName picks one method (checked against
 * the type filter, currency and amount limits); otherwise any card type (or no filter)
 * opens the card page. Inferred: a filter naming only non-card types without a
 * payMethodName opens the authorization page of the first matching method.
 */
export function chooseMethod(input: { payMethodType?: string; payMethodName?: string; currency: string; amountMinor: number }): MethodChoice {
  const types = typeFilter(input.payMethodType);
  const names = (input.payMethodName ?? '').split(',').map((n) => n.trim().toUpperCase()).filter(Boolean);
  const usable = (m: PayMethod) => {
    const limits = limitsIn(m, input.currency);
    const min = toMinor(limits.minAmount, input.currency) ?? 0;
    const max = toMinor(limits.maxAmount, input.currency) ?? Number.MAX_SAFE_INTEGER;
    return m.currencies.includes(input.currency) && input.amountMinor >= min && input.amountMinor <= max;
  };
  if (names.length) {
    const chosen = PAY_METHODS.filter((m) => names.includes(m.payMethodName) && (!types.length || types.includes(m.payMethodType)));
    if (!chosen.length) return { ok: false, field: 'paymentInfo.payMethodName', reason: `${names.join(',')} is not a pay method of this merchant${types.length ? ` for type ${types.join(',')}` : ''}` };
    const method = chosen.find(usable);
    if (!method) return { ok: false, field: 'paymentInfo.payMethodName', reason: `${chosen[0]!.payMethodName} does not accept this currency or amount` };
    return { ok: true, flow: CARD_TYPES.has(method.payMethodType) ? 'card' : 'authorize', method };
  }
  const unknown = types.find((t) => !PAY_METHODS.some((m) => m.payMethodType === t));
  if (unknown) return { ok: false, field: 'paymentInfo.payMethodType', reason: `${unknown} is not a pay method type of this merchant` };
  const candidates = PAY_METHODS.filter((m) => !types.length || types.includes(m.payMethodType)).filter(usable);
  if (!candidates.length) return { ok: false, field: 'paymentInfo.payMethodType', reason: 'no pay method accepts this currency and amount' };
  const card = candidates.find((m) => CARD_TYPES.has(m.payMethodType));
  if (card) return { ok: true, flow: 'card' };
  return { ok: true, flow: 'authorize', method: candidates[0] };
}

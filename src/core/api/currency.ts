/**
 * What a createSession amount must be for its currency before the acquirer sees it: a
 * code as ISO 4217 writes it (three capitals: "EUR", not "eur" or "EURO") and no more
 * decimals than the currency has (EUR 2, JPY 0, BHD 3; trailing zeros are fine). The
 * acquirer refuses both only when the shopper pays, and the widget rounds them for
 * display, so the shopper would see one amount and be refused another.
 */

/** ISO 4217's form: three capital letters. */
export function isCurrencyCode(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Z]{3}$/.test(value);
}

/** The currency's minor-unit digits from ISO 4217 as Intl knows it (2 for a code it does not know). */
export function currencyDecimals(code: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** Whether a decimal string's non-zero digits fit the currency ("24.990" fits EUR, "24.999" does not). */
export function fitsCurrency(amount: string, code: string): boolean {
  const fraction = /^\d+(?:\.(\d+))?$/.exec(amount)?.[1] ?? '';
  return !/[1-9]/.test(fraction.slice(currencyDecimals(code)));
}

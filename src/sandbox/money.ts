/**
 * Amounts travel as decimal strings ("9.99"); the sandbox computes in integer minor
 * units so that partial refunds and daily totals never drift.
 */
const ZERO_DECIMAL = new Set(['JPY', 'KRW', 'VND', 'CLP', 'ISK', 'UGX', 'XAF', 'XOF']);

export function currencyExponent(currency: string): number {
  return ZERO_DECIMAL.has(currency.toUpperCase()) ? 0 : 2;
}

/** "9.99" → 999 (EUR), "500" → 500 (JPY); undefined when not a non-negative amount with at most the currency's decimals. */
export function toMinor(amount: string, currency: string): number | undefined {
  const exponent = currencyExponent(currency);
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) return undefined;
  const fraction = match[2] ?? '';
  if (fraction.length > exponent && /[1-9]/.test(fraction.slice(exponent))) return undefined;
  const padded = (fraction + '0'.repeat(exponent)).slice(0, exponent);
  return Number(match[1]) * 10 ** exponent + (exponent ? Number(padded) : 0);
}

export function fromMinor(minor: number, currency: string): string {
  const exponent = currencyExponent(currency);
  if (!exponent) return String(minor);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 10 ** exponent)}.${String(abs % 10 ** exponent).padStart(exponent, '0')}`;
}

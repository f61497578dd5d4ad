/** Expiry date rules: the shopper types MM/YY; a card is valid through the end of that month. */

export interface CardExpiry {
  readonly month: number;
  /** Four-digit year. */
  readonly year: number;
}

/** Formats typing into "MM/YY": "4" → "04", "1225" → "12/25", "12/2" → "12/2". */
export function formatExpiryInput(input: string): string {
  let digits = input.replace(/\D/g, '');
  // A first digit above 1 can only be a one-digit month: pad it so "4" becomes "04".
  if (digits.length === 1 && digits > '1') digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** "MM/YY", "MM / YY", "MMYY" or "MM/YYYY" → month and four-digit year; null when malformed. */
export function parseExpiry(input: string): CardExpiry | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (!match) return null;
  const month = Number(match[1]);
  const rawYear = match[2]!;
  const year = rawYear.length === 2 ? 2000 + Number(rawYear) : Number(rawYear);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** True when the card's last valid month is before `now`'s month (UTC). */
export function isExpiryPast(expiry: CardExpiry, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}

/** The canonical "MM/YY" the card endpoint takes. */
export function expiryToString(expiry: CardExpiry): string {
  return `${String(expiry.month).padStart(2, '0')}/${String(expiry.year % 100).padStart(2, '0')}`;
}

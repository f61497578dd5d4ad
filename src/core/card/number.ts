/** Card number rules: digits only, Luhn check digit, grouping for display. */
import { cardBrandLayout } from './brand.js';

export function cardDigits(input: string): string {
  return input.replace(/\D/g, '');
}

/** The Luhn (mod 10) check every payment card number carries in its last digit. */
export function luhnValid(number: string): boolean {
  const digits = cardDigits(number);
  if (digits.length < 2) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Cuts the digits to the brand's longest length and groups them with spaces ("4242 4242 …"). */
export function formatCardNumber(input: string): string {
  const layout = cardBrandLayout(input);
  const max = Math.max(...layout.lengths);
  const digits = cardDigits(input).slice(0, max);
  const parts: string[] = [];
  let at = 0;
  for (const size of layout.groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  if (at < digits.length) parts.push(digits.slice(at));
  return parts.join(' ');
}

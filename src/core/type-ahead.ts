/**
 * Type-ahead in a list of names (the WAI-ARIA menu pattern): letters typed in quick
 * succession move to the next item whose name starts with them, accents and case aside
 * ("ce" finds Čeština). The same letter again moves on through the names that start with
 * it; a longer prefix may stay on the current item.
 */

/** The item to move to from `from` after `typed` (the letters typed so far); -1: none matches. */
export function typeAheadIndex(names: readonly string[], from: number, typed: string): number {
  const repeated = typed.length > 0 && [...typed].every((letter) => letter === typed[0]);
  const prefix = fold(repeated ? typed[0]! : typed);
  if (prefix === '') return -1;
  const start = repeated ? from + 1 : from;
  for (let step = 0; step < names.length; step++) {
    const at = (((start + step) % names.length) + names.length) % names.length;
    if (fold(names[at]!).startsWith(prefix)) return at;
  }
  return -1;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

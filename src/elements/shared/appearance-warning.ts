/**
 * The lazy chunk of an appearance, loaded by appearance.ts once a page has one: the
 * words of the console warning (the full parse words each dropped key and checks the
 * contrast of the result), and the rules (appearance-extras.ts).
 */
import { parseAppearance } from '../../core/theme/appearance.js';

export { applyExtras } from './appearance-extras.js';

/** One line naming every problem of an appearance, or null when there is none. */
export function appearanceProblems(appearance: string): string | null {
  const parsed = parseAppearance(appearance);
  const problems: string[] = [];
  if (parsed.invalidJson) problems.push('invalid JSON, the default theme applies');
  for (const { key, reason } of parsed.dropped) problems.push(`${key} dropped: ${reason}`);
  for (const pair of parsed.contrast.pairs) {
    if (!pair.passes) problems.push(`low contrast ${pair.pair} ${pair.ratio.toFixed(2)}:1 (needs ${pair.minimum}:1)`);
  }
  return problems.length ? `acq-cashier: cashierAppearance: ${problems.join('; ')}` : null;
}

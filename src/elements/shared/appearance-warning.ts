/**
 * The words of the console warning about an appearance, loaded lazily by
 * warnAboutAppearance (appearance.ts): the full parse words each dropped key and checks
 * the contrast of the result.
 */
import { parseAppearance } from '../../core/theme/appearance.js';

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

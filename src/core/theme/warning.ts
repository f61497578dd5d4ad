/**
 * What a merchant is told about their cashierAppearance: the widget logs one console
 * warning, the proxy refuses a session whose appearance would lose anything.
 */
import { parseAppearance, type DroppedKey, type ParsedAppearance } from './appearance.js';

/** Enough to find every mistake in practice, short enough for one console line. */
const MAX_LISTED = 20;

/** The one warning for the console, or undefined when there is nothing to say. */
export function appearanceWarning(parsed: ParsedAppearance): string | undefined {
  const sentences: string[] = [];
  if (parsed.invalidJson) sentences.push('cashierAppearance is not valid JSON; using the default theme.');
  if (parsed.dropped.length > 0) sentences.push(`Ignored ${listDropped(parsed.dropped)}.`);
  const low = parsed.contrast.pairs.filter((p) => !p.passes);
  if (low.length > 0) {
    const pairs = low.map((p) => `${p.pair} ${p.ratio.toFixed(2)}:1 (needs ${p.minimum}:1)`);
    sentences.push(`Low contrast (WCAG AA): ${pairs.join(', ')}.`);
  }
  return sentences.length > 0 ? `acq-cashier: ${sentences.join(' ')}` : undefined;
}

/**
 * Inferred: the spec's field table gives cashierAppearance no maximum length; 16 KiB
 * holds every variable and every rule with room to spare, and keeps a session small.
 */
export const MAX_APPEARANCE_LENGTH = 16_384;

export type AppearanceCheck = { ok: true; warning?: string } | { ok: false; message: string };

/**
 * For the proxy on session creation: refuses invalid JSON or any value the widget would
 * drop, naming each. Low contrast is passed back as a warning, not refused.
 */
export function validateAppearanceForSession(json: string): AppearanceCheck {
  if (json.length > MAX_APPEARANCE_LENGTH) {
    return { ok: false, message: `cashierAppearance is ${json.length} characters; at most ${MAX_APPEARANCE_LENGTH} are accepted` };
  }
  const parsed = parseAppearance(json);
  if (parsed.invalidJson) return { ok: false, message: 'cashierAppearance must be a valid JSON string' };
  if (parsed.dropped.length > 0) {
    return { ok: false, message: `cashierAppearance: invalid ${listDropped(parsed.dropped)}` };
  }
  const warning = appearanceWarning(parsed);
  return warning === undefined ? { ok: true } : { ok: true, warning };
}

function listDropped(dropped: DroppedKey[]): string {
  const listed = dropped.slice(0, MAX_LISTED).map(({ key, reason }) => `${key} (${reason})`);
  const more = dropped.length - listed.length;
  return listed.join('; ') + (more > 0 ? `; and ${more} more` : '');
}

/**
 * Applies a cashierAppearance string to a host as `--acq-*` custom properties through
 * `style.setProperty` (no <style> injection, so a strict CSP holds). Values are the
 * canonical ones src/core/theme parsed; nothing else reaches CSS.
 */
import { appearanceToCss } from '../../core/theme/css.js';
import { parseAppearance, type ParsedAppearance } from '../../core/theme/appearance.js';

export interface AppliedAppearance {
  /** The custom properties now set on the host (removed again by the next call). */
  properties: string[];
  parsed?: ParsedAppearance;
}

/**
 * Sets the theme of `appearance` on `host`, removing what a previous call set. Without an
 * appearance nothing is set, so `--acq-*` from the merchant's own stylesheet still applies.
 */
export function applyAppearance(
  host: HTMLElement,
  appearance: string | undefined,
  previous: AppliedAppearance | undefined,
): AppliedAppearance {
  for (const property of previous?.properties ?? []) host.style.removeProperty(property);
  if (appearance === undefined || appearance === '') return { properties: [] };
  const parsed = parseAppearance(appearance);
  const css = appearanceToCss(parsed.variables);
  const properties = Object.keys(css);
  for (const [property, value] of Object.entries(css)) host.style.setProperty(property, value);
  return { properties, parsed };
}

/** One line naming every problem of a parsed appearance, or null when there is none. */
export function appearanceProblems(parsed: ParsedAppearance): string | null {
  const problems: string[] = [];
  if (parsed.invalidJson) problems.push('invalid JSON, the default theme applies');
  for (const { key, reason } of parsed.dropped) problems.push(`${key} dropped: ${reason}`);
  for (const pair of parsed.contrast.pairs) {
    if (!pair.passes) problems.push(`low contrast ${pair.pair} ${pair.ratio.toFixed(2)}:1 (needs ${pair.minimum}:1)`);
  }
  return problems.length ? `acq-cashier: cashierAppearance: ${problems.join('; ')}` : null;
}

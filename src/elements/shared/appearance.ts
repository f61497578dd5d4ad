/**
 * Applies a cashierAppearance string to a host as `--acq-*` custom properties through
 * `style.setProperty` (no <style> injection, so a strict CSP holds). Values are the
 * canonical ones src/core/theme resolved; nothing else reaches CSS. The grammars run
 * here, synchronously, before anything applies; only the console warning (its words and
 * the contrast check) is loaded lazily, after the render.
 */
import { resolveAppearance } from '../../core/theme/resolve-appearance.js';
import { appearanceToCss } from '../../core/theme/css.js';

export interface AppliedAppearance {
  /** The custom properties now set on the host (removed again by the next call). */
  properties: string[];
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
  const css = appearanceToCss(resolveAppearance(appearance).variables);
  for (const [property, value] of Object.entries(css)) host.style.setProperty(property, value);
  return { properties: Object.keys(css) };
}

/**
 * Logs the one console warning naming every problem of an appearance (dropped keys,
 * invalid JSON, low contrast), if it has any. Its code is a lazy chunk: the shopper
 * never needs it, and a page without an appearance never loads it.
 */
export async function warnAboutAppearance(appearance: string): Promise<void> {
  const { appearanceProblems } = await import('./appearance-warning.js');
  const problems = appearanceProblems(appearance);
  if (problems) console.warn(problems);
}

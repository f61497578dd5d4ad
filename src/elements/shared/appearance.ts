/**
 * Applies a cashierAppearance string to a host as `--acq-*` custom properties through
 * `style.setProperty` (no <style> injection, so a strict CSP holds). Values are the
 * canonical ones src/core/theme resolved; nothing else reaches CSS. The grammars run
 * here, synchronously, before anything applies; rules (appearance-extras.ts) and the
 * console warning (its words and the contrast check) are loaded lazily, when needed.
 */
import { resolveAppearance } from '../../core/theme/resolve-appearance.js';
import { appearanceToCss } from '../../core/theme/css.js';

export interface AppliedAppearance {
  /**
   * The custom properties now set on the host, removed (and the list emptied) by the next
   * call; an emptied list tells the lazy rules that a later appearance replaced this one.
   */
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
  for (const property of previous?.properties.splice(0) ?? []) host.style.removeProperty(property);
  if (!appearance) return { properties: [] };
  const { variables, extras } = resolveAppearance(appearance);
  const css = appearanceToCss(variables);
  for (const [property, value] of Object.entries(css)) host.style.setProperty(property, value);
  const applied: AppliedAppearance = { properties: Object.keys(css) };
  // Rules and the rest are in the warning's lazy chunk, which any appearance loads anyway.
  if (extras) void import('./appearance-warning.js').then((lazy) => lazy.applyExtras(host, extras, applied));
  return applied;
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

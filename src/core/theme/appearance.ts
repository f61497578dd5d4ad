/**
 * Reads a cashierAppearance string leniently: unknown keys, wrong types and unsafe
 * values are dropped and reported, the rest applies over the named preset. Invalid JSON
 * gives the default theme. Never throws. The reading itself is resolveAppearance
 * (resolve-appearance.ts, the browser's); this adds the reasons in words and the
 * contrast report, for the warning, the proxy and the tools.
 */
import { checkContrast, type ContrastReport } from './contrast.js';
import type { PresetName } from './presets.js';
import { reasonText } from './reasons.js';
import { resolveAppearance } from './resolve-appearance.js';
import { readFonts } from './fonts.js';
import { readColorScheme, readLayout, type ColorScheme, type ThemeLayout } from './layout.js';
import { PRESETS } from './presets.js';
import { readRules, type ThemeRules } from './rules.js';

/** The keys resolveAppearance (the first load) leaves to the lazy reader. */
export const LAZY_KEYS = ['rules', 'layout', 'fonts', 'colorScheme', 'darkVariables'] as const;

function isLazyKey(key: string): boolean {
  return (LAZY_KEYS as readonly string[]).includes(key);
}
import type { ThemeVariables } from './variables.js';

export { resolveAppearance, type DroppedFault, type ResolvedAppearance } from './resolve-appearance.js';

export interface DroppedKey {
  /** `theme`, `variables`, `variables.<name>`, another top-level key, or `$` for the document. */
  key: string;
  reason: string;
}

export interface ParsedAppearance {
  theme: PresetName;
  /** Canonical CSS values: the preset merged with the merchant's valid overrides. */
  variables: ThemeVariables;
  /** The merchant's valid rules, canonical. */
  rules: ThemeRules;
  layout: ThemeLayout;
  colorScheme: ColorScheme;
  /** Font stylesheet URLs to link. */
  fonts: string[];
  dropped: DroppedKey[];
  invalidJson: boolean;
  contrast: ContrastReport;
}

export function parseAppearance(input: string | undefined): ParsedAppearance {
  const { faults, extras, ...resolved } = resolveAppearance(input);
  const extra = readExtras(extras);
  const own = faults.filter(({ key }) => !isLazyKey(key));
  const dropped = [...own, ...extra.faults].map(({ key, fault }) => ({ key, reason: reasonText(fault) }));
  const { rules, layout, colorScheme, fonts } = extra;
  return { ...resolved, rules, layout, colorScheme, fonts, dropped, contrast: checkContrast(resolved.variables) };
}

/** What the lazy chunk reads beyond variables (rules, layout, colour scheme, fonts), with every fault. */
export function readExtras(document: Record<string, unknown> | undefined) {
  const rules = readRules(document?.['rules']);
  const layout = readLayout(document?.['layout']);
  const scheme = readColorScheme(document?.['colorScheme'], document?.['darkVariables'], PRESETS.night);
  const fonts = readFonts(document?.['fonts']);
  return {
    rules: rules.rules,
    ruleCss: rules.css,
    layout: layout.layout,
    colorScheme: scheme.scheme,
    fonts: fonts.fonts,
    faults: [...rules.faults, ...layout.faults, ...scheme.faults, ...fonts.faults],
  };
}

/**
 * WCAG 2.x contrast of the theme's colour pairs. A translucent colour is composited over
 * what it is drawn on (surface and primary over the background, the background over
 * white), because that is the colour the shopper sees.
 * Inferred: the host page behind a translucent colorBackground is white.
 */
import { scanColor, type Rgba } from './color-scan.js';
import type { ThemeVariables, VariableName } from './variables.js';

/** WCAG AA: 4.5:1 for normal text, 3:1 for non-text such as a focus ring. */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;

export interface ContrastPair {
  pair: string;
  foreground: VariableName;
  background: VariableName;
  /** Exact ratio (1–21); WCAG says not to round before comparing. */
  ratio: number;
  minimum: number;
  passes: boolean;
}

export interface ContrastReport {
  pairs: ContrastPair[];
  lowContrast: boolean;
}

/** [pair, foreground, drawn on, minimum]. */
const PAIRS: ReadonlyArray<readonly [string, VariableName, VariableName, number]> = [
  ['text-on-background', 'colorText', 'colorBackground', AA_TEXT],
  ['secondary-text-on-background', 'colorTextSecondary', 'colorBackground', AA_TEXT],
  ['text-on-surface', 'colorText', 'colorSurface', AA_TEXT],
  ['button-text-on-primary', 'colorPrimaryText', 'colorPrimary', AA_TEXT],
  // Links and secondary buttons are colorPrimary text on the background.
  ['link-on-background', 'colorPrimary', 'colorBackground', AA_TEXT],
  ['danger-on-background', 'colorDanger', 'colorBackground', AA_TEXT],
  ['focus-ring-on-background', 'focusRingColor', 'colorBackground', AA_NON_TEXT],
  // Inputs and method tiles are told from the page by their border alone when their surface is the background's colour (WCAG 1.4.11).
  ['border-on-background', 'colorBorder', 'colorBackground', AA_NON_TEXT],
];

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

export function checkContrast(variables: ThemeVariables): ContrastReport {
  const color = (name: VariableName): Rgba => {
    const read = scanColor(variables[name]);
    return typeof read === 'string' ? WHITE : read;
  };
  const page = composite(color('colorBackground'), WHITE);
  const backdrop = (name: VariableName) => (name === 'colorBackground' ? page : composite(color(name), page));
  const pairs = PAIRS.map(([pair, foreground, background, minimum]) => {
    const behind = backdrop(background);
    const ratio = contrastRatio(composite(color(foreground), behind), behind);
    return { pair, foreground, background, ratio, minimum, passes: ratio >= minimum };
  });
  return { pairs, lowContrast: pairs.some((p) => !p.passes) };
}

/** The contrast ratio of two opaque colours, (L1 + 0.05) / (L2 + 0.05). */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** `top` drawn over the opaque `bottom`. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, b: number) => t * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

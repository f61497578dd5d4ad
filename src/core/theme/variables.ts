/**
 * The theme variable vocabulary of cashierAppearance: each variable's kind (which value
 * grammar it accepts), its CSS custom property (`colorPrimary` → `--acq-color-primary`)
 * and the default theme. Elements read only these custom properties.
 */

export const VARIABLE_NAMES = [
  'colorPrimary',
  'colorPrimaryText',
  'colorBackground',
  'colorSurface',
  'colorText',
  'colorTextSecondary',
  'colorDanger',
  'colorSuccess',
  'colorBorder',
  'fontFamily',
  'fontSizeBase',
  'borderRadius',
  'spacingUnit',
  'focusRingColor',
] as const;
export type VariableName = (typeof VARIABLE_NAMES)[number];
export type ThemeVariables = Record<VariableName, string>;

/** Bounds of a length variable: px (rem/em count as 16px each) and, if allowed, %. */
export interface LengthBounds {
  px: readonly [min: number, max: number];
  percent?: readonly [min: number, max: number];
}

export type VariableSpec =
  | { kind: 'color'; description: string }
  | { kind: 'fontFamily'; description: string }
  | { kind: 'length'; description: string; bounds: LengthBounds };

export const VARIABLES: Record<VariableName, VariableSpec> = {
  colorPrimary: { kind: 'color', description: 'Primary buttons, selected options, links.' },
  colorPrimaryText: { kind: 'color', description: 'Text and icons on colorPrimary.' },
  colorBackground: { kind: 'color', description: 'Background of the cashier.' },
  colorSurface: { kind: 'color', description: 'Cards, inputs and method tiles (drawn on colorBackground).' },
  colorText: { kind: 'color', description: 'Main text.' },
  colorTextSecondary: { kind: 'color', description: 'Labels, hints and secondary text.' },
  colorDanger: { kind: 'color', description: 'Error text and invalid field borders.' },
  colorSuccess: { kind: 'color', description: 'Success icon and accents.' },
  colorBorder: { kind: 'color', description: 'Borders of inputs, cards and dividers.' },
  fontFamily: {
    kind: 'fontFamily',
    description: 'Comma-separated font families, e.g. "Inter", system-ui, sans-serif.',
  },
  fontSizeBase: {
    kind: 'length',
    description: 'Base font size: 10–24px (or rem/em, or 62.5–150%).',
    bounds: { px: [10, 24], percent: [62.5, 150] },
  },
  borderRadius: {
    kind: 'length',
    description: 'Corner radius of buttons, inputs and cards: 0–48px (or rem/em, or 0–50%).',
    bounds: { px: [0, 48], percent: [0, 50] },
  },
  // Inferred: no % for spacing — padding percentages follow the container width.
  spacingUnit: {
    kind: 'length',
    description: 'The spacing step; elements use multiples of it: 2–16px (or rem/em).',
    bounds: { px: [2, 16] },
  },
  focusRingColor: { kind: 'color', description: 'Keyboard focus outline.' },
};

/** `colorPrimary` → `color-primary`, at the type level too. */
type Kebab<S extends string> = S extends `${infer H}${infer T}`
  ? `${H extends Lowercase<H> ? H : `-${Lowercase<H>}`}${Kebab<T>}`
  : S;
export type CssPropertyName = `--acq-${Kebab<VariableName>}`;

export function cssPropertyName<N extends VariableName>(name: N): `--acq-${Kebab<N>}` {
  return `--acq-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}` as `--acq-${Kebab<N>}`;
}

/** `cssVar('colorPrimary')` → `var(--acq-color-primary)`, for element styles. */
export function cssVar(name: VariableName): string {
  return `var(${cssPropertyName(name)})`;
}

export function isVariableName(key: string): key is VariableName {
  return (VARIABLE_NAMES as readonly string[]).includes(key);
}

/** The default theme: every variable set, passes WCAG AA on every checked pair. */
export const DEFAULT_VARIABLES: ThemeVariables = {
  colorPrimary: '#2557d6',
  colorPrimaryText: '#ffffff',
  colorBackground: '#ffffff',
  colorSurface: '#ffffff',
  colorText: '#1a2033',
  colorTextSecondary: '#5a6478',
  colorDanger: '#c42b1c',
  colorSuccess: '#1a7f37',
  colorBorder: '#cfd5df',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontSizeBase: '16px',
  borderRadius: '8px',
  spacingUnit: '4px',
  focusRingColor: '#2557d6',
};

/**
 * The theme variable vocabulary of cashierAppearance: each variable's CSS custom property
 * (`colorPrimary` → `--acq-color-primary`) and the default theme, which every element's
 * styles need (the first screen's too). Which values each accepts is variable-specs.ts,
 * which only the appearance code reads. Elements read only these custom properties.
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
  colorBorder: '#8a93a3',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontSizeBase: '16px',
  borderRadius: '8px',
  spacingUnit: '4px',
  focusRingColor: '#2557d6',
};

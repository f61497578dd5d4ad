/**
 * Theme variables → CSS custom properties. Every value is parsed again here, so even a
 * caller passing raw strings cannot put anything but canonical values into CSS.
 */
import { checkVariableValue } from './value-check.js';
import { VARIABLE_NAMES, cssPropertyName, type CssPropertyName, type ThemeVariables } from './variables.js';

/** `{colorPrimary: '#2557d6'}` → `{'--acq-color-primary': '#2557d6'}`; invalid values are left out. */
export function appearanceToCss(variables: Partial<Record<string, unknown>>): Partial<Record<CssPropertyName, string>> {
  const properties: Partial<Record<CssPropertyName, string>> = {};
  for (const name of VARIABLE_NAMES) {
    if (!Object.hasOwn(variables, name)) continue;
    const parsed = checkVariableValue(name, variables[name]);
    if (parsed.ok) properties[cssPropertyName(name)] = parsed.css;
  }
  return properties;
}

/**
 * A rule setting the properties, for a constructable stylesheet (CSP-safe, no inline
 * style). `selector` is the caller's constant (`:host`), never merchant input.
 */
export function appearanceCssText(variables: Partial<ThemeVariables>, selector = ':host'): string {
  const declarations = Object.entries(appearanceToCss(variables)).map(([property, value]) => `${property}:${value};`);
  return `${selector}{${declarations.join('')}}`;
}

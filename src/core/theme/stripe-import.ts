/**
 * Imports a Stripe Appearance object (`{theme, variables, rules, labels, inputs}`) as a
 * cashierAppearance document: Stripe's themes, variable names, `.Component--state`
 * rules with camelCase properties, label and input layout map to ours. What has no
 * counterpart is listed, not guessed; values are copied as they are and checked later
 * like any other (parseAppearance), so an import can never carry more than a theme may.
 * For the tools (the theme preview), not the browser bundle.
 */
import { RULE_NAMES, isRuleName, isRuleProperty, type RuleName } from './rules.js';
import type { VariableName } from './variables.js';

const THEMES: Readonly<Record<string, string>> = { stripe: 'default', night: 'night', flat: 'flat' };

/** Stripe variable → ours. */
const VARIABLES: Readonly<Record<string, VariableName>> = {
  colorPrimary: 'colorPrimary',
  colorPrimaryText: 'colorPrimaryText',
  colorBackground: 'colorBackground',
  colorText: 'colorText',
  colorTextSecondary: 'colorTextSecondary',
  colorDanger: 'colorDanger',
  colorSuccess: 'colorSuccess',
  fontFamily: 'fontFamily',
  fontSizeBase: 'fontSizeBase',
  spacingUnit: 'spacingUnit',
  borderRadius: 'borderRadius',
  focusOutlineColor: 'focusRingColor',
};

export interface StripeImport {
  /** The cashierAppearance document (values unchecked). */
  document: Record<string, unknown>;
  /** Stripe keys with no counterpart here, e.g. `variables.colorIconTab`, `rules..TabIcon`. */
  unmapped: string[];
}

export function importStripeAppearance(stripe: unknown): StripeImport {
  const document: Record<string, unknown> = {};
  const unmapped: string[] = [];
  if (!isObject(stripe)) return { document, unmapped: ['$'] };
  for (const [key, value] of Object.entries(stripe)) {
    if (key === 'theme') {
      if (typeof value === 'string' && Object.hasOwn(THEMES, value)) document['theme'] = THEMES[value];
      else unmapped.push(`theme ${String(value)}`);
    } else if (key === 'variables' && isObject(value)) {
      const variables: Record<string, unknown> = {};
      for (const [name, v] of Object.entries(value)) {
        if (Object.hasOwn(VARIABLES, name)) variables[VARIABLES[name]!] = v;
        else unmapped.push(`variables.${name}`);
      }
      if (Object.keys(variables).length) document['variables'] = variables;
    } else if (key === 'rules' && isObject(value)) {
      const rules = importRules(value, unmapped);
      if (Object.keys(rules).length) document['rules'] = rules;
    } else if ((key === 'labels' || key === 'inputs') && typeof value === 'string') {
      document['layout'] = { ...(document['layout'] as object | undefined), [key]: value };
    } else {
      unmapped.push(key);
    }
  }
  return { document, unmapped };
}

/** `.Input:focus` → `Input:focus`; `borderColor` → `border-color`. */
function importRules(stripeRules: Record<string, unknown>, unmapped: string[]): Partial<Record<RuleName, Record<string, unknown>>> {
  const rules: Partial<Record<RuleName, Record<string, unknown>>> = {};
  for (const [selector, declarations] of Object.entries(stripeRules)) {
    const name = selector.startsWith('.') ? selector.slice(1) : selector;
    if (!isRuleName(name) || !isObject(declarations)) {
      unmapped.push(`rules.${selector}`);
      continue;
    }
    for (const [property, v] of Object.entries(declarations)) {
      const css = property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      if (isRuleProperty(css)) (rules[name] ??= {})[css] = v;
      else unmapped.push(`rules.${selector}.${property}`);
    }
  }
  // In the order of our vocabulary, whatever order Stripe's object had.
  return Object.fromEntries(RULE_NAMES.filter((rule) => rules[rule]).map((rule) => [rule, rules[rule]]));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

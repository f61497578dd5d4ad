/**
 * Rules of cashierAppearance: styles per component and state (`"Input:focus":
 * {"border-color": "#2557d6"}`), limited to a vocabulary of safe properties, each value
 * checked by a grammar (rule-values.ts, value-check.ts). A rule never becomes CSS text:
 * each rule and property is a custom property (`--acq-rule-input-focus-border-color`)
 * that the elements' rule sheet reads (src/elements/shared/appearance-rules.ts). This
 * file is in the lazy chunk, never in the browser's first load.
 */
import { checkBoxShadow, checkFontWeight, checkKeyword, checkLengthList, checkLineHeight } from './rule-values.js';
import { checkColor, checkLength, MAX_VALUE_LENGTH, type ValueCheck, type ValueFault } from './value-check.js';

export const RULE_NAMES = [
  'Input',
  'Input:hover',
  'Input:focus',
  'Input--invalid',
  'Label',
  'Tab',
  'Tab:hover',
  'Tab:focus',
  'Tab--selected',
  'Block',
  'Error',
  'Button',
  'Button:hover',
  'Button:focus',
] as const;
export type RuleName = (typeof RULE_NAMES)[number];

const BORDER_STYLES = ['none', 'solid', 'dashed', 'dotted', 'double'] as const;

/** Each property's grammar; the value is a string of at most MAX_VALUE_LENGTH. */
export const RULE_PROPERTIES = {
  color: checkColor,
  'background-color': checkColor,
  'border-color': checkColor,
  'border-width': (v: string) => checkLengthList(v, { px: [0, 8] }),
  'border-style': (v: string) => checkKeyword(v, BORDER_STYLES),
  'border-radius': (v: string) => checkLengthList(v, { px: [0, 48], percent: [0, 50] }),
  'box-shadow': checkBoxShadow,
  padding: (v: string) => checkLengthList(v, { px: [0, 64] }),
  'font-size': (v: string) => checkLength(v, { px: [8, 40], percent: [50, 250] }),
  'font-weight': checkFontWeight,
  'line-height': checkLineHeight,
  'letter-spacing': (v: string) => checkLength(v, { px: [-4, 16] }),
  'text-transform': (v: string) => checkKeyword(v, ['none', 'uppercase', 'lowercase', 'capitalize']),
  'text-decoration-line': (v: string) => checkKeyword(v, ['none', 'underline']),
  'outline-color': checkColor,
  'outline-width': (v: string) => checkLength(v, { px: [0, 8] }),
  'outline-style': (v: string) => checkKeyword(v, BORDER_STYLES),
  'outline-offset': (v: string) => checkLength(v, { px: [-8, 16] }),
} satisfies Record<string, (value: string) => ValueCheck>;
export type RuleProperty = keyof typeof RULE_PROPERTIES;
export const RULE_PROPERTY_NAMES = Object.keys(RULE_PROPERTIES) as RuleProperty[];

export type ThemeRules = Partial<Record<RuleName, Partial<Record<RuleProperty, string>>>>;

export function isRuleName(key: string): key is RuleName {
  return (RULE_NAMES as readonly string[]).includes(key);
}

export function isRuleProperty(key: string): key is RuleProperty {
  return Object.hasOwn(RULE_PROPERTIES, key);
}

/** The focus ring (outline-*) is styled on the `:focus` rules only, where the elements draw it. */
export function isRulePropertyOf(rule: RuleName, property: RuleProperty): boolean {
  return !property.startsWith('outline') || rule.endsWith(':focus');
}

/** `Input--invalid` + `border-color` → `--acq-rule-input-invalid-border-color`. */
export function ruleCssProperty(rule: RuleName, property: RuleProperty): string {
  return `--acq-rule-${rule.toLowerCase().replace(/:|--/g, '-')}-${property}`;
}

export function checkRuleValue(property: RuleProperty, value: unknown): ValueCheck {
  if (typeof value !== 'string') return { ok: false, fault: ['type', value] };
  if (value.length > MAX_VALUE_LENGTH) return { ok: false, fault: ['long'] };
  return RULE_PROPERTIES[property](value);
}

export interface ReadRules {
  /** The canonical rules (only valid values). */
  rules: ThemeRules;
  /** Custom property → canonical value, for `style.setProperty`. */
  css: Record<string, string>;
  faults: Array<{ key: string; fault: ValueFault }>;
}

const MAX_KEY_LENGTH = 64;

/** Reads `rules` leniently: unknown rules or properties and refused values are faults; the rest applies. */
export function readRules(input: unknown): ReadRules {
  const read: ReadRules = { rules: {}, css: {}, faults: [] };
  const drop = (key: string, ...fault: [string, unknown?]) =>
    read.faults.push({ key: key.slice(0, MAX_KEY_LENGTH * 2), fault: fault.length > 1 ? fault : [fault[0]] });
  if (input === undefined) return read;
  if (!isPlainObject(input)) {
    drop('rules', 'rules');
    return read;
  }
  for (const [rule, declarations] of Object.entries(input)) {
    const key = `rules.${rule.slice(0, MAX_KEY_LENGTH)}`;
    if (!isRuleName(rule)) drop(key, 'rule', rule);
    else if (!isPlainObject(declarations)) drop(key, 'declarations');
    else readDeclarations(rule, declarations, key, read, drop);
  }
  return read;
}

function readDeclarations(
  rule: RuleName,
  declarations: Record<string, unknown>,
  key: string,
  read: ReadRules,
  drop: (key: string, ...fault: [string, unknown?]) => void,
): void {
  for (const [property, value] of Object.entries(declarations)) {
    const at = `${key}.${property.slice(0, MAX_KEY_LENGTH)}`;
    if (!isRuleProperty(property)) {
      drop(at, 'property', property);
      continue;
    }
    if (!isRulePropertyOf(rule, property)) {
      drop(at, 'focus-only');
      continue;
    }
    const checked = checkRuleValue(property, value);
    if (!checked.ok) {
      read.faults.push({ key: at, fault: checked.fault });
      continue;
    }
    (read.rules[rule] ??= {})[property] = checked.css;
    read.css[ruleCssProperty(rule, property)] = checked.css;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The parts of an appearance beyond variables, loaded lazily by applyAppearance only when
 * an appearance has them: rules per component and state. Each valid rule value goes on
 * the host as a custom property (`--acq-rule-input-focus-border-color`); the one rule
 * sheet shared by every element's shadow root (ruleSlot) declares, for every rule and
 * property in use on the page, `property: var(--acq-rule-…, <the element's own value>)`.
 * The sheet's text is built from constants only (selectors, property names, fallbacks);
 * merchant text reaches the page only as a checked, canonical custom property value.
 */
import { RULE_NAMES, RULE_PROPERTY_NAMES, readRules, ruleCssProperty, type RuleName, type RuleProperty } from '../../core/theme/rules.js';
import { BASE_TARGETS, STATES, type Target } from './rule-targets.js';
import { tokens } from './tokens.styles.js';

/** `Rule property` pairs some appearance on the page uses; the sheet only grows. */
const used = new Set<string>();

/**
 * Applies what `document` has beyond variables to `host` and lists the custom properties
 * set in `applied` — unless a later appearance has replaced it meanwhile (applyAppearance
 * empties the list it replaces; the variables always fill it).
 */
export function applyExtras(host: HTMLElement, document: Record<string, unknown>, applied: { properties: string[] }): void {
  if (applied.properties.length === 0) return;
  applyRules(host, document['rules'], applied.properties);
}

function applyRules(host: HTMLElement, rules: unknown, properties: string[]): void {
  const read = readRules(rules);
  const before = used.size;
  for (const [rule, declarations] of Object.entries(read.rules) as Array<[RuleName, Record<string, string>]>) {
    for (const property of Object.keys(declarations) as RuleProperty[]) usePair(rule, property);
  }
  if (used.size !== before) setRuleBlock(ruleSheetText(used));
  for (const [property, value] of Object.entries(read.css)) {
    host.style.setProperty(property, value);
    properties.push(property);
  }
}

let block: CSSRule | undefined;

/** Replaces the rule block at the end of the shared tokens sheet (no stylesheet is added to the main bundle). */
function setRuleBlock(text: string): void {
  const sheet = tokens.styleSheet;
  if (!sheet) return;
  if (block) sheet.deleteRule([...sheet.cssRules].indexOf(block));
  sheet.insertRule(`@media all{${text}}`, sheet.cssRules.length);
  block = sheet.cssRules[sheet.cssRules.length - 1];
}

/**
 * A component's pair brings the pairs of its states that the elements style on their
 * own (an invalid input's border colour): the component's declaration would otherwise
 * win over the state's own style.
 */
function usePair(rule: RuleName, property: RuleProperty): void {
  used.add(`${rule} ${property}`);
  for (const [state, spec] of Object.entries(STATES)) {
    if (spec[0] === rule && spec[2][property] !== undefined) used.add(`${state} ${property}`);
  }
}

/** The sheet for the `Rule property` pairs: component rules first, then states, in RULE_NAMES order. */
export function ruleSheetText(pairs: ReadonlySet<string>): string {
  const blocks: string[] = [];
  for (const rule of RULE_NAMES) {
    for (const property of RULE_PROPERTY_NAMES) {
      if (pairs.has(`${rule} ${property}`)) blocks.push(...declarations(rule, property));
    }
  }
  return blocks.join('\n');
}

function declarations(rule: RuleName, property: RuleProperty): string[] {
  const state = STATES[rule];
  const targets: readonly Target[] = state ? BASE_TARGETS[state[0]] : BASE_TARGETS[rule as keyof typeof BASE_TARGETS];
  return targets.map(([selector, fallbacks]) => {
    const own = fallbacks[property] ?? 'revert';
    // A state without its own style falls back to its component's rule, then to the element's value.
    const fallback = state ? (state[2][property] ?? `var(${ruleCssProperty(state[0], property)},${own})`) : own;
    // `#_` never matches; inside :is() it lifts the rule above the elements' own selectors.
    return `:is(${selector}${state?.[1] ?? ''},#_){${property}:var(${ruleCssProperty(rule, property)},${fallback})}`;
  });
}

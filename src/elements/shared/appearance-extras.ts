/**
 * The parts of an appearance beyond variables, loaded lazily by applyAppearance only when
 * an appearance has them: rules per component and state, layout widths and font size
 * scale, the dark colour scheme, fonts. Each valid rule value goes on
 * the host as a custom property (`--acq-rule-input-focus-border-color`); the one rule
 * sheet shared by every element's shadow root (ruleSlot) declares, for every rule and
 * property in use on the page, `property: var(--acq-rule-…, <the element's own value>)`.
 * The sheet's text is built from constants only (selectors, property names, fallbacks);
 * merchant text reaches the page only as a checked, canonical custom property value.
 */
import { readExtras } from '../../core/theme/appearance.js';
import { scaledFontSize, type ThemeLayout } from '../../core/theme/layout.js';
import { RULE_NAMES, RULE_PROPERTY_NAMES, ruleCssProperty, type RuleName, type RuleProperty } from '../../core/theme/rules.js';
import { cssPropertyName, type ThemeVariables, type VariableName } from '../../core/theme/variables.js';
import { BASE_TARGETS, STATES, type Target } from './rule-targets.js';

/** `Rule property` pairs some appearance on the page uses; the sheet only grows. */
const used = new Set<string>();

/**
 * Applies what `document` has beyond variables to `host` and lists the custom properties
 * set in `applied` — unless a later appearance has replaced it meanwhile (applyAppearance
 * empties the list it replaces; the variables always fill it).
 */
export function applyExtras(host: HTMLElement, document: Record<string, unknown>, applied: { properties: string[] }): void {
  if (applied.properties.length === 0) return;
  const extra = readExtras(document);
  const set = (property: string, value: string) => {
    host.style.setProperty(property, value);
    applied.properties.push(property);
  };
  // Layout widths are rules on every component that has the property; the merchant's own rules win.
  const pairs: Array<[RuleName, RuleProperty, string]> = [...layoutPairs(extra.layout)];
  for (const [rule, declarations] of Object.entries(extra.rules) as Array<[RuleName, Record<RuleProperty, string>]>) {
    for (const [property, value] of Object.entries(declarations) as Array<[RuleProperty, string]>) pairs.push([rule, property, value]);
  }
  const before = used.size;
  for (const [rule, property, value] of pairs) {
    usePair(rule, property);
    set(ruleCssProperty(rule, property), value);
  }
  if (used.size !== before) setRuleBlock(host, ruleSheetText(used));
  const scale = extra.layout.fontSizeScale;
  if (scale) set('--acq-font-size-base', scaledFontSize(host.style.getPropertyValue('--acq-font-size-base'), scale));
  if (extra.colorScheme.auto) followColorScheme(host, extra.colorScheme.dark, applied);
  for (const href of extra.fonts) linkFont(href);
}

function layoutPairs(layout: ThemeLayout): Array<[RuleName, RuleProperty, string]> {
  const pairs: Array<[RuleName, RuleProperty, string]> = [];
  const on = (rules: RuleName[], property: RuleProperty, value: string | undefined) => {
    if (value !== undefined) for (const rule of rules) pairs.push([rule, property, value]);
  };
  on(['Input', 'Tab', 'Button'], 'border-width', layout.borderWidth);
  on(['Input:focus', 'Tab:focus', 'Button:focus'], 'outline-width', layout.focusRingWidth);
  on(['Input:focus', 'Tab:focus', 'Button:focus'], 'outline-offset', layout.focusRingOffset);
  return pairs;
}

/**
 * `"colorScheme": "auto"`: while the shopper's system prefers dark, the dark colours
 * (the night preset under darkVariables) replace the colour variables; the rest stay.
 */
function followColorScheme(host: HTMLElement, dark: Partial<ThemeVariables>, applied: { properties: string[] }): void {
  // The light colours are the ones applyAppearance has just set (checked, canonical).
  const properties = (Object.keys(dark) as VariableName[]).map((name) => cssPropertyName(name) as string);
  const light = properties.map((property) => host.style.getPropertyValue(property));
  const darkValues = Object.values(dark);
  const query = matchMedia('(prefers-color-scheme: dark)');
  const apply = () => {
    if (applied.properties.length === 0) return query.removeEventListener('change', apply);
    properties.forEach((property, i) => host.style.setProperty(property, (query.matches ? darkValues : light)[i]!));
  };
  apply();
  query.addEventListener('change', apply);
}

const linked = new Set<string>();

/** Links a checked font stylesheet (https, an allowed font service) into the document, once. */
function linkFont(href: string): void {
  if (linked.has(href)) return;
  linked.add(href);
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.referrerPolicy = 'no-referrer';
  link.href = href;
  document.head.append(link);
}

let block: CSSRule | undefined;

/**
 * Replaces the rule block at the end of the shared tokens sheet: every element adopts
 * `tokens` (tokens.styles.ts) first, so it is the host's first adopted sheet. The main
 * bundle gains no stylesheet and no export for this.
 */
function setRuleBlock(host: HTMLElement, text: string): void {
  const sheet = host.shadowRoot?.adoptedStyleSheets?.[0];
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

/**
 * The `rules` of a cashierAppearance as a zod/mini schema, for the JSON Schema editors
 * complete (themes/appearance.schema.json): each rule, where it lands, each property and
 * its grammar. The grammars are rules.ts's; this adds the words.
 */
import * as z from 'zod/mini';
import { reasonText } from './reasons.js';
import { RULE_NAMES, RULE_PROPERTY_NAMES, checkRuleValue, isRulePropertyOf, type RuleName, type RuleProperty } from './rules.js';

const COLOR = 'A colour: #hex, rgb(), rgba(), hsl(), hsla() or a common colour name.';
const BORDER_STYLE = 'none, solid, dashed, dotted or double.';

const PROPERTY_WORDS: Record<RuleProperty, string> = {
  color: `Text colour. ${COLOR}`,
  'background-color': `Background colour. ${COLOR}`,
  'border-color': `Border colour. ${COLOR}`,
  'border-width': 'Border width: 1–4 lengths, 0px–8px each.',
  'border-style': `Border style: ${BORDER_STYLE}`,
  'border-radius': 'Corner radius: 1–4 lengths, 0px–48px or 0%–50% each.',
  'box-shadow': 'none, or up to 3 shadows "[inset] x y [blur [spread]] [colour]", lengths -64px–64px, comma-separated.',
  padding: 'Padding: 1–4 lengths, 0px–64px each (rem and em count as 16px).',
  'font-size': 'Font size: 8px–40px (rem and em count as 16px), or 50%–250%.',
  'font-weight': 'Font weight: 100–900 in steps of 100, normal or bold.',
  'line-height': 'Line height: a factor 0.5–4, or a length 8px–64px.',
  'letter-spacing': 'Letter spacing: -4px–16px.',
  'text-transform': 'none, uppercase, lowercase or capitalize.',
  'text-decoration-line': 'none or underline.',
  'outline-color': `Focus ring colour (needs 3:1 against the background). ${COLOR}`,
  'outline-width': 'Focus ring width: 0px–8px.',
  'outline-style': `Focus ring style: ${BORDER_STYLE}`,
  'outline-offset': 'Gap between the focus ring and the element: -8px–16px.',
};

const RULE_WORDS: Record<RuleName, string> = {
  Input: 'Text fields of the card form.',
  'Input:hover': 'A text field under the pointer.',
  'Input:focus': 'The text field being typed in; outline-* styles its focus ring.',
  'Input--invalid': 'A text field whose value is refused (its error shows below it).',
  Label: 'Labels of the card form fields.',
  Tab: 'Each payment method and saved card to choose from.',
  'Tab:hover': 'A payment method under the pointer.',
  'Tab:focus': 'The payment method with keyboard focus; outline-* styles its focus ring.',
  'Tab--selected': 'The chosen payment method.',
  Block: 'The order and subscription summaries.',
  Error: 'Error messages: under a field, above the form, and on the failed-payment screen.',
  Button: 'Buttons: pay, retry, back to the shop (primary and secondary).',
  'Button:hover': 'A button under the pointer.',
  'Button:focus': 'The button with keyboard focus; outline-* styles its focus ring.',
};

function propertySchema(property: RuleProperty) {
  return z.string().check(
    z.superRefine((value, ctx) => {
      const checked = checkRuleValue(property, value);
      if (!checked.ok) ctx.addIssue(reasonText(checked.fault));
    }),
    // One definition per property in the JSON Schema's $defs, referred to by every rule.
    z.meta({ id: `rule-${property}`, description: PROPERTY_WORDS[property] }),
  );
}

const PROPERTY_SCHEMAS = Object.fromEntries(RULE_PROPERTY_NAMES.map((property) => [property, propertySchema(property)]));

function ruleSchema(rule: RuleName) {
  const shape = Object.fromEntries(
    RULE_PROPERTY_NAMES.filter((property) => isRulePropertyOf(rule, property)).map((property) => [property, z.optional(PROPERTY_SCHEMAS[property]!)]),
  );
  return z.strictObject(shape).check(z.meta({ description: `${RULE_WORDS[rule]} CSS properties in kebab-case.` }));
}

export const AppearanceRules = z
  .strictObject(Object.fromEntries(RULE_NAMES.map((rule) => [rule, z.optional(ruleSchema(rule))])))
  .check(
    z.meta({
      description:
        'Styles per component and state, e.g. {"Input:focus": {"border-color": "#2557d6"}}. Only the listed properties, each checked like the variables.',
    }),
  );

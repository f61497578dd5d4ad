/**
 * The rules form of the theme preview: one collapsible group per rule (Input,
 * Input:focus…), a text field per property the rule takes, each checked by the widget's
 * grammar with its refusal shown beside it.
 */
import schema from '../themes/appearance.schema.json';
import { RULE_NAMES, RULE_PROPERTY_NAMES, checkRuleValue, isRulePropertyOf, type RuleName, type RuleProperty } from '../src/core/theme/index.js';
import { reasonText } from '../src/core/theme/reasons.js';

type Rules = Partial<Record<RuleName, Partial<Record<RuleProperty, string>>>>;

const ruleWords = schema.properties.rules.properties as Record<string, { description: string }>;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}): HTMLElementTagNameMap[K] {
  return Object.assign(document.createElement(tag), props);
}

const idOf = (rule: RuleName, property: RuleProperty) => `rule-${rule.replace(/[:-]+/g, '_')}-${property}`;

export interface RulesForm {
  /** Shows the rules as written (the fields the merchant is typing in keep their text). */
  show(rules: Rules): void;
}

/** Builds the groups into `box`; `onEdit` gets the rules as written after each change. */
export function rulesForm(box: HTMLElement, onEdit: (rules: Rules) => void): RulesForm {
  let rules: Rules = {};
  const inputs = new Map<string, HTMLInputElement>();
  for (const rule of RULE_NAMES) {
    const group = element('details', { className: 'rule' });
    group.dataset['rule'] = rule;
    group.append(element('summary', { textContent: rule, title: ruleWords[rule]?.description ?? '' }));
    for (const property of RULE_PROPERTY_NAMES.filter((p) => isRulePropertyOf(rule, p))) {
      const id = idOf(rule, property);
      const input = element('input', { type: 'text', id, spellcheck: false, autocomplete: 'off' });
      const message = element('span', { className: 'var-msg', id: `${id}-msg` });
      input.setAttribute('aria-describedby', message.id);
      const row = element('div', { className: 'rule-row' });
      row.append(element('label', { htmlFor: id, textContent: property }), input, message);
      group.append(row);
      inputs.set(id, input);
      input.addEventListener('input', () => {
        const declarations = { ...rules[rule] };
        if (input.value.trim()) declarations[property] = input.value;
        else delete declarations[property];
        rules = { ...rules, [rule]: declarations };
        if (Object.keys(declarations).length === 0) delete rules[rule];
        const checked = input.value.trim() ? checkRuleValue(property, input.value) : { ok: true as const, css: '' };
        message.textContent = checked.ok ? '' : `Not used: ${reasonText(checked.fault)}.`;
        onEdit(rules);
      });
    }
    box.append(group);
  }
  return {
    show(next) {
      rules = structuredClone(next);
      for (const rule of RULE_NAMES) {
        for (const property of RULE_PROPERTY_NAMES) {
          const input = inputs.get(idOf(rule, property));
          if (input && document.activeElement !== input) input.value = next[rule]?.[property] ?? '';
        }
      }
    },
  };
}

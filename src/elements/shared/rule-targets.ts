/**
 * Where each appearance rule lands inside the elements' shadow roots, and what each
 * property is there without a rule (the elements' own styles). The rule sheet
 * (appearance-rules.ts) declares `property: var(--acq-rule-…, <that value>)`, so a
 * cashier without the rule looks as it did even when another cashier on the page has it.
 * Keep in step with the *.styles.ts files; test/elements/appearance-rules.test.ts checks it.
 */
import type { RuleName, RuleProperty } from '../../core/theme/rules.js';

export type Fallbacks = Partial<Record<RuleProperty, string>>;
/** [selector, fallbacks]; a property not listed falls back to `revert` (the browser's own). */
export type Target = readonly [selector: string, fallbacks: Fallbacks];

const FONT_INHERITED: Fallbacks = { 'font-size': 'inherit', 'font-weight': 'inherit', 'line-height': 'inherit' };
const BORDER = (color: string): Fallbacks => ({
  'border-color': color,
  'border-width': '1px',
  'border-style': 'solid',
  'border-radius': 'var(--_border-radius)',
});
const RING = (offset: string): Fallbacks => ({
  'outline-color': 'var(--_focus-ring-color)',
  'outline-width': '2px',
  'outline-style': 'solid',
  'outline-offset': offset,
});

/** The components; the states below add to their selectors. */
export const BASE_TARGETS: Record<'Input' | 'Label' | 'Tab' | 'Block' | 'Error' | 'Button', readonly Target[]> = {
  Input: [
    [
      'input:not([type=radio])',
      {
        ...FONT_INHERITED,
        ...BORDER('var(--_color-border)'),
        color: 'var(--_color-text)',
        'background-color': 'var(--_color-surface)',
        padding: '1px calc(var(--_space) * 3)',
      },
    ],
  ],
  Label: [['label:not(.method)', { 'font-weight': '600', 'font-size': '0.875em' }]],
  Tab: [
    [
      'label.method',
      {
        ...BORDER('var(--_color-border)'),
        'background-color': 'var(--_color-surface)',
        padding: 'calc(var(--_space) * 1.5) calc(var(--_space) * 3)',
      },
    ],
  ],
  Block: [['section[part=summary]', {}]],
  Error: [
    ['.error,.form-error', { color: 'var(--_color-danger)', 'font-size': '0.875em' }],
    ['.notice', { ...BORDER('var(--_color-danger)'), color: 'var(--_color-danger)', padding: 'calc(var(--_space) * 3)' }],
    ['.reason', { color: 'var(--_color-danger)' }],
  ],
  Button: [
    [
      '.button:not(.secondary)',
      {
        ...FONT_INHERITED,
        ...BORDER('var(--_color-primary)'),
        color: 'var(--_color-primary-text)',
        'background-color': 'var(--_color-primary)',
        'font-weight': '600',
        padding: 'calc(var(--_space) * 2) calc(var(--_space) * 4)',
        'text-decoration-line': 'none',
      },
    ],
    [
      '.button.secondary',
      {
        ...FONT_INHERITED,
        ...BORDER('var(--_color-primary)'),
        color: 'var(--_color-primary)',
        'background-color': 'transparent',
        'font-weight': '600',
        padding: 'calc(var(--_space) * 2) calc(var(--_space) * 4)',
        'text-decoration-line': 'none',
      },
    ],
  ],
};

/** A state: its component, what it adds to the selector, and what the elements style differently in it. */
export const STATES: Partial<Record<RuleName, readonly [base: keyof typeof BASE_TARGETS, suffix: string, own: Fallbacks]>> = {
  'Input:hover': ['Input', ':hover', {}],
  'Input:focus': ['Input', ':focus', RING('1px')],
  'Input--invalid': ['Input', '[aria-invalid=true]', { 'border-color': 'var(--_color-danger)' }],
  'Tab:hover': ['Tab', ':hover', {}],
  'Tab:focus': ['Tab', ':has(input:focus-visible)', RING('2px')],
  'Tab--selected': [
    'Tab',
    ':has(input:checked)',
    { 'border-color': 'var(--_color-primary)', 'box-shadow': '0 0 0 1px var(--_color-primary)' },
  ],
  'Button:hover': ['Button', ':hover:not(:disabled)', {}],
  'Button:focus': ['Button', ':focus-visible', RING('2px')],
};

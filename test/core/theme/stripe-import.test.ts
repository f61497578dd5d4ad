/** Importing a Stripe Appearance object: names mapped as a table, the rest listed, values checked afterwards. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseAppearance } from '../../../src/core/theme/appearance.js';
import { importStripeAppearance } from '../../../src/core/theme/stripe-import.js';

const CASES: Array<[string, unknown, Record<string, unknown>, string[]]> = [
  ['theme stripe', { theme: 'stripe' }, { theme: 'default' }, []],
  ['theme night', { theme: 'night' }, { theme: 'night' }, []],
  ['theme flat', { theme: 'flat' }, { theme: 'flat' }, []],
  ['unknown theme', { theme: 'none' }, {}, ['theme none']],
  [
    'variables',
    { variables: { colorPrimary: '#0570de', colorBackground: '#ffffff', colorText: '#30313d', colorDanger: '#df1b41', fontFamily: 'Ideal Sans, system-ui, sans-serif', spacingUnit: '2px', borderRadius: '4px', focusOutlineColor: '#0570de', colorIconTab: '#000' } },
    { variables: { colorPrimary: '#0570de', colorBackground: '#ffffff', colorText: '#30313d', colorDanger: '#df1b41', fontFamily: 'Ideal Sans, system-ui, sans-serif', spacingUnit: '2px', borderRadius: '4px', focusRingColor: '#0570de' } },
    ['variables.colorIconTab'],
  ],
  [
    'rules',
    { rules: { '.Tab--selected': { borderColor: '#0570de' }, '.Input': { boxShadow: '0 1px 1px #00000014', padding: '12px' }, '.Input:focus': { outlineColor: '#0570de' }, '.TabIcon': { fill: 'red' }, '.Label': { fontWeight: '500', textTransform: 'uppercase', border: '1px solid red' } } },
    { rules: { Input: { 'box-shadow': '0 1px 1px #00000014', padding: '12px' }, 'Input:focus': { 'outline-color': '#0570de' }, Label: { 'font-weight': '500', 'text-transform': 'uppercase' }, 'Tab--selected': { 'border-color': '#0570de' } } },
    ['rules..TabIcon', 'rules..Label.border'],
  ],
  ['labels and inputs', { labels: 'floating', inputs: 'condensed' }, { layout: { labels: 'floating', inputs: 'condensed' } }, []],
  ['other keys', { disableAnimations: true }, {}, ['disableAnimations']],
  ['not an object', 'night', {}, ['$']],
];

test('a Stripe Appearance maps to a cashierAppearance', () => {
  for (const [name, stripe, document, unmapped] of CASES) {
    assert.deepEqual(importStripeAppearance(stripe), { document, unmapped }, name);
  }
});

test('imported values are checked like any theme: an unsafe one is dropped and named', () => {
  const { document } = importStripeAppearance({ rules: { '.Input': { backgroundColor: 'url(https://evil.test/x)', color: '#111' } } });
  const parsed = parseAppearance(JSON.stringify(document));
  assert.deepEqual(parsed.rules, { Input: { color: '#111111' } });
  assert.deepEqual(parsed.dropped.map((d) => d.key), ['rules.Input.background-color']);
});

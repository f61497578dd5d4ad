/**
 * Rules per component and state: each property's grammar as a table, the lenient reading
 * of `rules` (faults named, the rest kept), the custom property names, and a property
 * test that no hostile string ever reaches CSS through a rule.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { parseAppearance, readExtras } from '../../../src/core/theme/appearance.js';
import {
  RULE_NAMES,
  RULE_PROPERTY_NAMES,
  checkRuleValue,
  readRules,
  ruleCssProperty,
  type RuleProperty,
} from '../../../src/core/theme/rules.js';
import { MAX_APPEARANCE_LENGTH, validateAppearanceForSession } from '../../../src/core/theme/warning.js';

const OK: Array<[RuleProperty, string, string]> = [
  ['color', 'RED', '#ff0000'],
  ['background-color', 'rgb(0 0 0 / 50%)', '#00000080'],
  ['border-color', '#abc', '#aabbcc'],
  ['border-width', '2px', '2px'],
  ['border-width', '1px 0 2px', '1px 0px 2px'],
  ['border-style', ' Dashed ', 'dashed'],
  ['border-radius', '4px 50%', '4px 50%'],
  ['box-shadow', 'none', 'none'],
  ['box-shadow', '0 1px 2px rgba(0, 0, 0, .2)', '0px 1px 2px #00000033'],
  ['box-shadow', 'inset 0 0 0 1px #2557d6, 0 2px 4px black', 'inset 0px 0px 0px 1px #2557d6, 0px 2px 4px #000000'],
  ['padding', '8px 12px', '8px 12px'],
  ['padding', '0.5rem', '0.5rem'],
  ['font-size', '14px', '14px'],
  ['font-size', '110%', '110%'],
  ['font-weight', 'bold', '700'],
  ['font-weight', '500', '500'],
  ['line-height', '1.4', '1.4'],
  ['line-height', '20px', '20px'],
  ['letter-spacing', '-0.5px', '-0.5px'],
  ['text-transform', 'UPPERCASE', 'uppercase'],
  ['text-decoration-line', 'underline', 'underline'],
  ['outline-color', 'hsl(220 70% 50%)', '#2662d9'],
  ['outline-width', '3px', '3px'],
  ['outline-style', 'dotted', 'dotted'],
  ['outline-offset', '-2px', '-2px'],
];

const REFUSED: Array<[RuleProperty, unknown, RegExp]> = [
  ['color', 'url(https://evil.test/x)', /not a colour/],
  ['color', 12, /must be a string/],
  ['background-color', 'red; background: url(x)', /not a colour/],
  ['border-width', '9px', /out of range/],
  ['border-width', '1px 1px 1px 1px 1px', /at most 4 lengths/],
  ['border-style', 'solid}*{display:none', /must be one of/],
  ['border-radius', 'calc(1px + 2px)', /not a length/],
  ['box-shadow', '0 0 0 1px red, 0 0 0 1px red, 0 0 0 1px red, 0 0 0 1px red', /not a shadow/],
  ['box-shadow', '0 0 expression(alert(1))', /not a shadow/],
  ['box-shadow', '0 1px var(--x)', /not a shadow/],
  ['box-shadow', '0 1px 2px red blue', /not a shadow/],
  ['box-shadow', '1px', /not a shadow/],
  ['box-shadow', '0 0 rgb(1,2,3))', /not a shadow/],
  ['padding', '5%', /% is not allowed/],
  ['padding', '-1px', /out of range/],
  ['font-weight', '450', /100–900/],
  ['font-weight', 'bolder', /100–900/],
  ['line-height', '9', /out of range/],
  ['text-transform', 'inherit', /must be one of/],
  ['outline-style', '@import "x"', /must be one of/],
];

test('rule values: accepted and written back canonically', () => {
  for (const [property, input, css] of OK) {
    assert.deepEqual(checkRuleValue(property, input), { ok: true, css }, `${property}: ${input}`);
    assert.deepEqual(checkRuleValue(property, css), { ok: true, css }, `${property}: canonical ${css} is a fixed point`);
  }
});

test('rule values: refused with a reason in words', () => {
  for (const [property, input, reason] of REFUSED) {
    const parsed = parseAppearance(JSON.stringify({ rules: { 'Input:focus': { [property]: input } } }));
    assert.equal(parsed.dropped.length, 1, `${property}: ${String(input)}`);
    assert.equal(parsed.dropped[0]!.key, `rules.Input:focus.${property}`);
    assert.match(parsed.dropped[0]!.reason, reason, `${property}: ${String(input)}`);
  }
});

test('readRules keeps the valid rules and names every fault', () => {
  const read = readRules({
    Input: { 'border-color': '#888', padding: '10px' },
    'Input:focus': { 'outline-color': '#00f', 'border-color': 'nope' },
    Label: { 'outline-color': '#00f', 'text-transform': 'uppercase' },
    '.Input': {},
    Tab: 'red',
    Button: { behavior: 'url(x.htc)', 'Background-Color': 'red' },
  });
  assert.deepEqual(read.rules, {
    Input: { 'border-color': '#888888', padding: '10px' },
    'Input:focus': { 'outline-color': '#0000ff' },
    Label: { 'text-transform': 'uppercase' },
  });
  assert.deepEqual(read.css, {
    '--acq-rule-input-border-color': '#888888',
    '--acq-rule-input-padding': '10px',
    '--acq-rule-input-focus-outline-color': '#0000ff',
    '--acq-rule-label-text-transform': 'uppercase',
  });
  assert.deepEqual(
    read.faults.map(({ key, fault }) => [key, fault[0]]),
    [
      ['rules.Input:focus.border-color', 'color'],
      ['rules.Label.outline-color', 'focus-only'],
      ['rules..Input', 'rule'],
      ['rules.Tab', 'declarations'],
      ['rules.Button.behavior', 'property'],
      ['rules.Button.Background-Color', 'property'],
    ],
  );
  assert.deepEqual(readRules(['Input']).faults.map((f) => f.key), ['rules']);
  assert.deepEqual(readRules(undefined), { rules: {}, css: {}, faults: [] });
});

test('each rule and property has its own custom property', () => {
  assert.equal(ruleCssProperty('Input--invalid', 'border-color'), '--acq-rule-input-invalid-border-color');
  assert.equal(ruleCssProperty('Button:hover', 'background-color'), '--acq-rule-button-hover-background-color');
  const names = new Set(RULE_NAMES.flatMap((rule) => RULE_PROPERTY_NAMES.map((property) => ruleCssProperty(rule, property))));
  assert.equal(names.size, RULE_NAMES.length * RULE_PROPERTY_NAMES.length);
  for (const name of names) assert.match(name, /^--acq-rule-[a-z]+(-[a-z]+)*$/);
});

test('the proxy refuses rules it would drop, and takes valid ones', () => {
  assert.deepEqual(validateAppearanceForSession(JSON.stringify({ rules: { Input: { 'border-color': '#888' } } })), { ok: true });
  const refused = validateAppearanceForSession(JSON.stringify({ rules: { Input: { 'background-image': 'url(x)' } } }));
  assert.equal(refused.ok, false);
  assert.match(!refused.ok ? refused.message : '', /rules\.Input\.background-image \(unknown or unsafe property/);
  assert.match(parseAppearance('{"rule": {}}').dropped[0]!.reason, /unknown key/);
});

test('a theme with every rule and property fits the length limit; a longer one is refused in words', () => {
  // The longest value of each property's table entry above, on every rule that takes it.
  const longestValue = (property: RuleProperty) =>
    OK.filter(([p]) => p === property).map(([, input]) => input).sort((a, b) => b.length - a.length)[0]!;
  const longest = {
    theme: 'high-contrast',
    rules: Object.fromEntries(RULE_NAMES.map((rule) => [rule, Object.fromEntries(
      RULE_PROPERTY_NAMES.filter((p) => rule.endsWith(':focus') || !p.startsWith('outline')).map((p) => [p, longestValue(p)]),
    )])),
  };
  const json = JSON.stringify(longest);
  assert.ok(json.length < MAX_APPEARANCE_LENGTH, `${json.length}`);
  assert.deepEqual(validateAppearanceForSession(json).ok, true);
  const padded = JSON.stringify({ ...longest, $schema: 'x'.repeat(MAX_APPEARANCE_LENGTH) });
  const refused = validateAppearanceForSession(padded);
  assert.deepEqual(refused, { ok: false, message: `cashierAppearance is ${padded.length} characters; at most 16384 are accepted` });
});

const FRAGMENTS = [
  'url(', 'url(https://evil.example/x)', '@import', '@import "x.css"', 'expression(', 'expression(alert(1))',
  ';', '{', '}', ';{}', '</style>', '<script>', '\\', '\\22', '/*', '*/', '"', "'", ')', '(', ',', ' ', '\n',
  '#fff', '#', 'red', 'rgb(', 'rgba(0,0,0,.5)', 'hsl(', '0', '1px', '8', '.5', '%', 'px', 'rem', 'inset', 'none',
  'solid', 'bold', '700', 'uppercase', 'var(--x)', 'calc(', '!important', '\u0000', '\u202e', 'é', 'Input', '--acq-',
];
const hostile = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 14 }).map((parts) => parts.join('')),
);
/** What a canonical rule value is made of: hex, numbers with units, our keywords, commas and spaces. */
const SAFE_VALUE = /^[a-z0-9 #.,%-]*$/;
const FORBIDDEN = ['url', 'import', 'expression', 'var', 'calc', ';', '{', '}', '\\', '<', '/', '(', ')', '!', '"', "'"];

test('no hostile string reaches CSS through a rule (10,000 cases)', () => {
  fc.assert(
    fc.property(
      fc.dictionary(fc.oneof(fc.constantFrom(...RULE_NAMES), hostile), fc.dictionary(fc.oneof(fc.constantFrom(...RULE_PROPERTY_NAMES), hostile), hostile)),
      (rules) => {
        const read = readRules(rules);
        for (const [property, value] of Object.entries(read.css)) {
          assert.match(property, /^--acq-rule-[a-z]+(-[a-z]+)*$/);
          assert.match(value, SAFE_VALUE, `${property}: ${value}`);
          for (const token of FORBIDDEN) assert.ok(!value.includes(token), `${property}: ${JSON.stringify(token)} in ${value}`);
        }
      },
    ),
    { numRuns: 10_000 },
  );
});

test('no hostile string reaches CSS through layout or the dark colours either (10,000 cases)', () => {
  const layoutKey = fc.constantFrom('labels', 'inputs', 'fontSizeScale', 'borderWidth', 'focusRingWidth', 'focusRingOffset');
  const variableish = fc.constantFrom('colorPrimary', 'colorText', 'fontFamily', 'colorBackground');
  fc.assert(
    fc.property(
      fc.dictionary(layoutKey, fc.oneof(hostile, fc.double())),
      fc.dictionary(fc.oneof(variableish, hostile), hostile),
      (layout, darkVariables) => {
        const extra = readExtras({ layout, colorScheme: 'auto', darkVariables, rules: { Input: layout } });
        const values = [...Object.values(extra.layout).map(String), ...Object.values(extra.colorScheme.dark), ...Object.values(extra.ruleCss)];
        for (const value of values) {
          assert.match(value, SAFE_VALUE, value);
          for (const token of FORBIDDEN) assert.ok(!value.includes(token), `${JSON.stringify(token)} in ${value}`);
        }
      },
    ),
    { numRuns: 10_000 },
  );
});

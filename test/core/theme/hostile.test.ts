/**
 * Property tests: whatever string a merchant (or attacker) puts in any variable, nothing
 * but canonical values reaches CSS, and nothing throws.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { parseAppearance } from '../../../src/core/theme/appearance.js';
import { appearanceCssText, appearanceToCss } from '../../../src/core/theme/css.js';
import { AppearanceDocument } from '../../../src/core/theme/schema.js';
import { parseVariableValue } from '../../../src/core/theme/values.js';
import { VARIABLE_NAMES, type VariableName } from '../../../src/core/theme/variables.js';

const FORBIDDEN = ['url(', '@import', 'expression(', ';', '{', '}', '\\', '<', '>', '/*', '*/', '(', ')', '@', "'", '\n'];
/** What a canonical value is made of: hex, numbers with units, checked font names. */
const SAFE_VALUE = /^[\p{L}\p{N} #.,"%-]*$/u;

const FRAGMENTS = [
  'url(', 'url(https://evil.example/x)', '@import', '@import "x.css"', 'expression(', 'expression(alert(1))',
  ';', '{', '}', ';{}', '</style>', '<script>', '\\', '\\\\', '\\22', '/*', '*/', '"', "'", ')', '(', ',', ' ', '\n',
  '#fff', '#', 'red', 'transparent', 'rgb(', 'rgba(', 'hsl(', '0', '8', '.5', '%', 'px', 'rem', 'em', '-',
  'Inter', 'sans-serif', 'inherit', 'var(--x)', 'calc(', '!important', '\u0000', '\u202e', 'é',
];
const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 12 }).map((parts) => parts.join('')),
);
const variableName = fc.constantFrom(...VARIABLE_NAMES);

function assertSafe(value: string, context: string): void {
  assert.match(value, SAFE_VALUE, context);
  for (const token of FORBIDDEN) assert.ok(!value.includes(token), `${context}: ${JSON.stringify(token)} in ${value}`);
}

test('every variable: a hostile value is refused or becomes a safe canonical value', () => {
  fc.assert(
    fc.property(variableName, hostileString, (name: VariableName, value) => {
      const result = parseVariableValue(name, value);
      if (result.ok) {
        assertSafe(result.css, name);
        // Canonical values are fixed points.
        assert.deepEqual(parseVariableValue(name, result.css), result);
      } else {
        assert.ok(result.reason.length > 0);
      }
    }),
    { numRuns: 3000 },
  );
});

test('appearanceToCss and the CSS text never carry a hostile value', () => {
  fc.assert(
    fc.property(fc.dictionary(fc.oneof(variableName, fc.string()), hostileString), (variables) => {
      for (const [property, value] of Object.entries(appearanceToCss(variables))) {
        assert.match(property, /^--acq-[a-z-]+$/);
        assertSafe(value, property);
      }
      const text = appearanceCssText(variables);
      assert.equal(text.indexOf('{'), text.lastIndexOf('{'));
      assert.equal(text.indexOf('}'), text.length - 1);
      for (const token of ['url(', '@import', 'expression(', '\\', '<', '/*']) assert.ok(!text.includes(token));
    }),
    { numRuns: 1000 },
  );
});

test('parseAppearance never throws and only yields safe values, for any string', () => {
  fc.assert(
    fc.property(fc.oneof(hostileString, fc.json(), fc.jsonValue().map((v) => JSON.stringify(v))), (input) => {
      const parsed = parseAppearance(input);
      for (const name of VARIABLE_NAMES) assertSafe(parsed.variables[name], name);
    }),
    { numRuns: 1000 },
  );
});

test('parseAppearance with hostile variables: safe values, every bad key reported, zod schema agrees', () => {
  const document = fc.record(
    {
      theme: fc.oneof(fc.constantFrom('default', 'night', 'flat', 'high-contrast', 'nope'), hostileString),
      variables: fc.dictionary(fc.oneof(variableName, fc.string()), fc.oneof(hostileString, fc.jsonValue())),
    },
    { requiredKeys: [] },
  );
  fc.assert(
    fc.property(document, (doc) => {
      const parsed = parseAppearance(JSON.stringify(doc));
      assert.equal(parsed.invalidJson, false);
      for (const name of VARIABLE_NAMES) assertSafe(parsed.variables[name], name);
      const expectedBad = Object.entries(doc.variables ?? {})
        .filter(([key, value]) => !(VARIABLE_NAMES as readonly string[]).includes(key) || !parseVariableValue(key as VariableName, value).ok)
        .map(([key]) => `variables.${key}`.slice(0, 64));
      assert.deepEqual(parsed.dropped.filter((d) => d.key.startsWith('variables.')).map((d) => d.key), expectedBad);
      assert.equal(AppearanceDocument.safeParse(JSON.parse(JSON.stringify(doc))).success, parsed.dropped.length === 0);
    }),
    { numRuns: 1000 },
  );
});

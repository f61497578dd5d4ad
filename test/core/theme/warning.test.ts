import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseAppearance } from '../../../src/core/theme/appearance.js';
import { appearanceWarning, validateAppearanceForSession } from '../../../src/core/theme/warning.js';

test('no warning for a clean appearance', () => {
  assert.equal(appearanceWarning(parseAppearance(undefined)), undefined);
  assert.equal(appearanceWarning(parseAppearance('{"theme":"night","variables":{"borderRadius":"2px"}}')), undefined);
});

test('the one warning names every dropped key and why', () => {
  const parsed = parseAppearance(
    JSON.stringify({ theme: 'x', oops: 1, variables: { colorText: 'url(a)', spacingUnit: 4, colorPrimry: '#000' } }),
  );
  const warning = appearanceWarning(parsed) ?? '';
  assert.match(warning, /^acq-cashier: /);
  for (const { key, reason } of parsed.dropped) assert.ok(warning.includes(`${key} (${reason})`), key);
  assert.deepEqual(parsed.dropped.map((d) => d.key), ['theme', 'oops', 'variables.colorText', 'variables.spacingUnit', 'variables.colorPrimry']);
});

test('the warning says when JSON is invalid', () => {
  assert.match(appearanceWarning(parseAppearance('{nope')) ?? '', /not valid JSON; using the default theme/);
});

test('the warning reports low contrast with the ratio', () => {
  const warning = appearanceWarning(parseAppearance('{"variables":{"colorText":"#777"}}')) ?? '';
  assert.match(warning, /Low contrast \(WCAG AA\): text-on-background 4\.48:1 \(needs 4\.5:1\)/);
  assert.doesNotMatch(warning, /Ignored/);
});

test('a long list of drops is cut with a count', () => {
  const variables = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`bad${i}`, 1]));
  const warning = appearanceWarning(parseAppearance(JSON.stringify({ variables }))) ?? '';
  assert.match(warning, /variables\.bad19 \(unknown variable\); and 5 more\./);
  assert.doesNotMatch(warning, /bad20/);
});

test('validateAppearanceForSession: ok, refusals and contrast warnings', () => {
  assert.deepEqual(validateAppearanceForSession('{"theme":"flat"}'), { ok: true });
  assert.deepEqual(validateAppearanceForSession('{"variables":{}}'), { ok: true });
  assert.deepEqual(validateAppearanceForSession('not json'), {
    ok: false,
    message: 'cashierAppearance must be a valid JSON string',
  });
  assert.deepEqual(validateAppearanceForSession('{"variables":{"borderRadius":"99px","colorText":"red;"}}'), {
    ok: false,
    message:
      'cashierAppearance: invalid variables.borderRadius (out of range (0px–48px)); variables.colorText (not a colour (use #hex, rgb(), rgba(), hsl(), hsla() or a common colour name))',
  });
  const low = validateAppearanceForSession('{"variables":{"colorText":"#777"}}');
  assert.equal(low.ok, true);
  assert.match(low.ok ? (low.warning ?? '') : '', /text-on-background/);
  const notObject = validateAppearanceForSession('[]');
  assert.equal(notObject.ok, false);
});

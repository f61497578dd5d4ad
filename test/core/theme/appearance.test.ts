import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseAppearance } from '../../../src/core/theme/appearance.js';
import { PRESETS } from '../../../src/core/theme/presets.js';
import { AppearanceDocument } from '../../../src/core/theme/schema.js';
import { DEFAULT_VARIABLES } from '../../../src/core/theme/variables.js';

test('no appearance: the default theme, nothing dropped', () => {
  const parsed = parseAppearance(undefined);
  assert.equal(parsed.theme, 'default');
  assert.deepEqual(parsed.variables, DEFAULT_VARIABLES);
  assert.deepEqual(parsed.dropped, []);
  assert.equal(parsed.invalidJson, false);
  assert.equal(parsed.contrast.lowContrast, false);
});

test('invalid JSON falls back to the default theme', () => {
  for (const input of ['', ' ', '{', '{"variables":}', "{'variables':{}}", 'colorPrimary: red', '{"a":1}x']) {
    const parsed = parseAppearance(input);
    assert.equal(parsed.invalidJson, true, JSON.stringify(input));
    assert.equal(parsed.theme, 'default');
    assert.deepEqual(parsed.variables, DEFAULT_VARIABLES);
    assert.deepEqual(parsed.dropped, []);
  }
});

test('valid JSON that is not an object: default theme, the document is reported', () => {
  for (const input of ['[]', '"{\\"variables\\":{}}"', '42', 'null', 'true']) {
    const parsed = parseAppearance(input);
    assert.equal(parsed.invalidJson, false);
    assert.deepEqual(parsed.variables, DEFAULT_VARIABLES);
    assert.equal(parsed.dropped.length, 1);
    assert.equal(parsed.dropped[0]?.key, '$');
  }
  assert.match(parseAppearance('"{}"').dropped[0]?.reason ?? '', /encoded twice/);
});

test('overrides apply over the named preset, canonicalised', () => {
  const parsed = parseAppearance(
    JSON.stringify({ theme: 'night', variables: { colorPrimary: 'RGB(0, 128, 255)', borderRadius: '1rem', fontFamily: "'Inter', sans-serif" } }),
  );
  assert.equal(parsed.theme, 'night');
  assert.deepEqual(parsed.dropped, []);
  assert.deepEqual(parsed.variables, {
    ...PRESETS.night,
    colorPrimary: '#0080ff',
    borderRadius: '1rem',
    fontFamily: '"Inter", sans-serif',
  });
});

test('a document with only a theme is the preset', () => {
  for (const name of Object.keys(PRESETS) as Array<keyof typeof PRESETS>) {
    const parsed = parseAppearance(JSON.stringify({ theme: name }));
    assert.equal(parsed.theme, name);
    assert.deepEqual(parsed.variables, PRESETS[name]);
    assert.deepEqual(parsed.dropped, []);
  }
});

/** [document, dropped keys] — everything else still applies. */
const DROPS: Array<[unknown, string[]]> = [
  [{ theme: 'nope', variables: { colorText: '#111' } }, ['theme']],
  [{ theme: 7 }, ['theme']],
  [{ theme: 'Night' }, ['theme']],
  [{ variables: [] }, ['variables']],
  [{ variables: '#fff' }, ['variables']],
  [{ variables: null }, ['variables']],
  [{ colorPrimary: '#fff', extra: 1 }, ['colorPrimary', 'extra']],
  [{ variables: { colorprimary: '#fff', unknownThing: 1 } }, ['variables.colorprimary', 'variables.unknownThing']],
  [{ variables: { colorText: 12, spacingUnit: 4, fontSizeBase: null } }, ['variables.colorText', 'variables.spacingUnit', 'variables.fontSizeBase']],
  [{ variables: { colorText: '#111', colorBackground: 'url(x)', borderRadius: '99px' } }, ['variables.colorBackground', 'variables.borderRadius']],
  [{ variables: { __proto__: '#fff', constructor: '#fff' } }, ['variables.constructor']],
];

test('unknown keys, wrong types and unsafe values are dropped; the rest applies', () => {
  for (const [document, keys] of DROPS) {
    const json = JSON.stringify(document);
    const parsed = parseAppearance(json);
    assert.equal(parsed.invalidJson, false, json);
    assert.deepEqual(parsed.dropped.map((d) => d.key), keys, json);
    for (const d of parsed.dropped) assert.ok(d.reason.length > 0);
  }
  const kept = parseAppearance(JSON.stringify({ variables: { colorText: '#111', colorBackground: 'url(x)' } }));
  assert.equal(kept.variables.colorText, '#111111');
  assert.equal(kept.variables.colorBackground, DEFAULT_VARIABLES.colorBackground);
});

test('__proto__ in the JSON is an unknown variable, never a prototype', () => {
  const parsed = parseAppearance('{"variables":{"__proto__":{"colorText":"#000"}}}');
  assert.deepEqual(parsed.dropped.map((d) => d.key), ['variables.__proto__']);
  assert.deepEqual(parsed.variables, DEFAULT_VARIABLES);
});

test('reasons help: a misspelt variable gets a suggestion, a misplaced one a hint', () => {
  const parsed = parseAppearance(JSON.stringify({ colorText: '#000', variables: { 'color-primary': '#000' } }));
  assert.deepEqual(parsed.dropped, [
    { key: 'colorText', reason: 'variables go inside "variables"' },
    { key: 'variables.color-primary', reason: 'unknown variable; did you mean colorPrimary?' },
  ]);
});

test('overlong keys are cut in the report', () => {
  const parsed = parseAppearance(JSON.stringify({ variables: { ['x'.repeat(500)]: 1 } }));
  assert.equal(parsed.dropped[0]?.key.length, 64);
});

test('the contrast report follows the merged variables', () => {
  const parsed = parseAppearance(JSON.stringify({ variables: { colorText: '#777777' } }));
  assert.equal(parsed.contrast.lowContrast, true);
  assert.deepEqual(parsed.dropped, []);
});

test('the zod schema agrees with the lenient parser on the drop tables', () => {
  for (const [document, keys] of DROPS) {
    assert.equal(AppearanceDocument.safeParse(document).success, keys.length === 0, JSON.stringify(document));
  }
  const good = { theme: 'flat', variables: { colorPrimary: '#000', fontFamily: 'Inter, serif', spacingUnit: '0.5rem' } };
  assert.equal(AppearanceDocument.safeParse(good).success, true);
  const bad = AppearanceDocument.safeParse({ variables: { borderRadius: '100px' } });
  assert.equal(bad.success, false);
  assert.deepEqual(bad.error?.issues.map((i) => [i.path.join('.'), i.message]), [
    ['variables.borderRadius', 'out of range (0px–48px)'],
  ]);
});

test('"$schema" is allowed and ignored', () => {
  const document = { $schema: './appearance.schema.json', theme: 'flat' };
  assert.deepEqual(parseAppearance(JSON.stringify(document)).dropped, []);
  assert.equal(AppearanceDocument.safeParse(document).success, true);
});

test('a non-string "$schema" and a huge theme value are reported briefly', () => {
  assert.deepEqual(parseAppearance('{"$schema":1}').dropped, [{ key: '$schema', reason: 'must be a string' }]);
  const reason = parseAppearance(JSON.stringify({ theme: 'x'.repeat(1000) })).dropped[0]?.reason ?? '';
  assert.ok(reason.length < 150, reason);
});

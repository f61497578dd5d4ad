import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkContrast } from '../../../src/core/theme/contrast.js';
import { PRESETS, PRESET_NAMES, isPresetName } from '../../../src/core/theme/presets.js';
import { parseVariableValue } from '../../../src/core/theme/values.js';
import { DEFAULT_VARIABLES, VARIABLE_NAMES } from '../../../src/core/theme/variables.js';

test('the presets: default, night, flat and high-contrast', () => {
  assert.deepEqual([...PRESET_NAMES], ['default', 'night', 'flat', 'high-contrast']);
  assert.equal(PRESETS.default, DEFAULT_VARIABLES);
  assert.equal(isPresetName('night'), true);
  assert.equal(isPresetName('toString'), false);
});

test('every preset sets every variable to a canonical valid value', () => {
  for (const name of PRESET_NAMES) {
    assert.deepEqual(Object.keys(PRESETS[name]), [...VARIABLE_NAMES], name);
    for (const variable of VARIABLE_NAMES) {
      const value = PRESETS[name][variable];
      assert.deepEqual(parseVariableValue(variable, value), { ok: true, css: value }, `${name}.${variable}`);
    }
  }
});

test('every preset passes WCAG AA on every checked pair', () => {
  for (const name of PRESET_NAMES) {
    const report = checkContrast(PRESETS[name]);
    assert.equal(report.lowContrast, false, name);
    for (const pair of report.pairs) assert.ok(pair.passes, `${name}: ${pair.pair} ${pair.ratio.toFixed(2)}:1`);
  }
});

test('high-contrast reaches AAA (7:1) on every text pair', () => {
  for (const pair of checkContrast(PRESETS['high-contrast']).pairs) {
    if (pair.minimum === 4.5) assert.ok(pair.ratio >= 7, `${pair.pair} ${pair.ratio.toFixed(2)}`);
  }
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { VARIABLES } from '../../../src/core/theme/variable-specs.js';
import { VARIABLE_NAMES, cssPropertyName, cssVar, isVariableName } from '../../../src/core/theme/variables.js';

/** Every variable's custom property, as the elements use them. */
const PROPERTIES: Array<[string, string]> = [
  ['colorPrimary', '--acq-color-primary'],
  ['colorPrimaryText', '--acq-color-primary-text'],
  ['colorBackground', '--acq-color-background'],
  ['colorSurface', '--acq-color-surface'],
  ['colorText', '--acq-color-text'],
  ['colorTextSecondary', '--acq-color-text-secondary'],
  ['colorDanger', '--acq-color-danger'],
  ['colorSuccess', '--acq-color-success'],
  ['colorBorder', '--acq-color-border'],
  ['fontFamily', '--acq-font-family'],
  ['fontSizeBase', '--acq-font-size-base'],
  ['borderRadius', '--acq-border-radius'],
  ['spacingUnit', '--acq-spacing-unit'],
  ['focusRingColor', '--acq-focus-ring-color'],
];

test('variable → custom property name (--acq- + kebab-case)', () => {
  assert.deepEqual(VARIABLE_NAMES.map((name) => [name, cssPropertyName(name)]), PROPERTIES);
  assert.equal(cssVar('colorPrimary'), 'var(--acq-color-primary)');
});

test('variable kinds', () => {
  const kinds = Object.fromEntries(VARIABLE_NAMES.map((name) => [name, VARIABLES[name].kind]));
  assert.deepEqual(kinds, {
    colorPrimary: 'color',
    colorPrimaryText: 'color',
    colorBackground: 'color',
    colorSurface: 'color',
    colorText: 'color',
    colorTextSecondary: 'color',
    colorDanger: 'color',
    colorSuccess: 'color',
    colorBorder: 'color',
    fontFamily: 'fontFamily',
    fontSizeBase: 'length',
    borderRadius: 'length',
    spacingUnit: 'length',
    focusRingColor: 'color',
  });
  assert.equal(isVariableName('colorPrimary'), true);
  assert.equal(isVariableName('toString'), false);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appearanceCssText, appearanceToCss } from '../../../src/core/theme/css.js';
import { DEFAULT_VARIABLES, VARIABLE_NAMES, cssPropertyName, cssVar } from '../../../src/core/theme/variables.js';

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

test('appearanceToCss maps every variable of a theme', () => {
  const css = appearanceToCss(DEFAULT_VARIABLES);
  assert.deepEqual(Object.keys(css), PROPERTIES.map(([, property]) => property));
  assert.equal(css['--acq-color-primary'], DEFAULT_VARIABLES.colorPrimary);
  assert.equal(css['--acq-font-family'], DEFAULT_VARIABLES.fontFamily);
});

test('appearanceToCss re-checks values: raw strings are canonicalised, bad ones and unknown keys left out', () => {
  const css = appearanceToCss({
    colorPrimary: 'RED',
    borderRadius: '8px;}',
    fontSizeBase: 16,
    spacingUnit: '0.5rem',
    evil: 'url(x)',
  });
  assert.deepEqual(css, { '--acq-color-primary': '#ff0000', '--acq-spacing-unit': '0.5rem' });
});

test('appearanceToCss ignores inherited properties', () => {
  const inherited = Object.create({ colorPrimary: '#000' }) as Record<string, unknown>;
  assert.deepEqual(appearanceToCss(inherited), {});
});

test('appearanceCssText builds one rule from validated values', () => {
  assert.equal(
    appearanceCssText({ colorPrimary: '#000', borderRadius: '4px' }),
    ':host{--acq-color-primary:#000000;--acq-border-radius:4px;}',
  );
  assert.equal(appearanceCssText({ colorText: 'red}body{x:y' }, ':root'), ':root{}');
});

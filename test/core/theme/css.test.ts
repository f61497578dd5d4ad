import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appearanceCssText, appearanceToCss } from '../../../src/core/theme/css.js';
import { DEFAULT_VARIABLES, VARIABLE_NAMES, cssPropertyName } from '../../../src/core/theme/variables.js';

test('appearanceToCss maps every variable of a theme', () => {
  const css = appearanceToCss(DEFAULT_VARIABLES);
  assert.deepEqual(Object.keys(css), VARIABLE_NAMES.map((name) => cssPropertyName(name)));
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

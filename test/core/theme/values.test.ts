import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseVariableValue } from '../../../src/core/theme/values.js';
import { VARIABLES } from '../../../src/core/theme/variable-specs.js';
import type { VariableName } from '../../../src/core/theme/variables.js';

const COLOR_VARIABLES = (Object.keys(VARIABLES) as VariableName[]).filter((n) => VARIABLES[n].kind === 'color');

/** [input, canonical css] */
const ACCEPTED_COLORS: Array<[string, string]> = [
  ['#fff', '#ffffff'],
  ['#FFF', '#ffffff'],
  ['#0f08', '#00ff0088'],
  ['#2557D6', '#2557d6'],
  ['#2557d680', '#2557d680'],
  ['  #abc  ', '#aabbcc'],
  ['rgb(255, 0, 0)', '#ff0000'],
  ['rgb(255 0 0)', '#ff0000'],
  ['RGB(0,0,255)', '#0000ff'],
  ['rgb(100%, 0%, 50%)', '#ff0080'],
  ['rgb(0 0 0 / 50%)', '#00000080'],
  ['rgba(0, 0, 0, 0.5)', '#00000080'],
  ['rgba(0, 0, 0)', '#000000'],
  ['rgb(12.5 .5 0 / .25)', '#0d010040'],
  ['hsl(0, 100%, 50%)', '#ff0000'],
  ['hsl(120deg 100% 25%)', '#008000'],
  ['hsl(240 100% 50% / 1)', '#0000ff'],
  ['hsla(-120, 100%, 50%, 0)', '#0000ff00'],
  ['hsl(360, 0%, 100%)', '#ffffff'],
  ['black', '#000000'],
  ['White', '#ffffff'],
  ['rebeccapurple', '#663399'],
  ['transparent', '#00000000'],
];

const REFUSED_COLORS: string[] = [
  '',
  '#',
  '#ff',
  '#fffff',
  '#ggg',
  '#fffffffff',
  'fff',
  'rgb(256, 0, 0)',
  'rgb(-1, 0, 0)',
  'rgb(101%, 0%, 0%)',
  'rgb(0, 0)',
  'rgb(0, 0, 0, 0, 0)',
  'rgb(0 0 0 / 2)',
  'rgb(0 0 0 / 1 / 1)',
  'rgb(0, 0 0)',
  'rgb(0deg, 0, 0)',
  'rgb(none 0 0)',
  'rgb(0 0 0',
  'rgb((0) 0 0)',
  'hsl(0, 100, 50)',
  'hsl(0%, 100%, 50%)',
  'hsl(0, 101%, 50%)',
  'hsl(99999, 50%, 50%)',
  'rgb(calc(1), 0, 0)',
  'rgb(var(--x), 0, 0)',
  'color(srgb 1 0 0)',
  'lab(50% 40 59)',
  'currentcolor',
  'inherit',
  'constructor',
  'toString',
  'notacolor',
  'red;',
  'red; background: url(x)',
  'url(https://evil.example/x.png)',
  'expression(alert(1))',
  '#fff}body{color:red',
  `#${'f'.repeat(70)}`,
];

test('colour values: accepted values become canonical hex', () => {
  for (const name of COLOR_VARIABLES) {
    for (const [input, css] of ACCEPTED_COLORS) {
      assert.deepEqual(parseVariableValue(name, input), { ok: true, css }, `${name} ${input}`);
    }
  }
});

test('colour values: refused values give a reason', () => {
  for (const name of COLOR_VARIABLES) {
    for (const input of REFUSED_COLORS) {
      const result = parseVariableValue(name, input);
      assert.equal(result.ok, false, `${name} ${JSON.stringify(input)}`);
      if (!result.ok) assert.ok(result.reason.length > 0);
    }
  }
});

/** [variable, input, canonical css or undefined when refused] */
const LENGTHS: Array<[VariableName, string, string | undefined]> = [
  ['borderRadius', '0', '0px'],
  ['borderRadius', '0px', '0px'],
  ['borderRadius', '48px', '48px'],
  ['borderRadius', '48.01px', undefined],
  ['borderRadius', '-1px', undefined],
  ['borderRadius', '3rem', '3rem'],
  ['borderRadius', '3.1rem', undefined],
  ['borderRadius', '0.5EM', '0.5em'],
  ['borderRadius', '50%', '50%'],
  ['borderRadius', '51%', undefined],
  ['borderRadius', ' 8px ', '8px'],
  ['borderRadius', '8', undefined],
  ['borderRadius', '8 px', undefined],
  ['borderRadius', '8pt', undefined],
  ['borderRadius', '8vh', undefined],
  ['borderRadius', 'calc(8px)', undefined],
  ['borderRadius', '8px;', undefined],
  ['borderRadius', '1e1px', undefined],
  ['borderRadius', '', undefined],
  ['fontSizeBase', '10px', '10px'],
  ['fontSizeBase', '9.99px', undefined],
  ['fontSizeBase', '24px', '24px'],
  ['fontSizeBase', '24.5px', undefined],
  ['fontSizeBase', '1rem', '1rem'],
  ['fontSizeBase', '1.5rem', '1.5rem'],
  ['fontSizeBase', '1.6rem', undefined],
  ['fontSizeBase', '0.625em', '0.625em'],
  ['fontSizeBase', '0.6em', undefined],
  ['fontSizeBase', '62.5%', '62.5%'],
  ['fontSizeBase', '150%', '150%'],
  ['fontSizeBase', '151%', undefined],
  ['fontSizeBase', '0', undefined],
  ['fontSizeBase', '16.00000px', '16px'],
  ['spacingUnit', '2px', '2px'],
  ['spacingUnit', '1.9px', undefined],
  ['spacingUnit', '16px', '16px'],
  ['spacingUnit', '17px', undefined],
  ['spacingUnit', '0.25rem', '0.25rem'],
  ['spacingUnit', '1rem', '1rem'],
  ['spacingUnit', '1.01rem', undefined],
  ['spacingUnit', '10%', undefined],
  ['spacingUnit', '0', undefined],
];

test('length values: units, bounds per variable and boundaries', () => {
  for (const [name, input, css] of LENGTHS) {
    const result = parseVariableValue(name, input);
    if (css === undefined) assert.equal(result.ok, false, `${name} ${JSON.stringify(input)} should be refused`);
    else assert.deepEqual(result, { ok: true, css }, `${name} ${JSON.stringify(input)}`);
  }
});

test('length values: the reason names the range', () => {
  const result = parseVariableValue('borderRadius', '100px');
  assert.deepEqual(result, { ok: false, reason: 'out of range (0px–48px)' });
  const percent = parseVariableValue('spacingUnit', '5%');
  assert.equal(percent.ok, false);
  if (!percent.ok) assert.match(percent.reason, /% is not allowed/);
});

/** [input, canonical css or undefined when refused] */
const FONT_FAMILIES: Array<[string, string | undefined]> = [
  ['Inter', 'Inter'],
  ['Inter, sans-serif', 'Inter, sans-serif'],
  ['"Segoe UI",Roboto ,  SANS-SERIF', '"Segoe UI", Roboto, sans-serif'],
  ["'Open Sans', system-ui", '"Open Sans", system-ui'],
  ['Helvetica Neue', 'Helvetica Neue'],
  ['-apple-system, BlinkMacSystemFont', '-apple-system, BlinkMacSystemFont'],
  ['"Font 2"', '"Font 2"'],
  ['"  Spaced   Name "', '"Spaced Name"'],
  ['Noto Sans JP, メイリオ', 'Noto Sans JP, メイリオ'],
  ['ui-monospace, monospace', 'ui-monospace, monospace'],
  ['Font 2', undefined],
  ['2Font', undefined],
  ['--custom', undefined],
  ['inherit', undefined],
  ['Initial', undefined],
  ['"inherit"', '"inherit"'],
  ['', undefined],
  ['Inter,', undefined],
  [',Inter', undefined],
  ['""', undefined],
  ['"Inter', undefined],
  ['"Inter\'', undefined],
  ['"a"b"', undefined],
  ['Inter; color: red', undefined],
  ['Inter}', undefined],
  ['url(x)', undefined],
  ['Inter\\', undefined],
  ['"Inter\\"', undefined],
  ['Inter/*x*/', undefined],
  ['Inter_Bold', undefined],
  ['a,b,c,d,e,f,g,h,i,j', 'a, b, c, d, e, f, g, h, i, j'],
  ['a,b,c,d,e,f,g,h,i,j,k', undefined],
];

test('font family values: quoted or bare names, generic families', () => {
  for (const [input, css] of FONT_FAMILIES) {
    const result = parseVariableValue('fontFamily', input);
    if (css === undefined) assert.equal(result.ok, false, `${JSON.stringify(input)} should be refused`);
    else assert.deepEqual(result, { ok: true, css }, JSON.stringify(input));
  }
});

test('every variable: non-strings and overlong strings are refused', () => {
  for (const name of Object.keys(VARIABLES) as VariableName[]) {
    for (const value of [8, 0, true, null, undefined, ['#fff'], { value: '#fff' }]) {
      const result = parseVariableValue(name, value);
      assert.equal(result.ok, false, `${name} ${JSON.stringify(value)}`);
      if (!result.ok) assert.match(result.reason, /must be a string/);
    }
    assert.equal(parseVariableValue(name, ' '.repeat(300)).ok, false);
  }
});

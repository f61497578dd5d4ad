import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readColor, type Rgba } from '../../../src/core/theme/color.js';
import { checkContrast, composite, contrastRatio, relativeLuminance } from '../../../src/core/theme/contrast.js';
import { DEFAULT_VARIABLES } from '../../../src/core/theme/variables.js';

function rgba(text: string): Rgba {
  const color = readColor(text);
  assert.notEqual(typeof color, 'string', text);
  return color as Rgba;
}

/** [foreground, background, expected ratio (2 decimals)] — known WCAG values. */
const KNOWN_RATIOS: Array<[string, string, number]> = [
  ['#000', '#fff', 21],
  ['#fff', '#fff', 1],
  ['#777', '#fff', 4.48],
  ['#767676', '#fff', 4.54],
  ['#595959', '#fff', 7],
  ['#fff', '#0000ff', 8.59],
  ['#ff0000', '#fff', 4],
  ['#808080', '#000', 5.32],
];

test('contrast ratio of known pairs, order independent', () => {
  for (const [fg, bg, expected] of KNOWN_RATIOS) {
    assert.equal(Math.round(contrastRatio(rgba(fg), rgba(bg)) * 100) / 100, expected, `${fg} on ${bg}`);
    assert.equal(contrastRatio(rgba(fg), rgba(bg)), contrastRatio(rgba(bg), rgba(fg)));
  }
});

test('relative luminance: black 0, white 1', () => {
  assert.equal(relativeLuminance(rgba('black')), 0);
  assert.equal(relativeLuminance(rgba('white')), 1);
});

test('compositing: alpha mixes over the opaque colour below', () => {
  const half = composite({ r: 0, g: 0, b: 0, a: 0.5 }, { r: 255, g: 255, b: 255, a: 1 });
  assert.deepEqual(half, { r: 127.5, g: 127.5, b: 127.5, a: 1 });
  assert.deepEqual(composite(rgba('transparent'), rgba('#123456')), rgba('#123456'));
});

test('checkContrast: every pair of the default theme passes AA', () => {
  const report = checkContrast(DEFAULT_VARIABLES);
  assert.equal(report.lowContrast, false);
  assert.deepEqual(
    report.pairs.map((p) => p.pair),
    [
      'text-on-background',
      'secondary-text-on-background',
      'text-on-surface',
      'button-text-on-primary',
      'link-on-background',
      'danger-on-background',
      'focus-ring-on-background',
      'border-on-background',
    ],
  );
  for (const pair of report.pairs) assert.ok(pair.ratio >= pair.minimum && pair.passes, pair.pair);
});

test('checkContrast: #777 text on white fails (4.48 < 4.5), reported as low contrast', () => {
  const report = checkContrast({ ...DEFAULT_VARIABLES, colorText: '#777777' });
  const text = report.pairs.find((p) => p.pair === 'text-on-background');
  assert.ok(text && !text.passes && Math.abs(text.ratio - 4.48) < 0.01);
  assert.equal(report.lowContrast, true);
});

test('checkContrast: button text on primary', () => {
  const report = checkContrast({ ...DEFAULT_VARIABLES, colorPrimary: '#ffff00', colorPrimaryText: '#ffffff' });
  const button = report.pairs.find((p) => p.pair === 'button-text-on-primary');
  assert.equal(button?.passes, false);
});

test('checkContrast: translucent colours are composited before measuring', () => {
  // Black text at 10% alpha on white is a very light grey: fails.
  const faint = checkContrast({ ...DEFAULT_VARIABLES, colorText: '#0000001a' });
  assert.equal(faint.pairs.find((p) => p.pair === 'text-on-background')?.passes, false);
  // A transparent surface shows the background: text on surface equals text on background.
  const clear = checkContrast({ ...DEFAULT_VARIABLES, colorSurface: 'transparent' });
  const [onBackground, onSurface] = ['text-on-background', 'text-on-surface'].map(
    (name) => clear.pairs.find((p) => p.pair === name)?.ratio,
  );
  assert.equal(onSurface, onBackground);
});

test('checkContrast: focus ring needs only 3:1 (non-text)', () => {
  const report = checkContrast({ ...DEFAULT_VARIABLES, focusRingColor: '#949494' });
  const ring = report.pairs.find((p) => p.pair === 'focus-ring-on-background');
  assert.ok(ring && ring.minimum === 3 && ring.ratio > 3 && ring.ratio < 4.5 && ring.passes);
});

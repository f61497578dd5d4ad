/**
 * Layout options, the dark colour scheme and fonts: each read as a table (kept values
 * canonical, every fault named in words), and what the page's CSP needs for the fonts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseAppearance } from '../../../src/core/theme/appearance.js';
import { FONT_CSP, checkFontUrl, readFonts } from '../../../src/core/theme/fonts.js';
import { readColorScheme, readLayout, scaledFontSize } from '../../../src/core/theme/layout.js';
import { PRESETS } from '../../../src/core/theme/presets.js';

test('layout: valid options are kept canonical', () => {
  assert.deepEqual(
    readLayout({ labels: 'floating', inputs: 'condensed', fontSizeScale: 1.125, borderWidth: '2PX', focusRingWidth: '3px', focusRingOffset: '0' }),
    { layout: { labels: 'floating', inputs: 'condensed', fontSizeScale: 1.125, borderWidth: '2px', focusRingWidth: '3px', focusRingOffset: '0px' }, faults: [] },
  );
  assert.deepEqual(readLayout(undefined), { layout: {}, faults: [] });
});

test('layout: each refusal is named in words', () => {
  const cases: Array<[unknown, string, RegExp]> = [
    [{ labels: 'inside' }, 'layout.labels', /one of above, floating/],
    [{ inputs: 'tight' }, 'layout.inputs', /one of spaced, condensed/],
    [{ fontSizeScale: 3 }, 'layout.fontSizeScale', /0\.75 to 1\.5/],
    [{ fontSizeScale: '1.2' }, 'layout.fontSizeScale', /0\.75 to 1\.5/],
    [{ borderWidth: '9px' }, 'layout.borderWidth', /out of range \(0px–4px\)/],
    [{ focusRingWidth: 2 }, 'layout.focusRingWidth', /must be a string/],
    [{ focusRingOffset: 'url(x)' }, 'layout.focusRingOffset', /not a length/],
    [{ gap: '4px' }, 'layout.gap', /unknown layout option/],
    ['floating', 'layout', /must be an object/],
  ];
  for (const [layout, key, reason] of cases) {
    const parsed = parseAppearance(JSON.stringify({ layout }));
    assert.deepEqual(parsed.dropped.map((d) => d.key), [key], JSON.stringify(layout));
    assert.match(parsed.dropped[0]!.reason, reason);
  }
});

test('fontSizeScale multiplies fontSizeBase in its own unit', () => {
  assert.equal(scaledFontSize('16px', 1.125), '18px');
  assert.equal(scaledFontSize('1.25rem', 0.8), '1rem');
  assert.equal(scaledFontSize('100%', 1.5), '150%');
});

test('colorScheme auto: the night colours under darkVariables; colour variables only', () => {
  const { scheme, faults } = readColorScheme('auto', { colorPrimary: 'gold', fontFamily: 'serif', colorText: 'url(x)' }, PRESETS.night);
  assert.equal(scheme.auto, true);
  assert.equal(scheme.dark.colorPrimary, '#ffd700');
  assert.equal(scheme.dark.colorBackground, PRESETS.night.colorBackground);
  assert.equal(scheme.dark.colorText, PRESETS.night.colorText);
  assert.equal('fontFamily' in scheme.dark, false);
  assert.deepEqual(faults.map((f) => f.key), ['darkVariables.fontFamily', 'darkVariables.colorText']);
  assert.equal(readColorScheme(undefined, undefined, PRESETS.night).scheme.auto, false);
  assert.match(parseAppearance('{"colorScheme": "dark"}').dropped[0]!.reason, /one of light, auto/);
  assert.deepEqual(parseAppearance('{"colorScheme": "auto", "darkVariables": {"colorPrimary": "#fff"}}').dropped, []);
});

test('fonts: https stylesheets of the allowed font services only', () => {
  assert.equal(checkFontUrl('https://fonts.googleapis.com/css2?family=Inter:wght@400;600#x'), 'https://fonts.googleapis.com/css2?family=Inter:wght@400;600');
  const refused: Array<[unknown, RegExp]> = [
    ['http://fonts.googleapis.com/css2?family=Inter', /https:\/\//],
    ['https://user:pw@fonts.googleapis.com/css2', /user name or password/],
    ['https://evil.example/font.css', /https:\/\/evil\.example is not a font service/],
    ['https://fonts.googleapis.com.evil.example/x.css', /not a font service/],
    ['javascript:alert(1)', /https:\/\//],
    ['//fonts.googleapis.com/css2', /absolute URL/],
    [42, /absolute URL/],
  ];
  for (const [src, reason] of refused) {
    const parsed = parseAppearance(JSON.stringify({ fonts: [{ cssSrc: src }] }));
    assert.deepEqual(parsed.dropped.map((d) => d.key), ['fonts.0.cssSrc'], String(src));
    assert.match(parsed.dropped[0]!.reason, reason, String(src));
  }
  assert.deepEqual(readFonts([{ cssSrc: 'https://rsms.me/inter/inter.css' }]).fonts, ['https://rsms.me/inter/inter.css']);
  assert.match(parseAppearance(JSON.stringify({ fonts: Array(5).fill({ cssSrc: 'https://rsms.me/inter/inter.css' }) })).dropped[0]!.reason, /at most 4/);
});

test('the CSP the fonts need names each service', () => {
  assert.deepEqual(FONT_CSP['style-src'], ['https://fonts.googleapis.com', 'https://fonts.bunny.net', 'https://use.typekit.net', 'https://rsms.me']);
  assert.ok(FONT_CSP['font-src'].includes('https://fonts.gstatic.com'));
  for (const origin of [...FONT_CSP['style-src'], ...FONT_CSP['font-src']]) assert.match(origin, /^https:\/\/[a-z.]+$/);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { BRAND_IMAGE_SIZES, checkViewBrand, resolveBrand, type BrandInfoInput } from '../../../src/core/brand/brand.js';

const LOGOS: Record<string, string> = { logo_abc123: 'https://cdn.example.com/logo.png', logo_bad: 'http://cdn.example.com/x.png' };
const resolveLogo = (id: string) => LOGOS[id];

/** [input, expected brand, keys with issues] */
const CASES: Array<[BrandInfoInput | undefined, Record<string, string>, string[]]> = [
  [undefined, {}, []],
  [{}, {}, []],
  [
    {
      cashierLogoUrl: 'https://shop.example/logo.png',
      cashierDisplayName: 'Acme Shop',
      cashierProductImageUrl: 'https://shop.example/p.jpg?x=1',
    },
    { logoUrl: 'https://shop.example/logo.png', displayName: 'Acme Shop', productImageUrl: 'https://shop.example/p.jpg?x=1' },
    [],
  ],
  [{ cashierLogoUrl: 'HTTPS://Shop.Example/Logo.png' }, { logoUrl: 'https://shop.example/Logo.png' }, []],
  [{ cashierLogoUrl: 'logo_abc123' }, { logoUrl: 'https://cdn.example.com/logo.png' }, []],
  [{ cashierLogoUrl: 'logo_unknown' }, {}, ['cashierLogoUrl']],
  [{ cashierLogoUrl: 'logo_bad' }, {}, ['cashierLogoUrl']],
  [{ cashierLogoUrl: 'logo_' }, {}, ['cashierLogoUrl']],
  [{ cashierLogoUrl: 'http://shop.example/logo.png' }, {}, ['cashierLogoUrl']],
  [{ cashierLogoUrl: 'javascript:alert(1)' }, {}, ['cashierLogoUrl']],
  [{ cashierLogoUrl: 'data:image/png;base64,AAAA' }, {}, ['cashierLogoUrl']],
  [{ cashierLogoUrl: '//shop.example/logo.png' }, {}, ['cashierLogoUrl']],
  [{ cashierLogoUrl: 'https:shop.example/logo.png' }, {}, ['cashierLogoUrl']],
  [{ cashierLogoUrl: ' https://shop.example/logo.png' }, {}, ['cashierLogoUrl']],
  [{ cashierLogoUrl: 'https://shop.example/a b.png' }, {}, ['cashierLogoUrl']],
  [{ cashierLogoUrl: 'https://user:pw@shop.example/logo.png' }, {}, ['cashierLogoUrl']],
  [{ cashierLogoUrl: 'https://' }, {}, ['cashierLogoUrl']],
  [{ cashierLogoUrl: `https://shop.example/${'a'.repeat(500)}` }, {}, ['cashierLogoUrl']],
  [{ cashierLogoUrl: 42 }, {}, ['cashierLogoUrl']],
  [{ cashierProductImageUrl: 'logo_abc123' }, {}, ['cashierProductImageUrl']],
  [{ cashierProductImageUrl: 'http://shop.example/p.jpg' }, {}, ['cashierProductImageUrl']],
  [{ cashierDisplayName: '  Acme \n\t Shop  ' }, { displayName: 'Acme Shop' }, []],
  [{ cashierDisplayName: '<img src=x onerror=alert(1)>' }, { displayName: '<img src=x onerror=alert(1)>' }, []],
  [{ cashierDisplayName: 'Acme\u202eemca\u0000' }, { displayName: 'Acmeemca' }, []],
  [{ cashierDisplayName: 'Café 東京 🛍️' }, { displayName: 'Café 東京 🛍️' }, []],
  [{ cashierDisplayName: '   ' }, {}, ['cashierDisplayName']],
  [{ cashierDisplayName: null }, {}, ['cashierDisplayName']],
  [{ cashierDisplayName: 'x'.repeat(200) }, { displayName: 'x'.repeat(128) }, ['cashierDisplayName']],
  [
    { cashierLogoUrl: 'ftp://x', cashierDisplayName: 'Ok', cashierProductImageUrl: 'nope' },
    { displayName: 'Ok' },
    ['cashierLogoUrl', 'cashierProductImageUrl'],
  ],
];

test('resolveBrand: https:// only, logo ids through the resolver, display name as clean text', () => {
  for (const [input, brand, issueKeys] of CASES) {
    const resolved = resolveBrand(input, resolveLogo);
    assert.deepEqual(resolved.brand, brand, JSON.stringify(input));
    assert.deepEqual(resolved.issues.map((i) => i.key), issueKeys, JSON.stringify(input));
    for (const issue of resolved.issues) assert.ok(issue.reason.length > 0);
  }
});

test('resolveBrand: a logo id without a resolver is dropped with a reason', () => {
  const { brand, issues } = resolveBrand({ cashierLogoUrl: 'logo_abc123' });
  assert.deepEqual(brand, {});
  assert.deepEqual(issues, [{ key: 'cashierLogoUrl', reason: 'logo id logo_abc123 is not known for this session' }]);
});

test('resolveBrand: a display name is cut at 128 characters, not splitting a character', () => {
  const { brand } = resolveBrand({ cashierDisplayName: '😀'.repeat(130) });
  assert.equal(Array.from(brand.displayName ?? '').length, 128);
});

test('checkViewBrand: the widget re-checks what the proxy sent', () => {
  assert.deepEqual(checkViewBrand(undefined), {});
  assert.deepEqual(
    checkViewBrand({ logoUrl: 'javascript:alert(1)', displayName: ' Acme ', productImageUrl: 'https://x.example/p.jpg' }),
    { displayName: 'Acme', productImageUrl: 'https://x.example/p.jpg' },
  );
  assert.deepEqual(checkViewBrand({ logoUrl: 'logo_abc123' }), {});
});

test('resolveBrand: any input yields only https URLs and control-free names, never throws', () => {
  const field = fc.oneof(fc.string(), fc.webUrl(), fc.constantFrom('logo_abc123', 'logo_x', 'https://a.example/\u0000'), fc.jsonValue());
  fc.assert(
    fc.property(fc.record({ cashierLogoUrl: field, cashierDisplayName: field, cashierProductImageUrl: field }, { requiredKeys: [] }), (input) => {
      const { brand } = resolveBrand(input, resolveLogo);
      for (const url of [brand.logoUrl, brand.productImageUrl]) if (url !== undefined) assert.match(url, /^https:\/\/[^\s]+$/);
      if (brand.displayName !== undefined) {
        assert.doesNotMatch(brand.displayName, /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u);
        assert.ok(brand.displayName.length > 0 && Array.from(brand.displayName).length <= 128);
      }
    }),
    { numRuns: 500 },
  );
});

test('recommended image sizes', () => {
  assert.deepEqual(BRAND_IMAGE_SIZES, { logo: { width: 40, height: 40 }, productImage: { width: 1200, height: 630 } });
});

import { expect } from '@open-wc/testing';
import { httpsUrl } from '../../../src/core/brand/brand.js';
import { brandUrl } from '../../../src/elements/shared/brand-url.js';

// The elements' yes-or-no form of core/brand's httpsUrl (without its reasons, for bytes): the same answers.
const CASES = [
  'https://cdn.example.test/logo.png',
  'HTTPS://CDN.example.test/Logo.png',
  'https://cdn.example.test',
  'https://u:p@x/logo.png',
  'https://u@x/logo.png',
  'https://:p@x/logo.png',
  'http://cdn.example.test/logo.png',
  '//cdn.example.test/logo.png',
  'javascript:alert(1)',
  'data:image/png;base64,AAAA',
  'https://cdn.example.test/a b.png',
  ' https://cdn.example.test/logo.png',
  'https://cdn.example.test/logo.png\n',
  'https://cdn.example.test/\u0000.png',
  'https://cdn.example.test/\u00a0.png',
  'https:/cdn.example.test/logo.png',
  'https:cdn.example.test/logo.png',
  'https://',
  'https://[::1/x.png',
  `https://cdn.example.test/${'a'.repeat(512 - 'https://cdn.example.test/'.length)}`,
  `https://cdn.example.test/${'a'.repeat(513 - 'https://cdn.example.test/'.length)}`,
  'https://cdn.example.test/ü.png?x=é#frag',
  '',
  undefined,
];

describe('brandUrl', () => {
  for (const value of CASES) {
    it(`answers as core/brand's httpsUrl for ${JSON.stringify(value)?.slice(0, 60)}`, () => {
      const core = httpsUrl(value);
      expect(brandUrl(value)).to.equal(core.ok ? core.value : null);
    });
  }

  it('refuses a URL with credentials', () => {
    expect(brandUrl('https://u:p@x/logo.png')).to.equal(null);
  });
});

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SUPPORTED_LOCALES } from '../../../src/core/i18n/locales.js';
import { authorizePage } from '../../../src/sandbox/pages/authorize-page.js';
import { hostedText } from '../../../src/sandbox/pages/page-text.js';

describe('hostedText', () => {
  const cases: Array<[string | undefined, string, 'ltr' | 'rtl', string]> = [
    ['ar-EG', 'ar-EG', 'rtl', 'موافقة'],
    ['he', 'he', 'rtl', 'אישור'],
    ['de-CH', 'de-CH', 'ltr', 'Genehmigen'],
    ['zh-TW', 'zh-TW', 'ltr', '核准'],
    ['sv-SE', 'sv-SE', 'ltr', 'Godkänn'],
    ['fa-IR', 'fa-IR', 'rtl', 'تأیید'],
    ['ur-PK', 'ur-PK', 'rtl', 'منظور کریں'],
    ['nn-NO', 'nb', 'ltr', 'Godkjenn'],
    ['is-IS', 'en', 'ltr', 'Approve'], // no catalog: English words, lang en
    [undefined, 'en', 'ltr', 'Approve'],
  ];
  for (const [tag, lang, dir, approve] of cases) {
    it(`${tag}`, () => assert.deepEqual((({ lang, dir, approve }) => ({ lang, dir, approve }))(hostedText(tag)), { lang, dir, approve }));
  }

  it('every language says every word in its own words, with the method in the sentence', () => {
    const en = hostedText('en');
    for (const locale of SUPPORTED_LOCALES.filter((l) => !l.startsWith('en'))) {
      const text = hostedText(locale);
      for (const key of ['approve', 'decline', 'cancel', 'note'] as const) assert.notEqual(text[key], en[key], `${locale} ${key}`);
      assert.match(text.authorizeWith('SandPay'), /SandPay/, locale);
    }
  });
});

describe('authorizePage', () => {
  it('speaks the session language and direction, amount formatted once', () => {
    const page = authorizePage(
      { merchantDisplayName: 'Bean', amount: '24.90', currency: 'EUR', description: 'Coffee', language: 'ar-EG', cancelRedirectUrl: 'https://shop.example/back' } as Parameters<typeof authorizePage>[0],
      'https://acq.example/hosted/pay/t',
      'SandPay',
    );
    assert.match(page, /<html lang="ar-EG" dir="rtl">/);
    assert.doesNotMatch(page, />(Approve|Decline|Cancel and return to the merchant)</);
    assert.equal(page.match(/24[.,٫]90|٢٤٫٩٠/g)?.length, 1);
  });
});

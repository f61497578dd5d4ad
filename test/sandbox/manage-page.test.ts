/**
 * The subscription management page: dates, money and statuses in the subscription's
 * language (no ISO instant, no enum, no "9.99 EUR"), and a way back to the merchant
 * once cancelled.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SUPPORTED_LOCALES } from '../../src/core/i18n/locales.js';
import { SubscriptionStatus } from '../../src/core/api/status.js';
import { managePage, type ManageView } from '../../src/sandbox/pages/manage-page.js';
import { manageText } from '../../src/sandbox/pages/manage-text.js';
import { startSandbox, submitCard, subscriptionBody, webUrlOf, type TestSandbox } from './helpers.js';

/** What the shopper reads: the text between the tags. */
const visibleText = (html: string) => html.replace(/<[^>]*>/g, ' ');

const view = (overrides: Partial<ManageView> = {}): ManageView => ({
  merchantDisplayName: 'Bean & Co',
  description: 'Basic plan',
  amount: '9.99',
  currency: 'EUR',
  status: 'ACTIVE',
  nextPaymentAt: '2026-12-25T13:44:26.984Z',
  cancellable: true,
  backUrl: 'https://merchant.example/account',
  ...overrides,
});

describe('managePage', { timeout: 10_000 }, () => {
  const cases: Array<[string | undefined, RegExp, RegExp, string, string]> = [
    [undefined, /€9\.99/, /December 25, 2026/, 'Active', 'Cancel subscription'],
    ['de-DE', /9,99\s€/, /25\. Dezember 2026/, 'Aktiv', 'Abonnement kündigen'],
    ['fi', /9,99\s€/, /25\. joulukuuta 2026/, 'Voimassa', 'Peruuta tilaus'],
    ['ar-EG', /٩[٫,]٩٩|9[.,]99/, /٢٥|25/, 'نشط', 'إلغاء الاشتراك'],
    ['ja-JP', /€9\.99/, /2026年12月25日/, '有効', 'サブスクリプションを解約'],
  ];
  for (const [language, amount, date, status, cancel] of cases) {
    it(`${language ?? 'no language'}: amount, date and status in words`, () => {
      const html = managePage(view({ language }), 'https://acq.example/hosted/manage/t');
      assert.match(html, amount);
      assert.match(html, date);
      assert.match(html, new RegExp(`data-status="ACTIVE">${status}<`));
      assert.match(html, new RegExp(`>${cancel}<`));
      assert.doesNotMatch(visibleText(html), /2026-12-25|9\.99 EUR|ACTIVE/);
      assert.match(html, /<time datetime="2026-12-25T13:44:26.984Z">/);
    });
  }

  it('once cancelled: the notice, no button, no next payment, the link back to the merchant', () => {
    const html = managePage(view({ status: 'USER_CANCELLED', cancellable: false, nextPaymentAt: undefined, language: 'de' }), 'https://acq.example/x', 'cancelled');
    assert.match(html, /role="status">Ihr Abonnement ist gekündigt\.</);
    assert.doesNotMatch(html, /<button|<time/);
    assert.match(html, /<a class="back-link" href="https:\/\/merchant.example\/account" data-testid="back">Zurück zu Bean &#38; Co<\/a>/);
    assert.match(html, />Gekündigt</);
  });

  it('every language has every word, each status in words, and says them in its own words', () => {
    const en = manageText('en');
    for (const locale of SUPPORTED_LOCALES) {
      const text = manageText(locale);
      for (const status of SubscriptionStatus.options) assert.ok(text.statusWord(status) && text.statusWord(status) !== status, `${locale} ${status}`);
      assert.match(text.backTo('Shop'), /Shop/, locale);
      if (locale.startsWith('en')) continue;
      for (const key of ['title', 'cancel', 'cancelled'] as const) assert.notEqual(text[key], en[key], `${locale} ${key}`);
      assert.notEqual(text.statusWord('ACTIVE'), en.statusWord('ACTIVE'), locale);
    }
  });
});

describe('the management page over HTTP', { timeout: 30_000 }, () => {
  let sb: TestSandbox;
  before(async () => {
    sb = await startSandbox();
  });
  after(() => sb.close());

  async function managementUrl(cashierLanguage: string) {
    const body = subscriptionBody({ subscriptionManagementUrl: 'https://merchant.example/account/subscriptions' }, {}, { cashierLanguage });
    const created = await sb.api('/subscription/create', body);
    assert.equal((await submitCard(webUrlOf(created.json.data.subscriptionAction), '4242424242424242')).status, 200);
    const managed = await sb.api('/subscription/manage', { subscriptionId: created.json.data.subscriptionId, subscriptionRequest: `${body.subscriptionRequest}-m` });
    return managed.json.data.managementUrl as string;
  }

  it('speaks the subscription language; cancelling shows the notice and the way back; a second cancel changes nothing', async () => {
    const url = await managementUrl('fi-FI');
    const page = await fetch(url);
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.match(html, /<html lang="fi-FI" dir="ltr">/);
    assert.match(html, /data-status="ACTIVE">Voimassa</);
    assert.match(html, /9,99\s€/);
    assert.doesNotMatch(visibleText(html), /\d{4}-\d{2}-\d{2}|ACTIVE/);
    const cancelled = await fetch(url, { method: 'POST', body: new URLSearchParams({ action: 'cancel' }) });
    assert.equal(cancelled.status, 200);
    const after = await cancelled.text();
    assert.match(after, /Tilauksesi on peruutettu\./);
    assert.match(after, /data-status="USER_CANCELLED">Peruutettu</);
    assert.match(after, /href="https:\/\/merchant.example\/account\/subscriptions"/);
    assert.doesNotMatch(after, /<button/);
    const again = await fetch(url, { method: 'POST', body: new URLSearchParams({ action: 'cancel' }) });
    assert.equal(again.status, 200);
    assert.doesNotMatch(await again.text(), /Tilauksesi on peruutettu\./);
  });

  it('an unexpected form answers 400 with the page, nothing changed', async () => {
    const url = await managementUrl('en');
    for (const body of ['action=delete', '', 'x'.repeat(10_000), 'action=%E0%A4%A']) {
      const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });
      assert.equal(response.status, 400, body.slice(0, 20));
      assert.match(await response.text(), /data-status="ACTIVE"/);
    }
  });
});

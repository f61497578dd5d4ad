/**
 * The subscription management page: dates, money and statuses in the subscription's
 * language (no ISO instant, no enum, no "9.99 EUR"), a way back to the merchant once
 * cancelled, and a cancel that asks first: one request never cancels.
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

  it('the confirmation step: the question, the confirm button with the secret, a link that keeps it; no way back to the merchant', () => {
    const html = managePage(view({ language: 'de' }), 'https://acq.example/hosted/manage/t', { confirmation: 'secret-1' });
    assert.match(html, /<title>Dieses Abonnement kündigen\? · Bean &#38; Co<\/title>/);
    assert.match(html, /<h1>Dieses Abonnement kündigen\?<\/h1>/);
    assert.match(html, /<input type="hidden" name="confirmation" value="secret-1">\s*<button type="submit" name="action" value="confirm" class="primary">Abonnement kündigen<\/button>/);
    assert.match(html, /<a class="back-link" href="https:\/\/acq.example\/hosted\/manage\/t" data-testid="keep">Abonnement behalten<\/a>/);
    assert.doesNotMatch(html, /value="cancel"|data-testid="back"|role="status"/);
    // Nothing to confirm once it is not cancellable: the page as it is.
    const ended = managePage(view({ status: 'USER_CANCELLED', cancellable: false, language: 'de' }), 'https://acq.example/x', { confirmation: 'secret-1' });
    assert.doesNotMatch(ended, /<button|secret-1|kündigen\?/);
  });

  it('every language has every word, each status in words, and says them in its own words', () => {
    const en = manageText('en');
    for (const locale of SUPPORTED_LOCALES) {
      const text = manageText(locale);
      for (const status of SubscriptionStatus.options) assert.ok(text.statusWord(status) && text.statusWord(status) !== status, `${locale} ${status}`);
      assert.match(text.backTo('Shop'), /Shop/, locale);
      if (locale.startsWith('en')) continue;
      for (const key of ['title', 'cancel', 'cancelled', 'confirmTitle', 'keep'] as const) {
        assert.ok(text[key], `${locale} ${key}`);
        assert.notEqual(text[key], en[key], `${locale} ${key}`);
      }
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

  async function managed(cashierLanguage: string) {
    const body = subscriptionBody({ subscriptionManagementUrl: 'https://merchant.example/account/subscriptions' }, {}, { cashierLanguage });
    const created = await sb.api('/subscription/create', body);
    assert.equal((await submitCard(webUrlOf(created.json.data.subscriptionAction), '4242424242424242')).status, 200);
    const manage = await sb.api('/subscription/manage', { subscriptionId: created.json.data.subscriptionId, subscriptionRequest: `${body.subscriptionRequest}-m` });
    const url = manage.json.data.managementUrl as string;
    const status = async () => (await sb.api('/subscription/inquiry', { subscriptionRequest: body.subscriptionRequest })).json.data.subscriptionStatus as string;
    /** The cancellation callbacks the merchant received for this subscription. */
    const cancellations = async () => {
      await sb.sandbox.callbacksIdle();
      return sb.callbacks.filter((cb) => cb.json.data.subscriptionRequest === body.subscriptionRequest && cb.json.data.subscriptionStatus === 'USER_CANCELLED').length;
    };
    return { url, status, cancellations };
  }

  const post = (url: string, form: Record<string, string>) => fetch(url, { method: 'POST', body: new URLSearchParams(form) });

  /** The first step: asks, changes nothing; answers the secret its confirm form carries. */
  async function ask(url: string): Promise<{ html: string; confirmation: string }> {
    const response = await post(url, { action: 'cancel' });
    assert.equal(response.status, 200);
    const html = await response.text();
    const confirmation = /name="confirmation" value="([\w-]+)"/.exec(html)?.[1];
    assert.ok(confirmation, 'the confirm form carries the secret');
    return { html, confirmation };
  }

  it('speaks the subscription language; one tap only asks; the confirm cancels, shows the notice and the way back', async () => {
    const { url, status, cancellations } = await managed('fi-FI');
    const page = await fetch(url);
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.match(html, /<html lang="fi-FI" dir="ltr">/);
    assert.match(html, /data-status="ACTIVE">Voimassa</);
    assert.match(html, /9,99\s€/);
    assert.doesNotMatch(visibleText(html), /\d{4}-\d{2}-\d{2}|ACTIVE/);

    const asked = await ask(url);
    assert.match(asked.html, /<h1>Peruutetaanko tämä tilaus\?<\/h1>/);
    assert.match(asked.html, /value="confirm" class="primary">Peruuta tilaus</);
    assert.match(asked.html, new RegExp(`href="${url}" data-testid="keep">Pidä tilaus<`));
    assert.doesNotMatch(visibleText(asked.html), /Cancel|Keep|subscription/i);
    assert.equal(await status(), 'ACTIVE');
    assert.equal(await cancellations(), 0);

    const cancelled = await post(url, { action: 'confirm', confirmation: asked.confirmation });
    assert.equal(cancelled.status, 200);
    const after = await cancelled.text();
    assert.match(after, /Tilauksesi on peruutettu\./);
    assert.match(after, /data-status="USER_CANCELLED">Peruutettu</);
    assert.match(after, /href="https:\/\/merchant.example\/account\/subscriptions"/);
    assert.doesNotMatch(after, /<button/);
    assert.equal(await status(), 'USER_CANCELLED');
    assert.equal(await cancellations(), 1);
  });

  it('"keep" changes nothing: the page again, the subscription active', async () => {
    const { url, status } = await managed('en');
    const asked = await ask(url);
    const keep = /href="([^"]+)" data-testid="keep">Keep subscription</.exec(asked.html)?.[1];
    assert.equal(keep, url);
    const page = await fetch(keep!);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<h1>Your subscription<\/h1>[\s\S]*value="cancel">Cancel subscription</);
    assert.equal(await status(), 'ACTIVE');
  });

  it('a repeated confirm (a second click, another tab) cancels once and shows the page as it is', async () => {
    const { url, status, cancellations } = await managed('en');
    const { confirmation } = await ask(url);
    // Another tab asks too: the same secret, so either tab's confirm works.
    assert.equal((await ask(url)).confirmation, confirmation);
    const answers = await Promise.all([1, 2, 3].map(() => post(url, { action: 'confirm', confirmation })));
    const pages = await Promise.all(answers.map((r) => r.text()));
    assert.deepEqual(answers.map((r) => r.status), [200, 200, 200]);
    assert.equal(pages.filter((p) => p.includes('Your subscription is cancelled.')).length, 1);
    assert.ok(pages.every((p) => p.includes('data-status="USER_CANCELLED"')));
    const again = await post(url, { action: 'confirm', confirmation });
    assert.equal(again.status, 200);
    assert.doesNotMatch(await again.text(), /is cancelled\.|<button/);
    // Asking once cancelled: the page as it is, no question.
    const late = await post(url, { action: 'cancel' });
    assert.equal(late.status, 200);
    assert.doesNotMatch(await late.text(), /Cancel this subscription\?|name="confirmation"/);
    assert.equal(await status(), 'USER_CANCELLED');
    assert.equal(await cancellations(), 1);
  });

  it('a forged confirm (no secret, a wrong one, another link\'s) answers 400 with the page, nothing changed', async () => {
    const first = await managed('en');
    const other = await managed('en');
    const forged: Array<Record<string, string>> = [{ action: 'confirm' }, { action: 'confirm', confirmation: '' }, { action: 'confirm', confirmation: 'x'.repeat(43) }];
    // Before any question was asked, and after: no secret but the step's own works.
    for (const form of forged) assert.equal((await post(first.url, form)).status, 400, JSON.stringify(form));
    const { confirmation } = await ask(first.url);
    const { confirmation: theOther } = await ask(other.url);
    assert.notEqual(confirmation, theOther);
    for (const form of [...forged, { action: 'confirm', confirmation: theOther }, { action: 'cancel-confirm', confirmation }]) {
      const response = await post(first.url, form);
      assert.equal(response.status, 400, JSON.stringify(form));
      assert.match(await response.text(), /data-status="ACTIVE"/);
    }
    assert.equal(await first.status(), 'ACTIVE');
    assert.equal(await first.cancellations(), 0);
    assert.equal(await other.status(), 'ACTIVE');
  });

  it('an unexpected form answers 400 with the page, nothing changed', async () => {
    const { url, status } = await managed('en');
    for (const body of ['action=delete', '', 'x'.repeat(10_000), 'action=%E0%A4%A', `action=confirm&confirmation=${'x'.repeat(5000)}`]) {
      const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });
      assert.equal(response.status, 400, body.slice(0, 20));
      assert.match(await response.text(), /data-status="ACTIVE"/);
    }
    assert.equal(await status(), 'ACTIVE');
  });
});

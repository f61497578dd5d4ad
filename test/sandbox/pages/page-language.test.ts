/**
 * A hosted page speaks the request's cashierLanguage, else the shopper's browser
 * (Accept-Language): a merchant who leaves the language to the browser no longer sends
 * a German shopper to a page whose words around the card form are English.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { pageLanguage } from '../../../src/sandbox/routes/presentation.js';
import { orderBody, startSandbox, submitCard, subscriptionBody, webUrlOf, type TestSandbox } from '../helpers.js';

describe('pageLanguage', () => {
  const cases: ReadonlyArray<[cashierLanguage: string | undefined, acceptLanguage: string | undefined, language: string | undefined]> = [
    ['fr-FR', 'de-DE,de;q=0.9', 'fr-FR'],
    [undefined, 'de-DE,de;q=0.9,en;q=0.8', 'de-DE'],
    [undefined, 'xx, ar;q=0.5', 'ar'],
    [undefined, undefined, undefined],
    [undefined, '', undefined],
  ];
  for (const [cashierLanguage, acceptLanguage, language] of cases) {
    it(`${cashierLanguage} / ${acceptLanguage}`, () => assert.equal(pageLanguage(cashierLanguage, acceptLanguage), language));
  }
});

describe('hosted pages over HTTP', { timeout: 30_000 }, () => {
  let sb: TestSandbox;
  before(async () => {
    sb = await startSandbox();
  });
  after(() => sb.close());

  const page = async (url: string, acceptLanguage: string) => (await fetch(url, { headers: { 'Accept-Language': acceptLanguage } })).text();

  it('the card page and the wallet page follow the browser when the order names no language, the order when it does', async () => {
    const card = webUrlOf((await sb.api('/order/create', orderBody())).json.data.orderAction);
    const cardPage = await page(card, 'de-DE,de;q=0.9');
    assert.match(cardPage, /<html lang="de-DE" dir="ltr">/);
    assert.match(cardPage, /Test-Acquirer · Testmodus/);
    const wallet = webUrlOf((await sb.api('/order/create', orderBody({}, { payMethodType: 'EWALLET', payMethodName: 'EWALLET_SANDPAY' }))).json.data.orderAction);
    const walletPage = await page(wallet, 'ar');
    assert.match(walletPage, /<html lang="ar" dir="rtl">/);
    assert.match(walletPage, /موافقة/);
    const french = webUrlOf((await sb.api('/order/create', orderBody({}, { cashierLanguage: 'fr-FR' }))).json.data.orderAction);
    assert.match(await page(french, 'de-DE'), /<html lang="fr-FR"/);
  });

  it("the subscription management page follows the browser when the subscription names no language", async () => {
    const body = subscriptionBody();
    const sub = await sb.api('/subscription/create', body);
    await submitCard(webUrlOf(sub.json.data.subscriptionAction), '4242424242424242');
    const managed = await sb.api('/subscription/manage', { subscriptionId: sub.json.data.subscriptionId, subscriptionRequest: `${body.subscriptionRequest}-m` });
    const html = await page(managed.json.data.managementUrl, 'de-DE');
    assert.match(html, /<html lang="de-DE"/);
    assert.match(html, /Ihr Abonnement/);
  });
});

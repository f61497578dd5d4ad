/**
 * The view's catalog: the messages of the locale the element will negotiate, in the view
 * route's answer, in a view the merchant's server embeds and in server-rendered HTML, so
 * that the first screen shows in it at once. None for English (built into the element).
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { CashierView } from '../../../src/core/api/cashier.js';
import { de } from '../../../src/core/i18n/catalogs/de.js';
import { fr } from '../../../src/core/i18n/catalogs/fr.js';
import { frCA } from '../../../src/core/i18n/catalogs/fr-CA.js';
import { ja } from '../../../src/core/i18n/catalogs/ja.js';
import { firstScreenCatalog } from '../../../src/server/view/first-screen-catalog.js';
import { renderCashierHtml } from '../../../src/server/index.js';
import { view } from '../../core/flow/fixtures.js';
import { createHarness, orderInput } from '../harness.js';

const h = createHarness();
after(() => h.close());

const cases: Array<{ name: string; language?: string; languages: { language?: string; acceptLanguage?: string }; locale?: string; messages?: object }> = [
  { name: "the element's language first", language: 'ja', languages: { language: 'fr-CA', acceptLanguage: 'de' }, locale: 'fr-CA', messages: frCA },
  { name: "then the session's cashierLanguage", language: 'ja', languages: { acceptLanguage: 'de' }, locale: 'ja', messages: ja },
  { name: 'then Accept-Language (its nearest catalog)', languages: { acceptLanguage: 'de-AT, en;q=0.5' }, locale: 'de', messages: de },
  { name: 'English: none, the element has it built in', languages: { acceptLanguage: 'en-AU' } },
  { name: 'nothing known: none', languages: {} },
];

for (const { name, language, languages, locale, messages } of cases) {
  test(`firstScreenCatalog: ${name}`, async () => {
    const catalog = await firstScreenCatalog(view(language ? { language } : {}), languages);
    assert.deepEqual(catalog, locale ? { locale, messages } : undefined);
  });
}

test("the view route answers with the catalog of the session's cashierLanguage, English without one", async () => {
  const french = await h.proxy.createSession(orderInput({ paymentInfo: { cashierLanguage: 'fr-FR' } }));
  const answer = await h.request('GET', `/sessions/${french.id}`, { headers: { 'Accept-Language': 'en-US' } });
  assert.equal(answer.status, 200);
  const body = CashierView.parse(answer.json);
  assert.deepEqual(body.catalog, { locale: 'fr', messages: fr });
  const english = await h.proxy.createSession(orderInput());
  const plain = await h.request('GET', `/sessions/${english.id}`, { headers: { 'Accept-Language': 'en-US' } });
  assert.equal((plain.json as { catalog?: unknown }).catalog, undefined);
  assert.equal((await h.proxy.view(english.id, { acceptLanguage: 'de-CH' })).catalog?.locale, 'de', 'an embedded view too');
});

test('server-rendered HTML embeds the catalog of the language it is rendered in, and only that one', async () => {
  const given: CashierView = { ...view(), catalog: { locale: 'fr', messages: fr } };
  const embedded = async (language?: string) => {
    const html = await renderCashierHtml(given, { endpoint: '/cashier', ...(language ? { language } : {}) });
    return JSON.parse(/<script type="application\/json">(.*?)<\/script>/.exec(html)![1]!) as CashierView;
  };
  assert.deepEqual((await embedded('de-AT')).catalog, { locale: 'de', messages: de });
  assert.equal((await embedded()).catalog, undefined, 'rendered in English: the French one would not hydrate');
});

import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { previewView } from '../../../demo/preview-views.js';
import { firstScreenFormats } from '../../../src/server/view/first-screen-formats.js';
import { renderCashierHtml } from '../../../src/server/index.js';
import { view } from '../../core/flow/fixtures.js';
import { createHarness, orderInput } from '../harness.js';

const h = createHarness();
after(() => h.close());

const eur = (value: number, locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(value);
const day = (iso: string, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));

test("an order's first screen: its amount, quantity and each day its expiry can fall on, in the shopper's format locale", () => {
  const order = view({ order: { description: 'Mug', merchantOrderId: 'o-1', quantity: 1200, expiresAt: '2026-10-01T23:30:00Z' } });
  assert.deepEqual(firstScreenFormats(order, { language: 'en-IN' }), {
    'a|en-IN|EUR|9.99': eur(9.99, 'en-IN'),
    'n|en-IN|1200': new Intl.NumberFormat('en-IN').format(1200),
    'd|en-IN|medium|2026-09-30': day('2026-09-30', 'en-IN'),
    'd|en-IN|medium|2026-10-01': day('2026-10-01', 'en-IN'),
    'd|en-IN|medium|2026-10-02': day('2026-10-02', 'en-IN'),
  });
});

test('another catalog than English: its locale only (the view brings that catalog, so no English shows first)', () => {
  const keys = Object.keys(firstScreenFormats(view(), { language: 'de-CH' }));
  assert.deepEqual(keys, ['a|de-CH|EUR|9.99']);
});

test("a subscription's: plan and trial amounts, the plurals' counts in the catalog's locale, its dates", () => {
  const subscription = previewView('cs_sub', 'subscription', 'ready', {});
  const { plan, firstChargeAt } = subscription.subscription!;
  const keys = Object.keys(firstScreenFormats(subscription, { acceptLanguage: 'pt-AO,pt;q=0.9' }));
  const trialDays = plan.trial!.periodInterval * plan.trial!.numberOfPeriod;
  for (const key of [
    `a|pt-AO|EUR|${subscription.amount.value}`,
    `a|pt-AO|EUR|${plan.amount.value}`,
    `a|pt-AO|EUR|${plan.trial!.amount.value}`,
    `n|pt-AO|${plan.numberOfPeriod}`,
    `n|pt-PT|${plan.periodInterval}`,
    `n|pt-PT|${trialDays}`,
    `d|pt-AO|medium|${firstChargeAt!.slice(0, 10)}`,
  ]) {
    assert.ok(keys.includes(key), key);
  }
  assert.deepEqual([...new Set(keys.map((key) => key.split('|')[1]))].sort(), ['pt-AO', 'pt-PT']);
});

test("the locale is the element's: its language, then the session's cashierLanguage, then Accept-Language", () => {
  const locales = (languages: Parameters<typeof firstScreenFormats>[1], language?: string) =>
    Object.keys(firstScreenFormats(view(language ? { language } : {}), languages)).map((key) => key.split('|')[1]);
  assert.deepEqual(locales({ language: 'fr-CA', acceptLanguage: 'de' }, 'ja'), ['fr-CA']);
  assert.deepEqual(locales({ acceptLanguage: 'de' }, 'ja'), ['ja']);
  assert.deepEqual(locales({ acceptLanguage: 'de-AT, en;q=0.5' }), ['de-AT']);
  assert.deepEqual(locales({ acceptLanguage: 'en-AU' }), ['en-AU']);
  assert.deepEqual(locales({}), ['en']);
  // A header with hundreds of tags is read for its first entries only.
  assert.deepEqual(locales({ acceptLanguage: `${'C,'.repeat(400)}de` }), ['en']);
});

test('the view route formats for the language the element sends and the Accept-Language it gets', async () => {
  const { id } = await h.proxy.createSession(orderInput());
  const answer = await h.request('GET', `/sessions/${id}?language=it`, { headers: { 'Accept-Language': 'de-DE,de;q=0.9' } });
  assert.equal(answer.status, 200);
  const amount = (answer.json as { amount: { value: string; currency: string } }).amount;
  const amountKeys = (json: unknown) => Object.keys((json as { formatted?: object }).formatted ?? {}).filter((key) => key.startsWith('a|'));
  assert.deepEqual(amountKeys(answer.json), [`a|it|${amount.currency}|${amount.value}`]);
  assert.match(answer.headers.get('Vary') ?? '', /Accept-Language/);
  const german = await h.request('GET', `/sessions/${id}`, { headers: { 'Accept-Language': 'de-DE,de;q=0.9' } });
  assert.deepEqual(amountKeys(german.json), [`a|de-DE|${amount.currency}|${amount.value}`]);
  assert.deepEqual(amountKeys(await h.proxy.view(id, { acceptLanguage: 'ja' })), [`a|ja|${amount.currency}|${amount.value}`]);
});

test("a server-rendered view carries the rendered language's strings beside those it came with", async () => {
  const given = { ...view(), formatted: firstScreenFormats(view(), { acceptLanguage: 'fr' }) };
  const html = await renderCashierHtml(given, { endpoint: '/cashier', language: 'de-AT' });
  const embedded = JSON.parse(/<script type="application\/json">(.*?)<\/script>/.exec(html)![1]!) as { formatted: Record<string, string> };
  assert.deepEqual(Object.keys(embedded.formatted).sort(), ['a|de-AT|EUR|9.99', 'a|fr|EUR|9.99']);
  assert.ok(html.includes(embedded.formatted['a|de-AT|EUR|9.99']!), 'the HTML shows the same string');
});

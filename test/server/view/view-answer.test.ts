/**
 * The view route's answer after issue 31 (negotiation, first-screen strings and pay
 * methods remembered; the contract checked by a compiled copy, the catalog once per
 * locale): for orders and subscriptions across languages, the answer is exactly what
 * the whole contract (CashierView.parse, zod/mini) makes of it, carries the negotiated
 * locale's catalog, and is byte for byte the same when asked again (the memos' answer;
 * an unpaid subscription's estimated dates apart, which follow the clock). The answers
 * before and after the change were compared across trees by test/bench/view-compare.ts.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { CashierView } from '../../../src/core/api/cashier.js';
import { firstScreenCatalog } from '../../../src/server/view/first-screen-catalog.js';
import { firstScreenLocale } from '../../../src/server/view/first-screen-formats.js';
import { checkViewCore } from '../../../src/server/view/view-contract.js';
import { createHarness, orderInput, subscriptionInput } from '../harness.js';

const h = createHarness();
after(() => h.close());

const sessions = {
  order: () => h.createSession(orderInput({ goodsInfo: { goodsId: 'g', goodsName: 'Beans', goodsQuantity: 3 }, orderExpiredAt: '2030-01-02T03:04:05Z' })),
  'order in Japanese, JPY': () => h.createSession(orderInput({ orderAmount: '1234567', orderCurrency: 'JPY', paymentInfo: { cashierLanguage: 'ja' } })),
  subscription: () => h.createSession(subscriptionInput()),
  'subscription with a trial, in fr-CA': () =>
    h.createSession(
      subscriptionInput({
        productInfo: { description: 'Pro', periodType: 'WEEKLY', periodInterval: '2', numberOfPeriod: '12', trial: { amount: '0', periodType: 'DAILY', periodInterval: '7', numberOfPeriod: '1' } },
        paymentInfo: { cashierLanguage: 'fr-CA' },
      }),
    ),
};
const languages: Array<{ language?: string; acceptLanguage?: string }> = [
  {},
  { language: 'de' },
  { acceptLanguage: 'pt-BR,pt;q=0.9,en;q=0.5' },
  { language: 'ar-EG-u-nu-latn', acceptLanguage: 'es' },
  { language: 'not a tag!' },
];

async function answer(id: string, { language, acceptLanguage }: { language?: string; acceptLanguage?: string }) {
  const query = language === undefined ? '' : `?language=${encodeURIComponent(language)}`;
  const response = await h.request('GET', `/sessions/${id}${query}`, { headers: acceptLanguage ? { 'Accept-Language': acceptLanguage } : {} });
  assert.equal(response.status, 200, response.text);
  return response.text;
}

for (const [name, create] of Object.entries(sessions)) {
  test(`the view (${name}), in every language: the whole contract's answer, its catalog, the same bytes again`, async () => {
    const id = await create();
    for (const langs of languages) {
      const text = await answer(id, langs);
      const view = JSON.parse(text) as CashierView;
      // ok over equal: a failed comparison of two long lines is no diff worth reading.
      assert.ok(text === JSON.stringify(CashierView.parse(view)), `the contract's answer: ${JSON.stringify(langs)}`);
      assert.deepEqual(view.catalog, await firstScreenCatalog(view, langs), JSON.stringify(langs));
      // The locale that catalog and those strings are of, for the script tag's first paint.
      assert.deepEqual(view.locale, { ...firstScreenLocale(view, langs) }, JSON.stringify(langs));
      assert.ok(Object.keys(view.formatted ?? {}).some((key) => key.startsWith('a|')), 'the amount is formatted');
      assert.ok(unestimated(await answer(id, langs)) === unestimated(text), `asked again: ${JSON.stringify(langs)}`);
    }
  });
}

test('the compiled contract answers and refuses as CashierView does', () => {
  const valid = JSON.parse(JSON.stringify({ ...base(), extra: 1, amount: { value: '1', currency: 'EUR', extra: 2 } }));
  assert.equal(JSON.stringify(checkViewCore(valid)), JSON.stringify(CashierView.parse(valid)));
  const broken = [{ amount: { value: 1, currency: 'EUR' } }, { payMethods: [{}] }, { kind: 'rental' }, { status: undefined }, { savedCards: 'none' }];
  for (const change of broken) {
    const view = { ...base(), ...change };
    assert.throws(() => CashierView.parse(view));
    assert.throws(() => checkViewCore(view as never), JSON.stringify(change));
  }
});

/** An unpaid subscription's dates are estimated from the time of the view (now): a later view says a later instant. */
function unestimated(text: string): string {
  return text.replace(/"(firstChargeAt|endAt)":"[^"]*"/g, '"$1":"(now)"');
}

function base() {
  return {
    id: 'cs_1',
    kind: 'order',
    expiresAt: '2030-01-01T00:00:00.000Z',
    amount: { value: '1', currency: 'EUR' },
    payMethods: [{ payMethodType: 'CARD', payMethodName: 'CC_VISA', minAmount: '0.01', maxAmount: '100' }],
    savedCards: [],
    webUrlHosts: ['acq.test'],
    status: { status: 'open', attempt: 0, updatedAt: '2030-01-01T00:00:00.000Z' },
  };
}

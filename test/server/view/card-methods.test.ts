import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { CashierView, StatusSnapshot } from '../../../src/core/api/cashier.js';
import { createHarness, payOnHostedPage } from '../harness.js';

// Pay method configs not cached, so the one answer injected below is the view's.
const h = createHarness({ payMethodCacheMs: 0 });
after(() => h.close());

/** The pay method config answered with `payMethodType: 'CARD'` (the acquirer's other spelling of a card method). */
async function answerCardAsCARD(req: Request): Promise<Response> {
  const real = await h.sandbox.fetch(req);
  const body = await real.json();
  for (const method of body.data?.payMethodDetails ?? []) {
    if (method.payMethodType === 'CREDITCARD' || method.payMethodType === 'DEBITCARD') method.payMethodType = 'CARD';
  }
  return Response.json(body, { status: real.status });
}

test('a session whose card methods are spelled CARD still offers the shopper\'s saved cards (one isCardMethod rule)', async () => {
  const user = { userId: 'card-spelling', userEmail: 'card-spelling@shop.test' };
  const first = await h.createSession({ userInfo: user, paymentInfo: { setupFutureUsage: true } } as never);
  const pay = await h.request('POST', `/sessions/${first}/pay`, { body: { payMethodType: 'CREDITCARD', attempt: 1 } });
  await payOnHostedPage(h.sandbox, StatusSnapshot.parse(pay.json).action!.webUrl);
  await h.settle();

  const second = await h.createSession({ userInfo: user } as never);
  h.inject('/paymethodconfig/inquiry', answerCardAsCARD);
  const view = CashierView.parse((await h.request('GET', `/sessions/${second}`)).json);
  assert.ok(view.payMethods.some((m) => m.payMethodType === 'CARD'), 'the acquirer offered CARD');
  assert.equal(view.savedCards.length, 1);
  assert.equal(view.savedCards[0]!.payMethodType, 'CARD', 'it pays with the method the acquirer offered');
});

/**
 * One merchant order, one payment (attempt/order-claim.ts): sessions that share a
 * merchantOrderId (two tabs, a reload, the merchant's code run twice) never both reach
 * the acquirer while one of them pays or has paid; a declined or cancelled attempt in
 * one frees the order for the other, and one waiting on the acquirer's page is cancelled
 * there for the newer Pay (attempt/replace-attempt.ts). And createSession asked again with the same input
 * answers the open session (session/order-sessions.ts). Every assertion is on what the
 * sandbox acquirer received.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import type { SessionResult } from '../../../src/server/index.js';
import { createHarness, orderInput, payOnHostedPage, SHOP, subscriptionInput, type Fault, type Harness } from '../harness.js';

const results: SessionResult[] = [];
const h = createHarness({ payRateLimitPerMinute: 10_000, timeoutMs: 300, retries: 1, onResult: (r) => void results.push(r) });
after(() => h.close());

const DECLINED = '4000000000000002';
const orders = () => h.sandbox.counts()['orders'] ?? 0;
const pay = (harness: Harness, id: string, attempt = 1) => harness.request('POST', `/sessions/${id}/pay`, { body: { payMethodType: 'CREDITCARD', attempt } });
const statusOf = async (id: string) => (await h.request('GET', `/sessions/${id}/status`)).json.status as string;
const ref = () => `mo-${Math.random().toString(36).slice(2, 10)}`;
/** What the acquirer's page answers a card submitted there: 'success', or its refusal's code. */
const payOnPage = async (webUrl: string) => {
  const answer = (await payOnHostedPage(h.sandbox, webUrl)) as { status?: string; error?: { code: string } };
  return answer.status ?? answer.error?.code;
};

/** Two sessions of one order: the second page view's input differs (here its return page), so each is a session of its own. */
async function twoSessions(merchantOrderId: string): Promise<[string, string]> {
  const a = await h.createSession(orderInput({ merchantOrderId }));
  const b = await h.createSession(orderInput({ merchantOrderId, returnUrl: `${SHOP}/checkout?view=2` }));
  assert.notEqual(a, b);
  return [a, b];
}

/** The acquirer commits the request, then its answer is lost on the way back. */
const lostAnswer: Fault = async (req) => {
  await h.sandbox.fetch(req);
  throw new TypeError('fetch failed', { cause: Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }) });
};

test('paid in one session: the other is refused (409 paid_in_another_session, its message key, a warn line naming the order and the session), one order at the acquirer, onResult once', async () => {
  const merchantOrderId = ref();
  const [a, b] = await twoSessions(merchantOrderId);
  const before = orders();
  const first = await pay(h, a);
  assert.equal(first.json.status, 'action_required', first.text);
  await payOnHostedPage(h.sandbox, first.json.action.webUrl);
  await h.settle();
  const second = await pay(h, b);
  assert.equal(second.status, 409, second.text);
  assert.equal(second.json.error.code, 'paid_in_another_session');
  assert.equal(second.json.error.messageKey, 'result.succeeded.body');
  assert.equal(orders() - before, 1, 'the acquirer saw one order');
  assert.equal(await statusOf(b), 'open', 'the refused session is untouched');
  const line = h.logs.find((l) => l.msg.startsWith('pay refused') && l['merchantOrderId'] === merchantOrderId);
  assert.ok(line, 'a log line names the merchantOrderId');
  assert.equal(line.level, 'warn');
  assert.match(String(line['otherSessionId']), /^cs_~[0-9a-f]{8}$/, 'and the other session, by its tag');
  assert.ok(!JSON.stringify(second.json).includes(a), 'the browser never learns the other session id');
  assert.deepEqual(results.filter((r) => r.merchantReference === merchantOrderId).map((r) => [r.sessionId, r.status]), [[a, 'succeeded']]);
});

test("waiting on the acquirer's page in one session (left there): the other session's Pay cancels that order at the acquirer and pays; the first is told failed (replaced_by_another_session) and can no longer take money", async () => {
  const merchantOrderId = ref();
  const [a, b] = await twoSessions(merchantOrderId);
  const before = orders();
  const first = await pay(h, a);
  assert.equal(first.json.status, 'action_required');
  const second = await pay(h, b);
  assert.equal(second.status, 200, second.text);
  assert.equal(second.json.status, 'action_required');
  assert.equal(orders() - before, 2);
  const replaced = (await h.request('GET', `/sessions/${a}/status`)).json;
  assert.equal(replaced.status, 'failed');
  assert.deepEqual([replaced.result.code, replaced.result.messageKey], ['replaced_by_another_session', 'result.failed.body']);
  assert.equal(await payOnPage(first.json.action.webUrl), 'payment_closed', 'the cancelled order takes no money');
  await payOnHostedPage(h.sandbox, second.json.action.webUrl);
  await h.settle();
  assert.equal(await statusOf(b), 'succeeded');
  assert.equal(await statusOf(a), 'failed');
  assert.deepEqual(
    results.filter((r) => r.merchantReference === merchantOrderId).map((r) => [r.sessionId, r.status, r.result?.code]),
    [
      [a, 'failed', 'replaced_by_another_session'],
      [b, 'succeeded', undefined],
    ],
  );
  // The first tab tries again: the order is paid.
  assert.equal((await pay(h, a, 2)).json.error?.code, 'paid_in_another_session');
  assert.equal(orders() - before, 2);
});

test("and back: the first session pays again and replaces the second's waiting order in turn; one order open at a time", async () => {
  const [a, b] = await twoSessions(ref());
  assert.equal((await pay(h, a)).json.status, 'action_required');
  assert.equal((await pay(h, b)).json.status, 'action_required');
  const again = await pay(h, a, 2);
  assert.equal(again.status, 200, again.text);
  assert.equal(await statusOf(b), 'failed');
  assert.equal(await payOnPage(again.json.action.webUrl), 'success');
  await h.settle();
  assert.equal(await statusOf(a), 'succeeded');
});

test("two shoppers on one merchantOrderId (the merchant reuses an id): the second is refused 503 and the first shopper's payment is left alone, an error logged", async () => {
  const merchantOrderId = ref();
  const a = await h.createSession(orderInput({ merchantOrderId }));
  const b = await h.createSession(orderInput({ merchantOrderId, userInfo: { userId: 'user-9', userEmail: 'user-9@shop.test' } }));
  const first = await pay(h, a);
  assert.equal(first.json.status, 'action_required');
  const cancels = h.calls.filter((p) => p.endsWith('/order/cancel')).length;
  const second = await pay(h, b);
  assert.equal(second.json.error?.code, 'paying_in_another_session', second.text);
  assert.equal(h.calls.filter((p) => p.endsWith('/order/cancel')).length, cancels, "no cancel of the other shopper's order");
  assert.equal(await statusOf(a), 'action_required');
  const line = h.logs.find((l) => l.level === 'error' && l.msg.startsWith('merchantOrderId used by two shoppers') && l['merchantOrderId'] === merchantOrderId);
  assert.ok(line, 'an error line names the order id');
  assert.equal(await payOnPage(first.json.action.webUrl), 'success', 'the first shopper still pays');
});

test("paid on the first session's page, its callback not in yet: the other is refused as paid (the acquirer asked first), nothing cancelled", async () => {
  const [a, b] = await twoSessions(ref());
  const before = orders();
  const first = await pay(h, a);
  const cancels = h.calls.filter((p) => p.endsWith('/order/cancel')).length;
  await payOnHostedPage(h.sandbox, first.json.action.webUrl);
  const second = await pay(h, b);
  assert.equal(second.json.error?.code, 'paid_in_another_session', second.text);
  assert.equal(h.calls.filter((p) => p.endsWith('/order/cancel')).length, cancels, 'no cancel sent');
  assert.equal(orders() - before, 1);
  await h.settle();
  assert.equal(await statusOf(a), 'succeeded');
});

test("the shopper pays on the first page at the moment the other session's cancel leaves: the acquirer decides (paid), the other is refused, one charge", async () => {
  const [a, b] = await twoSessions(ref());
  const before = orders();
  const first = await pay(h, a);
  h.inject('/order/cancel', async (req) => {
    await payOnHostedPage(h.sandbox, first.json.action.webUrl);
    return h.sandbox.fetch(req);
  });
  const second = await pay(h, b);
  assert.equal(second.json.error?.code, 'paid_in_another_session', second.text);
  assert.equal(orders() - before, 1);
  assert.equal(await statusOf(a), 'succeeded');
});

test("the other session's cancel of the waiting order gets no answer: its Pay is refused (503) and sends nothing; asked again, the acquirer's cancel stands and it pays", async () => {
  const [a, b] = await twoSessions(ref());
  const before = orders();
  const first = await pay(h, a);
  h.inject('/order/cancel', lostAnswer, lostAnswer);
  const refused = await pay(h, b);
  assert.equal(refused.json.error?.code, 'paying_in_another_session', refused.text);
  assert.equal(orders() - before, 1, 'no second order while the first may be payable');
  const second = await pay(h, b);
  assert.equal(second.status, 200, second.text);
  assert.equal(orders() - before, 2);
  assert.equal(await payOnPage(first.json.action.webUrl), 'payment_closed');
  assert.equal(await statusOf(a), 'cancelled', 'the acquirer\'s word, read after the lost answer');
});

test('both sessions pay at the same instant: exactly one reaches the acquirer', async () => {
  for (let round = 0; round < 5; round++) {
    const [a, b] = await twoSessions(ref());
    const before = orders();
    const answers = await Promise.all([pay(h, a), pay(h, b)]);
    assert.deepEqual(answers.map((r) => r.status).sort(), [200, 503], answers.map((r) => r.text).join('\n'));
    assert.equal(orders() - before, 1, `round ${round}: one order`);
  }
});

test('declined in one tab, then paid in the other: works; the first may not pay after that', async () => {
  const merchantOrderId = ref();
  const [a, b] = await twoSessions(merchantOrderId);
  const before = orders();
  await payOnHostedPage(h.sandbox, (await pay(h, a)).json.action.webUrl, DECLINED);
  await h.settle();
  assert.equal(await statusOf(a), 'failed');
  const second = await pay(h, b);
  assert.equal(second.status, 200, second.text);
  await payOnHostedPage(h.sandbox, second.json.action.webUrl);
  await h.settle();
  assert.equal(await statusOf(b), 'succeeded');
  const retry = await pay(h, a, 2);
  assert.equal(retry.json.error?.code, 'paid_in_another_session', retry.text);
  assert.equal(orders() - before, 2, 'the declined order and the paid one');
  assert.deepEqual(
    results.filter((r) => r.merchantReference === merchantOrderId).map((r) => [r.sessionId, r.status]),
    [
      [a, 'failed'],
      [b, 'succeeded'],
    ],
  );
});

test('cancelled in one tab, then paid in the other: works', async () => {
  const [a, b] = await twoSessions(ref());
  assert.equal((await pay(h, a)).json.status, 'action_required');
  assert.equal((await h.request('POST', `/sessions/${a}/cancel`, { body: {} })).json.status, 'cancelled');
  const second = await pay(h, b);
  assert.equal(second.status, 200, second.text);
  assert.equal(second.json.status, 'action_required');
});

test("ambiguous: the first session's create answer lost and the inquiry down; the other asks the acquirer before paying, and pays nothing while it cannot", async () => {
  const [a, b] = await twoSessions(ref());
  const before = orders();
  h.inject('/order/create', lostAnswer, lostAnswer);
  h.inject('/order/inquiry', 'reset', 'reset');
  assert.equal((await pay(h, a)).status, 503);
  assert.equal(orders() - before, 1, 'the acquirer holds the first order; the proxy does not know');
  // The acquirer cannot be asked yet: refused, nothing sent.
  h.inject('/order/inquiry', 'reset', 'reset');
  assert.equal((await pay(h, b)).json.error.code, 'paying_in_another_session');
  // Asked now: the first order is found waiting on the shopper's page; cancelled there, it gives way to the second.
  const inquiries = h.calls.filter((p) => p.endsWith('/order/inquiry')).length;
  const second = await pay(h, b);
  assert.equal(second.status, 200, second.text);
  assert.ok(h.calls.filter((p) => p.endsWith('/order/inquiry')).length > inquiries, 'the pay asked the acquirer about the first session');
  assert.equal(orders() - before, 2, 'the first order found, not created again');
  const view = await h.request('GET', `/sessions/${a}/status`);
  assert.equal(view.json.status, 'failed', 'the first session follows what the inquiry found, then its replacement');
  assert.equal(view.json.result.code, 'replaced_by_another_session');
  await payOnHostedPage(h.sandbox, second.json.action.webUrl);
  await h.settle();
  assert.equal(await statusOf(b), 'succeeded');
});

test("the first session's create never reached the acquirer (it holds nothing): the other pays; the first, sent again, replaces the other's waiting order in turn", async () => {
  const [a, b] = await twoSessions(ref());
  const before = orders();
  h.inject('/order/create', 'reset', 'reset');
  assert.equal((await pay(h, a)).status, 503);
  assert.equal(orders(), before);
  const second = await pay(h, b);
  assert.equal(second.status, 200, second.text);
  const again = await pay(h, a);
  assert.equal(again.status, 200, again.text);
  assert.equal(await payOnPage(second.json.action.webUrl), 'payment_closed');
  assert.equal(await statusOf(b), 'failed');
  assert.equal(orders() - before, 2);
});

test('createSession with the same merchantOrderId and the same input: the open session again (a reload, a second tab); another input, or the first one closed, a new one', async () => {
  const input = orderInput({ merchantOrderId: ref() });
  const first = await h.proxy.createSession(input);
  const again = await h.proxy.createSession(structuredClone(input));
  assert.equal(again.id, first.id);
  assert.equal(again.expiresAt, first.expiresAt);
  // Back from the acquirer's page unpaid, the page reloaded: the same session, its payment to continue.
  const paid = await pay(h, first.id);
  assert.equal((await h.proxy.createSession(structuredClone(input))).id, first.id);
  const other = await h.proxy.createSession({ ...input, orderAmount: '29.99' } as typeof input);
  assert.notEqual(other.id, first.id, 'another cart is another session');
  await payOnHostedPage(h.sandbox, paid.json.action.webUrl, DECLINED);
  await h.settle();
  assert.notEqual((await h.proxy.createSession(structuredClone(input))).id, first.id, 'a failed session is not handed out again');
});

test('subscriptions are not guarded by merchantSubscriptionId (a plan id many subscriptions share): two sessions of one plan both pay', async () => {
  const before = h.sandbox.counts()['subscriptions'] ?? 0;
  const plan = `plan-${ref()}`;
  for (const userId of ['sub-user-1', 'sub-user-2']) {
    const id = await h.createSession(subscriptionInput({ merchantSubscriptionId: plan, userInfo: { userId, userEmail: `${userId}@shop.test` } }));
    const res = await pay(h, id);
    assert.equal(res.status, 200, res.text);
  }
  assert.equal((h.sandbox.counts()['subscriptions'] ?? 0) - before, 2);
});

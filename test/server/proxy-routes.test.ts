import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { CashierView, ProxyError, StatusSnapshot } from '../../src/core/api/cashier.js';
import { assertNoApiKey, createHarness, outbound, payOnHostedPage, SHOP, subscriptionInput } from './harness.js';

// A generous pay limit here: the rate limit has its own test (no socket, so one shared client key).
const h = createHarness({ payRateLimitPerMinute: 10_000 });
after(() => h.close());

const pay = (id: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  h.request('POST', `/sessions/${id}/pay`, { body, ...(headers ? { headers } : {}) });

test('GET sessions/:id answers a CashierView: amount, methods filtered by currency and amount, no saved cards yet', async () => {
  const id = await h.createSession({ orderAmount: '2000.00', orderCurrency: 'USD', brandInfo: { cashierDisplayName: 'Shop', cashierLogoUrl: 'https://cdn.shop.test/logo.png' } } as never);
  const res = await h.request('GET', `/sessions/${id}`);
  assert.equal(res.status, 200);
  const view = CashierView.parse(res.json);
  assert.deepEqual(view.amount, { value: '2000.00', currency: 'USD' });
  const names = view.payMethods.map((m) => m.payMethodName);
  assert.ok(names.includes('CC_VISA'));
  assert.ok(!names.includes('EWALLET_MOCKPAY'), 'MockPay has no USD');
  assert.ok(names.includes('EWALLET_SANDPAY'));
  assert.ok(!names.includes('EWALLET_MOCKPAY') && view.payMethods.every((m) => Number(m.maxAmount) >= 2000), 'amount limits hold');
  assert.deepEqual(view.webUrlHosts, ['acq.test']);
  assert.equal(view.brand?.logoUrl, 'https://cdn.shop.test/logo.png');
  assert.equal(view.status.status, 'open');
  assert.equal(res.headers.get('cache-control'), 'no-store');
});

test('the session restriction paymentInfo.payMethodType narrows the methods; logo_ ids go through logoResolver', async () => {
  const h2 = createHarness({ logoResolver: (id) => (id === 'logo_abc' ? 'https://logos.test/abc.png' : undefined) });
  try {
    const id = await h2.createSession({ paymentInfo: { payMethodType: 'EWALLET', payMethodName: 'EWALLET_SANDPAY' }, brandInfo: { cashierLogoUrl: 'logo_abc' } } as never);
    const view = CashierView.parse((await h2.request('GET', `/sessions/${id}`)).json);
    assert.deepEqual(view.payMethods.map((m) => m.payMethodName), ['EWALLET_SANDPAY']);
    assert.equal(view.brand?.logoUrl, 'https://logos.test/abc.png');
  } finally {
    await h2.close();
  }
});

test('order: pay → action webUrl → hosted card page → callback → status succeeded (inquiry confirmed)', async () => {
  const id = await h.createSession({ successRedirectUrl: `${SHOP}/thanks` } as never);
  const first = await pay(id, { payMethodType: 'CREDITCARD', attempt: 1 });
  assert.equal(first.status, 200);
  const snap = StatusSnapshot.parse(first.json);
  assert.equal(snap.status, 'action_required');
  assert.match(snap.action!.webUrl, /^http:\/\/acq\.test\/hosted\/pay\//);
  assert.equal((await payOnHostedPage(h.sandbox, snap.action!.webUrl)).status, 'success');
  await h.settle();
  const status = StatusSnapshot.parse((await h.request('GET', `/sessions/${id}/status`)).json);
  assert.equal(status.status, 'succeeded');
  assert.equal(status.redirectUrl, `${SHOP}/thanks`);
  // The view reports the stored status too.
  assert.equal(CashierView.parse((await h.request('GET', `/sessions/${id}`)).json).status.status, 'succeeded');
});

test("the language the shopper picked in the cashier's menu goes to the acquirer's page; one the cashier does not speak → 400", async () => {
  const id = await h.createSession();
  const refused = await pay(id, { payMethodType: 'CREDITCARD', attempt: 1, language: 'xx-EVIL' });
  assert.equal(refused.status, 400);
  assert.match(ProxyError.parse(refused.json).error.message, /language/);
  const paid = await pay(id, { payMethodType: 'CREDITCARD', attempt: 1, language: 'de' });
  assert.equal(paid.status, 200, paid.text);
  const sent = h.sent.filter((s) => s.path.endsWith('/order/create')).at(-1)!.body;
  assert.equal(sent.paymentInfo.cashierLanguage, 'de');
  const page = await (await h.sandbox.fetch(new Request(StatusSnapshot.parse(paid.json).action!.webUrl))).text();
  assert.match(page, /<html lang="de/);
});

test('a declined card fails the attempt; attempt 2 is then allowed and succeeds', async () => {
  const id = await h.createSession();
  const one = StatusSnapshot.parse((await pay(id, { payMethodType: 'CREDITCARD', attempt: 1 })).json);
  await payOnHostedPage(h.sandbox, one.action!.webUrl, '4000000000000002');
  await h.settle();
  const failed = StatusSnapshot.parse((await h.request('GET', `/sessions/${id}/status`)).json);
  assert.equal(failed.status, 'failed');
  assert.equal(failed.result?.messageKey, 'error.declined');
  const two = await pay(id, { payMethodType: 'CREDITCARD', attempt: 2 });
  assert.equal(two.status, 200);
  assert.equal(two.json.attempt, 2);
  await payOnHostedPage(h.sandbox, two.json.action.webUrl);
  await h.settle();
  assert.equal((await h.request('GET', `/sessions/${id}/status`)).json.status, 'succeeded');
});

test('GET events streams status snapshots and ends after the final one', async () => {
  const id = await h.createSession();
  const snap = (await pay(id, { payMethodType: 'CREDITCARD', attempt: 1 })).json as StatusSnapshot;
  const res = await h.proxy.fetch(new Request(`${SHOP}/cashier/sessions/${id}/events`));
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /text\/event-stream/);
  const reading = res.text();
  await payOnHostedPage(h.sandbox, snap.action!.webUrl);
  await h.settle();
  const text = await reading;
  outbound.push(text);
  const events = text.split('\n\n').filter((block) => block.includes('event: status'));
  const statuses = events.map((block) => StatusSnapshot.parse(JSON.parse(block.split('\n').find((l) => l.startsWith('data:'))!.slice(5))).status);
  assert.deepEqual(statuses, ['action_required', 'succeeded']);
});

test('SSE: heartbeat comments while nothing happens; a client abort ends the stream', async () => {
  const h2 = createHarness({ heartbeatMs: 20 });
  try {
    const id = await h2.createSession();
    const abort = new AbortController();
    const res = await h2.proxy.fetch(new Request(`${SHOP}/cashier/sessions/${id}/events`, { signal: abort.signal }));
    const reader = res.body!.getReader();
    let text = '';
    while (!text.includes(': heartbeat')) text += new TextDecoder().decode((await reader.read()).value);
    assert.match(text, /event: status\ndata: \{"status":"open"/);
    await reader.cancel();
    abort.abort();
  } finally {
    await h2.close();
  }
});

test('cancel before paying closes the session; paying is then refused', async () => {
  const id = await h.createSession({ cancelRedirectUrl: `${SHOP}/cart` } as never);
  const res = await h.request('POST', `/sessions/${id}/cancel`, { body: {} });
  assert.equal(res.status, 200);
  assert.equal(res.json.status, 'cancelled');
  assert.equal(res.json.redirectUrl, `${SHOP}/cart`);
  const again = await pay(id, { payMethodType: 'CREDITCARD', attempt: 1 });
  assert.equal(again.status, 409);
  assert.equal(ProxyError.parse(again.json).error.code, 'session_closed');
});

test('cancel while an order waits for the shopper cancels it at the acquirer', async () => {
  const id = await h.createSession();
  await pay(id, { payMethodType: 'CREDITCARD', attempt: 1 });
  const res = await h.request('POST', `/sessions/${id}/cancel`, { body: {} });
  assert.equal(res.status, 200);
  assert.equal(res.json.status, 'cancelled');
  assert.equal(res.json.acquirerStatus, 'CANCELLED');
  assert.equal((await h.request('POST', `/sessions/${id}/cancel`, { body: {} })).status, 409);
});

test('subscription: pay, authorize, manage URL once ACTIVE; manage refused before', async () => {
  const id = await h.createSession(subscriptionInput() as never);
  const view = CashierView.parse((await h.request('GET', `/sessions/${id}`)).json);
  assert.equal(view.subscription?.plan.periodType, 'MONTHLY');
  assert.equal((await h.request('GET', `/sessions/${id}/manage`)).status, 409);
  const snap = StatusSnapshot.parse((await pay(id, { payMethodType: 'CREDITCARD', attempt: 1 })).json);
  assert.equal(snap.status, 'action_required');
  await payOnHostedPage(h.sandbox, snap.action!.webUrl);
  await h.settle();
  const done = StatusSnapshot.parse((await h.request('GET', `/sessions/${id}/status`)).json);
  assert.equal(done.status, 'succeeded');
  assert.equal(done.subscription?.manageable, true);
  const manage = await h.request('GET', `/sessions/${id}/manage`);
  assert.equal(manage.status, 200);
  assert.match(manage.json.url, /^http:\/\/acq\.test\//);
  assert.ok(Date.parse(manage.json.expiresAt) > Date.now());
});

test('manage: one URL per session until near its expiredAt, however often and however many at once', async () => {
  const id = await h.createSession(subscriptionInput() as never);
  const snap = StatusSnapshot.parse((await pay(id, { payMethodType: 'CREDITCARD', attempt: 1 })).json);
  await payOnHostedPage(h.sandbox, snap.action!.webUrl);
  await h.settle();
  const before = h.calls.filter((p) => p.endsWith('/subscription/manage')).length;
  const answers = await Promise.all(Array.from({ length: 10 }, () => h.request('GET', `/sessions/${id}/manage`)));
  for (let i = 0; i < 10; i++) answers.push(await h.request('GET', `/sessions/${id}/manage`));
  assert.ok(answers.every((a) => a.status === 200));
  assert.equal(new Set(answers.map((a) => a.json.url)).size, 1, 'the same URL');
  assert.equal(h.calls.filter((p) => p.endsWith('/subscription/manage')).length - before, 1, 'one URL minted');
});

test('refusals: unknown or malformed session ids → 404 ProxyError', async () => {
  for (const id of ['cs_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'nope', '../etc']) {
    const res = await h.request('GET', `/sessions/${encodeURIComponent(id)}`);
    assert.equal(res.status, 404, id);
    assert.equal(ProxyError.parse(res.json).error.messageKey, 'error.sessionNotFound');
  }
  assert.equal((await h.request('GET', '/elsewhere')).status, 404);
});

test('refusals: price, currency, plan, merchant ids and redirect URLs from the browser → 400', async () => {
  const id = await h.createSession();
  const base = { payMethodType: 'CREDITCARD', attempt: 1 };
  for (const extra of [
    { orderAmount: '0.01' },
    { amount: '0.01' },
    { orderCurrency: 'JPY' },
    { currency: 'JPY' },
    { merchantSubscriptionId: 'cheap' },
    { productInfo: {} },
    { merchantId: 'M2' },
    { merchantInfo: { merchantId: 'M2' } },
    { successRedirectUrl: 'https://evil.test' },
    { notifyUrl: 'https://evil.test' },
  ]) {
    const res = await pay(id, { ...base, ...extra });
    assert.equal(res.status, 400, JSON.stringify(extra));
    assert.equal(ProxyError.parse(res.json).error.code, 'field_not_allowed');
  }
  for (const bad of [{ attempt: 1 }, { payMethodType: 'CREDITCARD', attempt: 0 }, { payMethodType: 'CREDITCARD', attempt: '1' }]) {
    assert.equal((await pay(id, bad)).status, 400, JSON.stringify(bad));
  }
  assert.equal((await h.request('POST', `/sessions/${id}/pay`, { raw: 'not json', headers: { 'Content-Type': 'application/json' } })).status, 400);
  assert.equal((await h.request('POST', `/sessions/${id}/pay`, { raw: '{}', headers: { 'Content-Type': 'text/plain' } })).status, 415);
  // Only JSON itself, and only as sent: not a type that merely starts with it, not an encoded body read as plain.
  const good = JSON.stringify({ ...base, attempt: 1 });
  for (const headers of [{ 'Content-Type': 'application/jsonfoo' }, { 'Content-Type': 'application/json-seq' }, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }] as Record<string, string>[]) {
    const res = await h.request('POST', `/sessions/${id}/pay`, { raw: good, headers });
    assert.equal(res.status, 415, JSON.stringify(headers));
    assert.equal(ProxyError.parse(res.json).error.code, 'unsupported_media_type');
  }
  assert.equal((await pay(id, { payMethodType: 'BITCOIN', attempt: 1 })).json.error.code, 'pay_method_not_allowed');
  assert.equal(h.calls.filter((p) => p.endsWith('/order/create')).length >= 0, true);
});

test('refusals: attempts out of order → 409; a new attempt only after a failure, or replacing an order left waiting', async () => {
  const id = await h.createSession();
  assert.equal((await pay(id, { payMethodType: 'CREDITCARD', attempt: 2 })).json.error.code, 'attempt_out_of_order');
  const sub = await h.createSession(subscriptionInput());
  assert.equal((await pay(sub, { payMethodType: 'CREDITCARD', attempt: 1 })).status, 200);
  const second = await pay(sub, { payMethodType: 'EWALLET', payMethodName: 'EWALLET_SANDPAY', attempt: 2 });
  assert.equal(second.status, 409, 'a subscription waiting for authorization cannot be cancelled at the acquirer, so it is not replaced');
  assert.equal(second.json.error.code, 'attempt_in_progress');
});

test('another method after coming back unpaid: the waiting order is cancelled at the acquirer, the new one pays, one order is paid', async () => {
  const id = await h.createSession();
  const mark = h.sent.length;
  const one = StatusSnapshot.parse((await pay(id, { payMethodType: 'EWALLET', payMethodName: 'EWALLET_SANDPAY', attempt: 1 })).json);
  assert.equal(one.status, 'action_required');
  const firstRequest = h.sent.slice(mark).find((s) => s.path.endsWith('/order/create'))!.body.paymentRequestId;
  const two = await pay(id, { payMethodType: 'CREDITCARD', attempt: 2 });
  assert.equal(two.status, 200, JSON.stringify(two.json));
  assert.equal(two.json.attempt, 2);
  const cancelled = await h.proxy.acquirer.orderInquiry({ paymentRequestId: firstRequest });
  assert.equal(cancelled.orderStatus, 'CANCELLED');
  await payOnHostedPage(h.sandbox, two.json.action.webUrl);
  await h.settle();
  const status = StatusSnapshot.parse((await h.request('GET', `/sessions/${id}/status`)).json);
  assert.equal(status.status, 'succeeded');
  assert.equal(status.attempt, 2);
  // The cancellation's callback for attempt 1 arrives late and changes nothing.
  await h.settle();
  assert.equal((await h.request('GET', `/sessions/${id}/status`)).json.status, 'succeeded');
});

test('another method after the first was paid on its page meanwhile: the payment stands, the new attempt is refused', async () => {
  const id = await h.createSession();
  const mark = h.sent.length;
  const one = StatusSnapshot.parse((await pay(id, { payMethodType: 'CREDITCARD', attempt: 1 })).json);
  // Paid on the acquirer's page, its callback not delivered yet.
  await payOnHostedPage(h.sandbox, one.action!.webUrl);
  const two = await pay(id, { payMethodType: 'EWALLET', payMethodName: 'EWALLET_SANDPAY', attempt: 2 });
  assert.equal(two.status, 409);
  assert.equal(two.json.error.code, 'session_closed');
  const status = StatusSnapshot.parse((await h.request('GET', `/sessions/${id}/status`)).json);
  assert.equal(status.status, 'succeeded');
  assert.equal(status.attempt, 1);
  assert.equal(h.sent.slice(mark).filter((s) => s.path.endsWith('/order/create')).length, 1, 'no second order');
  await h.settle();
});

test('saved cards: the shopper\'s own token shows masked in the view and pays; another shopper\'s token → 400', async () => {
  const first = await h.createSession({ userInfo: { userId: 'saver', userEmail: 'saver@shop.test' }, paymentInfo: { setupFutureUsage: true } } as never);
  const snap = (await pay(first, { payMethodType: 'CREDITCARD', attempt: 1 })).json as StatusSnapshot;
  await payOnHostedPage(h.sandbox, snap.action!.webUrl);
  await h.settle();

  const second = await h.createSession({ userInfo: { userId: 'saver', userEmail: 'saver@shop.test' } } as never);
  const view = CashierView.parse((await h.request('GET', `/sessions/${second}`)).json);
  assert.equal(view.savedCards.length, 1);
  const card = view.savedCards[0]!;
  assert.match(card.maskedCardInfo, /^424242\*+4242$/);
  assert.equal(card.payMethodType, 'CREDITCARD');

  const stranger = await h.createSession({ userInfo: { userId: 'stranger', userEmail: 'stranger@shop.test' } } as never);
  assert.equal((await h.request('GET', `/sessions/${stranger}`)).json.savedCards.length, 0);
  const stolen = await pay(stranger, { payMethodType: 'CREDITCARD', tokenId: card.tokenId, attempt: 1 });
  assert.equal(stolen.status, 400);
  assert.equal(stolen.json.error.code, 'token_not_allowed');
  // A token never issued (the acquirer refuses the lookup): the browser's error too, not a 502.
  const unknown = await pay(stranger, { payMethodType: 'CREDITCARD', tokenId: 'tok_never_issued', attempt: 1 });
  assert.deepEqual([unknown.status, unknown.json.error.code], [400, 'token_not_allowed']);

  const paid = await pay(second, { payMethodType: card.payMethodType, payMethodName: card.payMethodName, tokenId: card.tokenId, attempt: 1 });
  assert.equal(paid.status, 200);
  await h.settle();
  assert.equal((await h.request('GET', `/sessions/${second}/status`)).json.status, 'succeeded');
});

test('CORS: allowed origins get CORS headers, others 403; preflight 204; same origin allowed', async () => {
  const id = await h.createSession();
  const partner = await h.request('GET', `/sessions/${id}`, { headers: { Origin: 'https://widget.partner.test' } });
  assert.equal(partner.status, 200);
  assert.equal(partner.headers.get('access-control-allow-origin'), 'https://widget.partner.test');
  const evil = await h.request('GET', `/sessions/${id}`, { headers: { Origin: 'https://evil.test' } });
  assert.equal(evil.status, 403);
  assert.equal(evil.headers.get('access-control-allow-origin'), null);
  assert.equal((await h.request('POST', `/sessions/${id}/pay`, { body: { payMethodType: 'CREDITCARD', attempt: 1 }, headers: { Origin: 'https://evil.test' } })).status, 403);
  const pre = await h.request('OPTIONS', `/sessions/${id}/pay`, { headers: { Origin: 'https://widget.partner.test', 'Access-Control-Request-Method': 'POST' } });
  assert.equal(pre.status, 204);
  assert.match(pre.headers.get('access-control-allow-methods') ?? '', /POST/);
  assert.equal((await h.request('GET', `/sessions/${id}`, { headers: { Origin: SHOP } })).status, 200);
});

test('a body over 16 KB → 413; security headers on every answer, errors included', async () => {
  const id = await h.createSession();
  const big = await h.request('POST', `/sessions/${id}/pay`, { raw: JSON.stringify({ payMethodType: 'x'.repeat(17 * 1024), attempt: 1 }), headers: { 'Content-Type': 'application/json' } });
  assert.equal(big.status, 413);
  assert.equal(ProxyError.parse(big.json).error.code, 'body_too_large');
  for (const res of [big, await h.request('GET', `/sessions/${id}`), await h.request('GET', '/sessions/nope')]) {
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(res.headers.get('referrer-policy'), 'no-referrer');
    assert.equal(res.headers.get('x-frame-options'), 'DENY');
    assert.match(res.headers.get('content-security-policy') ?? '', /default-src 'none'/);
    assert.ok(res.headers.get('x-request-id'));
  }
});

test('pay is rate limited per client: the 11th call in a minute → 429 with Retry-After', async () => {
  const h2 = createHarness({ trustProxy: true });
  try {
    const id = await h2.createSession();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await h2.request('POST', `/sessions/${id}/pay`, { body: { attempt: 1 }, headers: { 'X-Forwarded-For': '203.0.113.7' } })).status);
    assert.deepEqual(statuses.slice(0, 10), Array(10).fill(400));
    assert.equal(statuses[10], 429);
    const other = await h2.request('POST', `/sessions/${id}/pay`, { body: { attempt: 1 }, headers: { 'X-Forwarded-For': '198.51.100.1' } });
    assert.equal(other.status, 400, 'another client has its own bucket');
  } finally {
    await h2.close();
  }
});

test('every request is logged as one entry with request id, method, path, status and ms', () => {
  const requests = h.logs.filter((e) => e.msg === 'request');
  assert.ok(requests.length > 20);
  for (const entry of requests) {
    assert.equal(typeof entry.requestId, 'string');
    assert.equal(typeof entry.ms, 'number');
    assert.match(String(entry.path), /^\/cashier\//);
  }
  assert.ok(!h.logs.some((e) => /4242424242424242/.test(JSON.stringify(e))), 'no card numbers');
  assert.ok(!h.logs.some((e) => /hosted\/pay\/[A-Za-z0-9_-]+\?/.test(JSON.stringify(e))));
});

test('no response body or log line of this suite carries the API key', () => {
  assert.ok(assertNoApiKey() > 50);
});

test('budgets: a negative, NaN or unknown budget is refused when the proxy is created', () => {
  for (const budgets of [{ streamsPerSession: -1 }, { inquiryIntervalMs: Number.NaN }, { streamsPerSessoin: 4 }]) {
    assert.throws(() => createHarness({ budgets: budgets as never }), /budget/);
  }
});

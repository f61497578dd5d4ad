import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { SessionInputError, SessionOwnershipError, type SessionResult } from '../../../src/server/index.js';
import { Hono } from 'hono';
import { registerSessionRoute } from '../../../src/server/standalone/session-route.js';
import { assertNoApiKey, createHarness } from '../harness.js';
import { manageInput, subscribe } from '../manage-helpers.js';

const results: SessionResult[] = [];
const h = createHarness({ onResult: (r) => void results.push(r) });
after(() => h.close());

describe('subscription-manage sessions', { timeout: 30_000 }, () => {
  test('createSession of a subscription names its subscriptionRequest; onResult names it with the subscriptionId', async () => {
    const sub = await subscribe(h);
    assert.match(sub.subscriptionRequest, /^[A-Za-z0-9_-]{16}-1$/);
    const told = results.find((r) => r.sessionId === sub.sessionId && r.status === 'succeeded');
    assert.equal(told?.subscriptionRequest, sub.subscriptionRequest);
    assert.equal(told?.subscriptionId, sub.subscriptionId);
  });

  test('created by subscriptionId or by subscriptionRequest for its user: an id and an expiry, the view answers', async () => {
    const sub = await subscribe(h);
    for (const by of [{ subscriptionId: sub.subscriptionId }, { subscriptionRequest: sub.subscriptionRequest, subscriptionId: undefined }]) {
      const created = await h.proxy.createSession(manageInput(sub, by));
      assert.match(created.id, /^ms_[A-Za-z0-9_-]{32}$/);
      assert.ok(Date.parse(created.expiresAt) > Date.now());
      assert.deepEqual(Object.keys(created).sort(), ['expiresAt', 'id']);
      const view = await h.request('GET', `/sessions/${created.id}`);
      assert.equal(view.status, 200);
      assert.equal(view.json.kind, 'subscription-manage');
    }
  });

  test("another user's subscription: SessionOwnershipError, nothing stored", async () => {
    const sub = await subscribe(h);
    const before = h.calls.length;
    await assert.rejects(h.proxy.createSession(manageInput(sub, { userInfo: { userId: 'user-9' } })), (e: unknown) => {
      assert.ok(e instanceof SessionOwnershipError);
      assert.equal(e.code, 'subscription_not_owned');
      return true;
    });
    assert.deepEqual(h.calls.slice(before).map((p) => p.split('/').slice(-2).join('/')), ['subscription/inquiry']);
  });

  test('an unknown subscription: SessionInputError naming the field', async () => {
    await assert.rejects(h.proxy.createSession(manageInput({ subscriptionId: 'SUB_unknown_0000' })), (e: unknown) => {
      assert.ok(e instanceof SessionInputError);
      assert.equal(e.code, 'subscription_not_found');
      assert.deepEqual(e.issues.map((i) => i.path), ['subscriptionId']);
      return true;
    });
  });

  test('bad input is refused before the acquirer is asked: both ids, neither, a bad plan, a bad language', async () => {
    const before = h.calls.length;
    const bad: Record<string, unknown>[] = [
      { subscriptionId: 'a', subscriptionRequest: 'b' },
      { subscriptionId: undefined },
      { userInfo: {} },
      { plans: [{ planId: 'x', description: 'X', amount: 'free', currency: 'EUR', periodType: 'MONTHLY', periodInterval: 1 }] },
      { plans: [{ planId: 'x', description: 'X', amount: '1.00', currency: 'EUR', periodType: 'WEEKLY', periodInterval: 9 }] },
      { cashierLanguage: 'not a tag!' },
      { returnUrl: 'javascript:alert(1)' },
    ];
    for (const over of bad) {
      await assert.rejects(h.proxy.createSession(manageInput({ subscriptionId: 'SUB_1' }, over)), SessionInputError, JSON.stringify(over));
    }
    assert.equal(h.calls.length, before);
  });

  test("a credit the subscription's currency cannot carry: SessionInputError at createSession, not a 500 at every plan click", async () => {
    const sub = await subscribe(h, '4242424242424242', { currency: 'JPY', amount: '1000' });
    const error = await h.proxy.createSession(manageInput(sub, { remainingAmount: '4.50' })).then(() => undefined, (e: unknown) => e);
    assert.ok(error instanceof SessionInputError);
    assert.match(error.message, /remainingAmount: has more decimals than JPY has \(0\)/);
    assert.ok(await h.proxy.createSession(manageInput(sub, { remainingAmount: '450' })));
  });

  test('its refusals say what is wrong in words, as a checkout session\'s do', async () => {
    const plan = { planId: 'x', description: 'X', amount: '1.00', currency: 'EUR', periodType: 'MONTHLY', periodInterval: 1 };
    const rows: Array<[Record<string, unknown>, RegExp]> = [
      [{ userInfo: undefined }, /userInfo: is required/],
      [{ plans: [{ ...plan, periodInterval: '1' }] }, /plans\[0\]\.periodInterval: /],
      [{ plans: [{ ...plan, periodType: 'monthly' }] }, /plans\[0\]\.periodType: must be one of DAILY, WEEKLY, MONTHLY/],
      [{ plans: 'plan-max' }, /plans: /],
      [{ plans: [{ ...plan, currency: 'eur' }] }, /plans\[0\]\.currency: must be an ISO 4217 currency code/],
      [{ plans: [{ ...plan, amount: '1.005' }] }, /plans\[0\]\.amount: has more decimals than EUR has \(2\)/],
    ];
    for (const [over, message] of rows) {
      const error = await h.proxy.createSession(manageInput({ subscriptionId: 'SUB_1' }, over)).then(() => undefined, (e: unknown) => e);
      assert.ok(error instanceof SessionInputError, JSON.stringify(over));
      assert.match(error.message, message);
      assert.doesNotMatch(error.message, /Invalid input/);
    }
  });

  test('a manage session is no checkout: pay, status and cancel answer 404', async () => {
    const sub = await subscribe(h);
    const { id } = await h.proxy.createSession(manageInput(sub));
    assert.equal((await h.request('POST', `/sessions/${id}/pay`, { body: { payMethodType: 'CREDITCARD', attempt: 1 } })).status, 404);
    assert.equal((await h.request('GET', `/sessions/${id}/status`)).status, 404);
    assert.equal((await h.request('POST', `/sessions/${id}/cancel`, { body: {} })).status, 404);
    assertNoApiKey();
  });

  test("the standalone's POST /sessions: a page for the owner 201, for another user 403 subscription_not_owned", async () => {
    const sub = await subscribe(h);
    const app = new Hono();
    const token = 'tok_manage_sessions_0123456789abcdef';
    registerSessionRoute(app, h.proxy, { serverToken: token, publicUrl: 'https://shop.test', basePath: '/cashier' });
    const post = (body: unknown) => app.request('/sessions', { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const own = await post(manageInput(sub));
    assert.equal(own.status, 201);
    assert.match(((await own.json()) as { id: string }).id, /^ms_/);
    const other = await post(manageInput(sub, { userInfo: { userId: 'user-9' } }));
    assert.equal(other.status, 403);
    assert.equal(((await other.json()) as { error: { code: string } }).error.code, 'subscription_not_owned');
  });
});

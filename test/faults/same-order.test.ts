/**
 * One merchant order, one payment, across processes (attempt/order-claim.ts): two
 * sessions of one merchantOrderId — two tabs, or a reload whose input differs — on two
 * proxy processes sharing one redis-server, with the sandbox in its own process behind
 * the fault relay. What the acquirer created is read from the sandbox's ledger.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { StatusSnapshot } from '../../src/core/api/cashier.js';
import { isProxyClientError } from '../../src/client/proxy-client-error.js';
import { redisServerMissing } from '../support/redis-server.js';
import { armFault, createSession, orderSession, runLog } from './flow.js';
import { APPROVED_CARD, DECLINED_CARD, submitCard, widgetClient } from './shopper.js';
import { startWorld, type World } from './world.js';

let world: World | undefined;
const log = runLog();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Two sessions of one order, created on either process; the second page view's input differs (its return page). */
async function twoSessions(ref: string): Promise<[string, string]> {
  const a = await createSession(world!, 0, orderSession(ref), log);
  const b = await createSession(world!, 1, { ...orderSession(ref), returnUrl: 'http://shop.test/checkout?view=2' }, log);
  assert.notEqual(a, b);
  return [a, b];
}

/** The pay call as the widget makes it: its answer, or the refusal's status and code. */
async function pay(proxy: number, sessionId: string, attempt = 1): Promise<{ snapshot?: StatusSnapshot; status: number; code?: string }> {
  try {
    return { snapshot: await widgetClient(world!.proxies[proxy]!.url).pay(sessionId, { payMethodType: 'CREDITCARD', attempt }), status: 200 };
  } catch (error) {
    if (!isProxyClientError(error)) throw error;
    return { status: error.status, code: error.code };
  }
}

/** Polls the status (as the widget does without a stream) until it is `want`. */
async function until(sessionId: string, want: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  let last = '';
  while (Date.now() < deadline) {
    last = (await widgetClient(world!.proxies[0]!.url).getStatus(sessionId)).status;
    if (last === want) return;
    await sleep(200);
  }
  assert.fail(`session status ${last}, want ${want}`);
}

const ordersOf = async (ref: string) => (await world!.sandbox.ledger()).ledger[`order:${ref}`] ?? [];
const orderStatuses = async (ref: string) => Promise.all((await ordersOf(ref)).map(async (id) => (await world!.truth.orderInquiry({ acquiringOrderId: id })).orderStatus));

describe('one order, one payment, across two proxy processes', { skip: redisServerMissing ?? false, timeout: 180_000 }, () => {
  before(async () => {
    world = await startWorld();
  });
  after(async () => {
    await world?.close();
  });

  it('both sessions pay at the same instant on different processes: one order open at the acquirer', async () => {
    for (let round = 0; round < 4; round++) {
      const ref = `so-race-${round}-${Date.now() % 1e6}`;
      const [a, b] = await twoSessions(ref);
      const answers = await Promise.all([pay(0, a), pay(1, b)]);
      const statuses = answers.map((r) => r.status).sort();
      const orders = await ordersOf(ref);
      if (statuses[1] === 503) {
        // Both at once: the second found the first's create under way.
        assert.equal(answers.find((r) => r.status === 503)!.code, 'paying_in_another_session');
        assert.equal(orders.length, 1, `round ${round}: one order`);
      } else {
        // One after the other: the later cancelled the earlier's waiting order at the acquirer first.
        assert.deepEqual(statuses, [200, 200], JSON.stringify(answers));
        assert.deepEqual((await orderStatuses(ref)).sort(), ['CANCELLED', 'PAY_IN_PROGRESS'], `round ${round}`);
      }
      assert.ok(orders.length <= 2);
    }
  });

  it("a payment left on the acquirer's page in one session: the other session's Pay (other process) cancels it there and pays; a lost cancel answer refuses first, then the acquirer's word frees the order; one charge", async () => {
    const ref = `so-left-${Date.now() % 1e6}`;
    const [a, b] = await twoSessions(ref);
    const first = await pay(0, a);
    assert.equal(first.status, 200, JSON.stringify(first));
    // Every try of the cancel commits at the acquirer and loses its answer.
    armFault(world!, 'acquirer', '/api/v1/order/cancel', { action: 'drop-answer', times: 3 });
    const refused = await pay(1, b);
    assert.equal(refused.code, 'paying_in_another_session', JSON.stringify(refused));
    assert.equal((await ordersOf(ref)).length, 1, 'nothing created while the cancel is unconfirmed');
    world!.acquirerRelay.clearRules();
    const second = await pay(1, b);
    assert.equal(second.status, 200, JSON.stringify(second));
    await assert.rejects(submitCard(first.snapshot!.action!.webUrl, APPROVED_CARD), /payment_closed/);
    await submitCard(second.snapshot!.action!.webUrl, APPROVED_CARD);
    await until(b, 'succeeded');
    assert.deepEqual((await orderStatuses(ref)).sort(), ['CANCELLED', 'PAY_SUCCESS']);
    // A's session read the acquirer's word on its order after the lost answer: cancelled, closed.
    assert.equal((await widgetClient(world!.proxies[0]!.url).getStatus(a)).status, 'cancelled');
    assert.equal((await pay(0, a, 2)).code, 'session_closed');
  });

  it('declined in one tab, then paid in the other (another process): works; one charge', async () => {
    const ref = `so-decl-${Date.now() % 1e6}`;
    const [a, b] = await twoSessions(ref);
    const first = await pay(0, a);
    await submitCard(first.snapshot!.action!.webUrl, DECLINED_CARD);
    await until(a, 'failed');
    const second = await pay(1, b);
    assert.equal(second.status, 200, JSON.stringify(second));
    await submitCard(second.snapshot!.action!.webUrl, APPROVED_CARD);
    await until(b, 'succeeded');
    assert.equal((await pay(0, a, 2)).code, 'paid_in_another_session');
    const orders = await ordersOf(ref);
    assert.equal(orders.length, 2);
    const charged = await Promise.all(orders.map(async (id) => (await world!.truth.orderInquiry({ acquiringOrderId: id })).orderStatus));
    assert.deepEqual(charged.filter((s) => s === 'PAY_SUCCESS').length, 1, charged.join());
  });

  it("an ambiguous failure of one session's pay (answer lost, acquirer not askable): the other waits for its outcome, asking the acquirer, and never pays both", async () => {
    const ref = `so-amb-${Date.now() % 1e6}`;
    const [a, b] = await twoSessions(ref);
    // Every try of A's create commits at the acquirer and loses its answer; the inquiry after it fails too.
    armFault(world!, 'acquirer', '/api/v1/order/create', { action: 'drop-answer', times: 3 }, ref);
    world!.acquirerRelay.rule({ path: /\/order\/inquiry$/, action: 'unavailable', times: 3 });
    const first = await pay(0, a);
    assert.ok(first.status >= 500, JSON.stringify(first));
    assert.equal((await ordersOf(ref)).length, 1, 'the acquirer holds A\'s order; the proxies do not know');
    world!.acquirerRelay.clearRules();
    // B cannot learn A's outcome: refused, nothing sent.
    world!.acquirerRelay.rule({ path: /\/order\/inquiry$/, action: 'unavailable', times: 3 });
    assert.equal((await pay(1, b)).code, 'paying_in_another_session');
    world!.acquirerRelay.clearRules();
    // B asks the acquirer now: A's order (found, not created again) waits for the shopper; cancelled there, it gives way to B.
    const inquiries = world!.acquirerRelay.seen.filter((r) => r.path.endsWith('/order/inquiry')).length;
    const second = await pay(1, b);
    assert.equal(second.status, 200, JSON.stringify(second));
    assert.ok(world!.acquirerRelay.seen.filter((r) => r.path.endsWith('/order/inquiry')).length > inquiries, 'B\'s pay asked the acquirer');
    assert.equal((await widgetClient(world!.proxies[0]!.url).getStatus(a)).status, 'failed', 'A follows: replaced');
    await submitCard(second.snapshot!.action!.webUrl, APPROVED_CARD);
    await until(b, 'succeeded');
    assert.deepEqual((await orderStatuses(ref)).sort(), ['CANCELLED', 'PAY_SUCCESS']);
    await sleep(500);
    const told = world!.results().filter((r) => r.merchantReference === ref);
    // Each process tells its own, so in either order.
    assert.deepEqual(told.map((r) => `${r.sessionId} ${r.status}`).sort(), [`${a} failed`, `${b} succeeded`].sort(), 'onResult heard one payment of the order');
  });
});

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

describe('one order, one payment, across two proxy processes', { skip: redisServerMissing ?? false, timeout: 180_000 }, () => {
  before(async () => {
    world = await startWorld();
  });
  after(async () => {
    await world?.close();
  });

  it('both sessions pay at the same instant on different processes: exactly one order reaches the acquirer', async () => {
    for (let round = 0; round < 4; round++) {
      const ref = `so-race-${round}-${Date.now() % 1e6}`;
      const [a, b] = await twoSessions(ref);
      const answers = await Promise.all([pay(0, a), pay(1, b)]);
      assert.deepEqual(answers.map((r) => r.status).sort(), [200, 503], JSON.stringify(answers));
      assert.equal(answers.find((r) => r.status === 503)!.code, 'paying_in_another_session');
      assert.equal((await ordersOf(ref)).length, 1, `round ${round}: one order`);
    }
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

  it("an ambiguous failure of one session's pay (answer lost, acquirer not askable): the other waits for its outcome, asking the acquirer, and never pays again", async () => {
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
    // B asks the acquirer now: A's order waits for the shopper, so B is still refused.
    const inquiries = world!.acquirerRelay.seen.filter((r) => r.path.endsWith('/order/inquiry')).length;
    assert.equal((await pay(1, b)).code, 'paying_in_another_session');
    assert.ok(world!.acquirerRelay.seen.filter((r) => r.path.endsWith('/order/inquiry')).length > inquiries, 'B\'s pay asked the acquirer');
    assert.equal((await ordersOf(ref)).length, 1, 'no second order');
    // A's page learns its own order (the one B's inquiry found, not created again) and the shopper pays it.
    const status = await widgetClient(world!.proxies[0]!.url).getStatus(a);
    assert.equal(status.status, 'action_required', JSON.stringify(status));
    await submitCard(status.action!.webUrl, APPROVED_CARD);
    await until(a, 'succeeded');
    assert.equal((await pay(1, b)).code, 'paid_in_another_session');
    assert.equal((await ordersOf(ref)).length, 1);
    await sleep(500);
    const told = world!.results().filter((r) => r.merchantReference === ref);
    assert.deepEqual(told.map((r) => [r.sessionId, r.status]), [[a, 'succeeded']], 'onResult heard one payment of the order');
  });
});

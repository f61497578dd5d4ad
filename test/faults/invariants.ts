/**
 * The invariants of issue #15, checked after each run against the acquirer's truth:
 *   - no double payment: per merchant reference, at most one acquirer object per
 *     attempt, and at most one of them charged;
 *   - no lost result: onResult heard each settled (attempt, status) exactly once over
 *     both processes, and the last one is the acquirer's truth;
 *   - no stuck session and a timely shopper: the shopper saw the true final state
 *     within 10 s of the acquirer deciding it, and both processes report it.
 */
import { cashierStatusOfOrder, cashierStatusOfSubscription, isFinalCashierStatus, type CashierStatus } from '../../src/core/api/status.js';
import type { ProxyResult } from '../support/proxy-process.js';
import { VISIBLE_WITHIN_MS, type PaidSession } from './flow.js';
import { widgetClient } from './shopper.js';
import type { World } from './world.js';

export interface Truth {
  ids: string[];
  /** Cashier status of each object, as the acquirer's own state maps to it. */
  statuses: string[];
  /** The cashier status the session must end in. */
  expected: string;
}

/** Asks the sandbox (directly, not through the relay) about every object of a ledger key. */
export async function truthOf(world: World, paid: Pick<PaidSession, 'ledgerKey' | 'kind'>): Promise<Truth> {
  const { ledger } = await world.sandbox.ledger();
  const ids = ledger[paid.ledgerKey] ?? [];
  const statuses = await Promise.all(
    ids.map(async (id) =>
      paid.kind === 'order'
        ? cashierStatusOfOrder((await world.truth.orderInquiry({ acquiringOrderId: id })).orderStatus)
        : cashierStatusOfSubscription((await world.truth.subscriptionInquiry({ subscriptionId: id })).subscriptionStatus),
    ),
  );
  return { ids, statuses, expected: statuses.includes('succeeded') ? 'succeeded' : (statuses.at(-1) ?? 'none') };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** onResult runs after the answer, in the background: give it a moment to arrive. */
async function resultsOf(world: World, sessionId: string, expectedCount: number): Promise<ProxyResult[]> {
  const deadline = Date.now() + 3_000;
  for (;;) {
    const results = world.results().filter((r) => r.sessionId === sessionId);
    if (results.length >= expectedCount || Date.now() > deadline) {
      await sleep(300); // a late duplicate would arrive now
      return world.results().filter((r) => r.sessionId === sessionId);
    }
    await sleep(100);
  }
}

export async function checkPaidSession(world: World, paid: PaidSession): Promise<{ violations: string[]; truth: Truth }> {
  const violations: string[] = [];
  const truth = await truthOf(world, paid);
  const charged = truth.statuses.filter((s) => s === 'succeeded').length;
  if (charged > 1) violations.push(`double payment: ${charged} charged objects for ${paid.ledgerKey}: ${truth.ids.join(', ')}`);
  if (truth.ids.length > paid.attempts) violations.push(`double order: ${truth.ids.length} acquirer objects for ${paid.attempts} attempt(s) of ${paid.ledgerKey}: ${truth.ids.join(', ')}`);
  if (truth.ids.length === 0) violations.push(`nothing reached the acquirer for ${paid.ledgerKey}`);

  if (paid.stuck) violations.push(`stuck: ${paid.stuck}`);
  else if (paid.seen) {
    const late = paid.seen.at - (paid.committedAt ?? paid.seen.at);
    if (paid.seen.snapshot.status !== truth.expected) violations.push(`shopper saw ${paid.seen.snapshot.status}, the acquirer says ${truth.expected}`);
    if (late > VISIBLE_WITHIN_MS) violations.push(`shopper saw the final state ${late} ms after it existed (limit ${VISIBLE_WITHIN_MS} ms)`);
  }

  // The session's final view (what a reload shows) and its status route, on both processes.
  for (const proxy of world.proxies) {
    const client = widgetClient(proxy.url);
    for (const [route, read] of [['view', async () => (await client.getView(paid.sessionId)).status], ['status', () => client.getStatus(paid.sessionId)]] as const) {
      try {
        const status = await read();
        if (status.status !== truth.expected) violations.push(`proxy ${proxy.name} ${route} says ${status.status} (attempt ${status.attempt}), the acquirer says ${truth.expected}`);
      } catch (error) {
        violations.push(`proxy ${proxy.name} ${route} failed: ${(error as Error).message}`);
      }
    }
  }

  // onResult is owed for settled statuses only; a session the shopper never got through is judged as stuck above.
  const lastSettled = isFinalCashierStatus(truth.expected as CashierStatus) ? [`${paid.attempts}:${truth.expected}`] : [];
  const settled = paid.declinedFirst && paid.attempts === 2 ? [`1:failed`, ...lastSettled] : lastSettled;
  const results = await resultsOf(world, paid.sessionId, settled.length);
  const heard = new Map<string, number>();
  for (const r of results) heard.set(`${r.attempt}:${r.status}`, (heard.get(`${r.attempt}:${r.status}`) ?? 0) + 1);
  for (const key of settled) {
    const times = heard.get(key) ?? 0;
    if (times !== 1) violations.push(`onResult heard ${key} ${times} times (want once); heard: ${JSON.stringify([...heard])}`);
  }
  for (const [key, times] of heard) if (!settled.includes(key)) violations.push(`onResult heard ${key} (${times}x), which the acquirer's truth does not support`);
  return { violations, truth };
}

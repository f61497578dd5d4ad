/**
 * Runs one plan end to end in a world and checks the invariants: an order or a
 * subscription paid under the plan's faults; for `refund` the paid order is then
 * refunded with the fault on order/refund; for `change` the paid subscription's plan is
 * then changed with the fault on subscription/change.
 */
import { armFault, changeSession, createSession, orderSession, paySession, replayCallbacks, runLog, subscriptionSession, type RunLog } from './flow.js';
import { checkPaidSession } from './invariants.js';
import type { Plan } from './plan.js';
import type { World } from './world.js';

export interface RunReport {
  plan: Plan;
  ref: string;
  violations: string[];
  notes: string[];
  ms: number;
  /** From the acquirer deciding to the shopper seeing it, per checked session. */
  visibleMs: number[];
  /** How many requests each relay action touched during the run (pass excluded): proof the faults fired. */
  fired: Record<string, number>;
}

const CREATE_PATH = { order: '/api/v1/order/create', subscription: '/api/v1/subscription/create' } as const;
const INQUIRY_PATH = /\/(order|subscription)\/inquiry$/;
const NOTIFY_PATH = '/cashier/notify';

export async function runPlan(world: World, plan: Plan, runId: string): Promise<RunReport> {
  const started = Date.now();
  const ref = `f${runId}`;
  const log = runLog();
  const report: RunReport = { plan, ref, violations: [], notes: log.notes, ms: 0, visibleMs: [], fired: {} };
  const seenBefore = [world.acquirerRelay.seen.length, world.callbackRelay.seen.length] as const;
  world.pickProxy = alternating(plan.seed);
  try {
    const firstKind = plan.kind === 'order' || plan.kind === 'refund' ? 'order' : 'subscription';
    const faulted = plan.kind === 'order' || plan.kind === 'subscription';
    const first = await paidFlow(world, plan, firstKind, ref, faulted, log, report);
    if (plan.kind === 'refund' && first) await refundFlow(world, plan, first, ref, log, report);
    if (plan.kind === 'change' && first) await changeFlow(world, plan, first, ref, log, report);
  } catch (error) {
    report.violations.push(`run failed: ${(error as Error).stack ?? error}`);
  } finally {
    world.acquirerRelay.clearRules();
    world.callbackRelay.clearRules();
    await restartCrashed(world, log);
  }
  report.ms = Date.now() - started;
  const touched = [...world.acquirerRelay.seen.slice(seenBefore[0]), ...world.callbackRelay.seen.slice(seenBefore[1])];
  for (const r of touched) if (r.action !== 'pass') report.fired[r.action] = (report.fired[r.action] ?? 0) + 1;
  log.note(`faults fired: ${JSON.stringify(report.fired)}`);
  return report;
}

async function restartCrashed(world: World, log: RunLog): Promise<void> {
  for (let i = 0; i < world.proxies.length; i++) {
    if (!world.proxies[i]!.exited()) continue;
    await world.restartProxy(i);
    log.note(`proxy ${i} restarted`);
  }
}

/** The callbacks of this run as the relay saw them: what was done and what the proxy answered. */
function noteCallbacks(world: World, tag: string, log: RunLog): void {
  const callbacks = world.callbackRelay.seen.filter((r) => r.path.endsWith('/notify') && r.body.toString('utf8').includes(tag));
  const described = callbacks.map((r) => `${(JSON.parse(r.body.toString('utf8')) as { notifyType?: string }).notifyType} ${r.action} → ${r.target?.slice(-4) ?? '-'} ${r.status ?? 'no answer'}`);
  log.note(`callbacks: ${described.join('; ') || 'none'}`);
}

/** Which proxy each callback reaches first: seeded, so a replay makes the same choices. */
function alternating(seed: number): () => number {
  let n = seed;
  return () => (n = (n * 1103515245 + 12345) >>> 0) % 2;
}

/** Pays a session (faulted or clean) and checks it; returns the acquirer's id of the paid object. */
async function paidFlow(world: World, plan: Plan, kind: 'order' | 'subscription', ref: string, faulted: boolean, log: RunLog, report: RunReport): Promise<string | undefined> {
  if (faulted) {
    armFault(world, 'acquirer', CREATE_PATH[kind], plan.createFault, ref);
    armFault(world, 'acquirer', INQUIRY_PATH, plan.inquiryFault);
    armFault(world, 'callback', NOTIFY_PATH, plan.callbackFault, ref);
  }
  const input = kind === 'order' ? orderSession(ref) : subscriptionSession(ref);
  const sessionId = await createSession(world, plan.merchantProxy, input, log);
  log.note(`${kind} session ${sessionId} (${ref})`);
  const { disruption: _none, ...undisrupted } = plan;
  const cleanPlan: Plan = faulted ? plan : { ...undisrupted, declineFirst: false };
  const paid = await paySession(world, cleanPlan, sessionId, `${kind}:${ref}`, kind, ref, log);
  // Operations restart a crashed process; the checks then ask both.
  await restartCrashed(world, log);
  noteCallbacks(world, ref, log);
  if (faulted) await replayCallbacks(world, plan, ref, log);
  const { violations, truth } = await checkPaidSession(world, paid);
  report.violations.push(...violations);
  if (paid.seen && paid.committedAt) report.visibleMs.push(paid.seen.at - paid.committedAt);
  world.acquirerRelay.clearRules();
  world.callbackRelay.clearRules();
  const paidIndex = truth.statuses.indexOf('succeeded');
  return paidIndex >= 0 ? truth.ids[paidIndex] : undefined;
}

/** The merchant's back office refunds 5.00 of the paid order while the refund's answer is lost; it retries the same refundRequestId. */
async function refundFlow(world: World, plan: Plan, acquiringOrderId: string, ref: string, log: RunLog, report: RunReport): Promise<void> {
  const refundRequestId = `rf-${ref}`;
  armFault(world, 'acquirer', '/api/v1/order/refund', plan.createFault, refundRequestId);
  let index = plan.merchantProxy;
  let answered = false;
  for (let tries = 0; tries < 6 && !answered; tries++) {
    try {
      const res = await fetch(`${world.proxies[index]!.url}/merchant/refund`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refundRequestId, acquiringOrderId, refundAmount: '5.00' }),
        signal: AbortSignal.timeout(15_000),
      });
      const body = await res.text();
      log.note(`refund via ${index}: ${res.status} ${body.slice(0, 160)}`);
      answered = res.ok;
    } catch (error) {
      log.note(`refund via ${index}: ${(error as Error).message}`);
    }
    index = 1 - index;
  }
  if (!answered) report.violations.push('refund: the merchant never got an answer after 6 tries of the same refundRequestId');
  const { ledger } = await world.sandbox.ledger();
  const refunds = ledger[`refund:${acquiringOrderId}`] ?? [];
  if (refunds.length !== 1) report.violations.push(`refund: ${refunds.length} refunds at the acquirer for one refundRequestId (${refunds.join(', ')})`);
  const order = await world.truth.orderInquiry({ acquiringOrderId });
  if (order.orderStatus !== 'PARTIALLY_REFUNDED') report.violations.push(`refund: the order is ${order.orderStatus}, want PARTIALLY_REFUNDED`);
}

/** The paid subscription's plan is changed in a new session, with the plan's faults on subscription/change. */
async function changeFlow(world: World, plan: Plan, subscriptionId: string, ref: string, log: RunLog, report: RunReport): Promise<void> {
  const origin = await world.truth.subscriptionInquiry({ subscriptionId });
  const changeRef = `${ref}c`;
  armFault(world, 'acquirer', '/api/v1/subscription/change', plan.createFault, changeRef);
  armFault(world, 'acquirer', INQUIRY_PATH, plan.inquiryFault);
  armFault(world, 'callback', NOTIFY_PATH, plan.callbackFault, changeRef);
  const sessionId = await createSession(world, plan.merchantProxy, changeSession(changeRef, origin.subscriptionRequest), log);
  log.note(`change session ${sessionId} (${changeRef}) from ${origin.subscriptionRequest}`);
  const paid = await paySession(world, plan, sessionId, `change:${origin.subscriptionRequest}`, 'subscription', changeRef, log);
  noteCallbacks(world, changeRef, log);
  await replayCallbacks(world, plan, changeRef, log);
  const { violations } = await checkPaidSession(world, paid);
  report.violations.push(...violations);
  if (paid.seen && paid.committedAt) report.visibleMs.push(paid.seen.at - paid.committedAt);
}

/**
 * One fault run: the merchant's server creates a session on one proxy, the shopper pays
 * through the widget's client on another (retrying the same attempt when the answer is
 * lost, as the widget's retry does), completes the acquirer's card page, and watches the
 * status until it is final; the faults of the plan fire on the relays meanwhile. What
 * happened is returned for the invariant checks; nothing here decides pass or fail
 * except a shopper who cannot get anywhere (that is a finding too).
 */
import type { StatusSnapshot } from '../../src/core/api/cashier.js';
import { isProxyClientError } from '../../src/client/proxy-client-error.js';
import type { CreateSessionInput } from '../../src/server/index.js';
import { changeInput, orderInput, subscriptionInput } from '../server/harness.js';
import type { FaultRule } from '../support/fault-relay.js';
import { rngOf, type Fault, type Plan } from './plan.js';
import { APPROVED_CARD, balancedFetch, DECLINED_CARD, submitCard, watch, widgetClient } from './shopper.js';
import type { World } from './world.js';

/** How long the shopper may wait for the true final state once it exists. */
export const VISIBLE_WITHIN_MS = 10_000;

export interface PaidSession {
  sessionId: string;
  /** The ledger key of the acquirer objects this session may create. */
  ledgerKey: string;
  kind: 'order' | 'subscription';
  attempts: number;
  declinedFirst: boolean;
  /** When the acquirer decided the last attempt (the card page answered). */
  committedAt?: number;
  /** The shopper's first final snapshot of the last attempt, and when it came. */
  seen?: { snapshot: StatusSnapshot; at: number };
  /** Something the shopper could not get past. */
  stuck?: string;
}

export interface RunLog {
  notes: string[];
  note(line: string): void;
}

export function runLog(): RunLog {
  const notes: string[] = [];
  return { notes, note: (line) => void notes.push(`${new Date().toISOString().slice(11, 23)} ${line}`) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function armFault(world: World, relay: 'acquirer' | 'callback', path: FaultRule['path'], fault: Fault | undefined, tag?: string): void {
  if (!fault) return;
  const rule: FaultRule = { path, action: fault.action, times: fault.times };
  if (tag !== undefined) rule.bodyIncludes = tag;
  if (fault.delayMs !== undefined) rule.delayMs = fault.delayMs;
  if (fault.copies !== undefined) rule.copies = fault.copies;
  (relay === 'acquirer' ? world.acquirerRelay : world.callbackRelay).rule(rule);
}

/** The merchant's server: POST /merchant/sessions, again on the other process while it fails. */
export async function createSession(world: World, proxyIndex: number, input: CreateSessionInput, log: RunLog): Promise<string> {
  let index = proxyIndex;
  for (let tries = 0; ; tries++) {
    try {
      const res = await fetch(`${world.proxies[index]!.url}/merchant/sessions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(input),
        signal: AbortSignal.timeout(8_000),
      });
      const body = (await res.json()) as { id?: string };
      if (res.ok && body.id) return body.id;
      log.note(`create session on ${index}: ${res.status} ${JSON.stringify(body)}`);
    } catch (error) {
      log.note(`create session on ${index}: ${(error as Error).message}`);
    }
    if (tries >= 20) throw new Error('the merchant could not create a session');
    index = 1 - index;
    await sleep(250);
  }
}

/**
 * The shopper's pay click and its retries: the same attempt again (the widget's retry
 * after a failed answer), on the other process after a network error or 5xx. A refusal
 * that is not retryable sends the shopper to the status, as the widget's resume does.
 */
async function payAttempt(world: World, plan: Plan, sessionId: string, attempt: number, log: RunLog): Promise<StatusSnapshot> {
  let index = plan.payProxy;
  const deadline = Date.now() + 30_000;
  const crash = plan.disruption === 'crash-pay-proxy' && attempt === 1 ? crashSoon(world, index, log) : undefined;
  try {
    for (;;) {
      try {
        const answer = await widgetClient(world.proxies[index]!.url).pay(sessionId, { payMethodType: 'CREDITCARD', attempt });
        log.note(`pay ${attempt} via ${index}: ${answer.status}`);
        return answer;
      } catch (error) {
        const code = isProxyClientError(error) ? `${error.status} ${error.code}` : (error as Error).message;
        log.note(`pay ${attempt} via ${index}: ${code}`);
        if (isProxyClientError(error) && !error.retryable) {
          const status = await widgetClient(world.proxies[index]!.url).getStatus(sessionId);
          log.note(`status after refusal: ${status.status} attempt ${status.attempt}`);
          if (status.attempt === attempt && status.status !== 'open') return status;
        }
        if (Date.now() > deadline) throw new Error(`pay attempt ${attempt} got no usable answer in 30 s (last: ${code})`);
        await crash;
        index = 1 - index;
        await sleep(200);
      }
    }
  } finally {
    await crash;
  }
}

/** kill -9 of the pay proxy 400 ms into the pay call (its create call is held by the relay). */
async function crashSoon(world: World, index: number, log: RunLog): Promise<void> {
  await sleep(400);
  log.note(`kill -9 proxy ${index}`);
  await world.crashProxy(index);
}

/** One session paid to its end: attempt 1 (declined when the plan says so), then attempt 2. */
export async function paySession(world: World, plan: Plan, sessionId: string, ledgerKey: string, kind: PaidSession['kind'], tag: string, log: RunLog): Promise<PaidSession> {
  const result: PaidSession = { sessionId, ledgerKey, kind, attempts: 0, declinedFirst: plan.declineFirst };
  // The widget reads the view first (on whichever process the page reached).
  await widgetClient(world.proxies[plan.payProxy]!.url).getView(sessionId);
  const attempts = plan.declineFirst ? 2 : 1;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    result.attempts = attempt;
    if (plan.disruption === 'crash-pay-proxy' && attempt === 1) {
      world.acquirerRelay.rule({ path: /\/(order|subscription)\/create$/, bodyIncludes: tag, action: 'delay', delayMs: 1_500 });
    }
    let answer: StatusSnapshot;
    try {
      answer = await payAttempt(world, plan, sessionId, attempt, log);
    } catch (error) {
      result.stuck = (error as Error).message;
      return result;
    }
    // The page reaches the proxies through the shop's load balancer, which skips a dead process.
    const origins = () => [world.proxies[plan.watchProxy]!.url, world.proxies[1 - plan.watchProxy]!.url];
    const fetch = balancedFetch(origins);
    const watcher = watch(widgetClient(origins()[0]!, fetch), sessionId, { fetch });
    try {
      const webUrl = answer.action?.webUrl;
      if (answer.status === 'action_required' && webUrl) {
        const card = plan.declineFirst && attempt === 1 ? DECLINED_CARD : APPROVED_CARD;
        const redis = plan.disruption === 'restart-redis' && attempt === attempts ? restartRedisSoon(world, log) : undefined;
        const decided = await submitCard(webUrl, card).catch((error: Error) => ({ status: `error: ${error.message}` }));
        result.committedAt = Date.now();
        log.note(`card page: ${decided.status}`);
        await redis;
      } else {
        result.committedAt = Date.now();
      }
      const seen = await finalOf(watcher, attempt, result.committedAt);
      if (!seen) {
        result.stuck = `attempt ${attempt}: no final status within ${(VISIBLE_WITHIN_MS * 2) / 1000} s (saw ${watcher.snapshots.map((s) => `${s.attempt}:${s.status}`).join(', ') || 'nothing'})`;
        return result;
      }
      result.seen = seen;
      log.note(`shopper saw ${seen.snapshot.status} (attempt ${seen.snapshot.attempt}) after ${seen.at - result.committedAt} ms`);
      if (seen.snapshot.status !== 'failed') return result;
    } finally {
      watcher.stop();
    }
  }
  return result;
}

async function restartRedisSoon(world: World, log: RunLog): Promise<void> {
  await sleep(50);
  log.note('restart redis');
  await world.restartRedis();
  log.note('redis back');
}

/** The shopper's first final status of this attempt, if it comes within the limit (plus slack to measure). */
async function finalOf(watcher: ReturnType<typeof watch>, attempt: number, committedAt: number) {
  const limit = sleep(Math.max(0, committedAt + VISIBLE_WITHIN_MS * 2 - Date.now())).then(() => undefined);
  const seen = await Promise.race([watcher.final, limit]);
  if (seen && seen.snapshot.attempt < attempt) return undefined;
  return seen;
}

/** Sends this run's recorded callbacks again, shuffled, each to a random proxy: replays and out-of-order delivery. */
export async function replayCallbacks(world: World, plan: Plan, tag: string, log: RunLog): Promise<void> {
  if (plan.replays === 0) return;
  const rng = rngOf(plan.seed ^ 0x5bd1e995);
  const recorded = world.callbackRelay.seen.filter((r) => r.path.endsWith('/notify') && r.body.toString('utf8').includes(tag));
  const chosen = Array.from({ length: Math.min(plan.replays, recorded.length * 2) }, () => recorded[Math.floor(rng() * recorded.length)]!);
  const statuses = await Promise.all(
    chosen.map((record) => world.callbackRelay.replay(record, world.proxies[rng() < 0.5 ? 0 : 1]!.url).catch((e: Error) => e.message)),
  );
  log.note(`replayed ${chosen.length} of ${recorded.length} callbacks: ${statuses.join(', ')}`);
}

export function orderSession(ref: string): CreateSessionInput {
  return orderInput({ merchantOrderId: ref });
}

export function subscriptionSession(ref: string): CreateSessionInput {
  return subscriptionInput({ merchantSubscriptionId: ref });
}

export function changeSession(ref: string, originSubscriptionRequest: string): CreateSessionInput {
  return { ...changeInput(originSubscriptionRequest), merchantSubscriptionId: ref } as CreateSessionInput;
}

/**
 * A fault plan: what one run does and what goes wrong in it, drawn from a seed so that
 * `FAULT_SEED=<seed>` replays a failing run exactly (the same choices; timing may differ).
 */
import type { FaultAction } from '../support/fault-relay.js';

export type FlowKind = 'order' | 'subscription' | 'refund' | 'change';

export interface Fault {
  action: FaultAction;
  times: number;
  delayMs?: number;
  copies?: number;
}

export interface Plan {
  seed: number;
  kind: FlowKind;
  /** Which proxy process (0 = A, 1 = B) the merchant's server, the pay call and the status watch use. */
  merchantProxy: number;
  payProxy: number;
  watchProxy: number;
  /** On the create call (order/create, subscription/create, subscription/change or order/refund). */
  createFault?: Fault;
  /** On the status inquiries the proxies make. */
  inquiryFault?: Fault;
  /** On the acquirer's callbacks to the proxies. */
  callbackFault?: Fault;
  /** Attempt 1 is declined on the card page; the shopper pays again (attempt 2). */
  declineFirst: boolean;
  /** kill -9 the pay proxy while its create call is in flight; or restart Redis mid-flow. */
  disruption?: 'crash-pay-proxy' | 'restart-redis';
  /** Recorded callbacks of the run sent again, shuffled, after the result (replays, out of order). */
  replays: number;
}

/** mulberry32: small, fast, good enough to pick faults. */
export function rngOf(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rng: () => number, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;

function randomFault(rng: () => number, actions: readonly FaultAction[]): Fault {
  const action = pick(rng, actions);
  const fault: Fault = { action, times: 1 + Math.floor(rng() * 3) };
  if (action === 'delay') fault.delayMs = 100 + Math.floor(rng() * 2_000);
  if (action === 'duplicate') fault.copies = 2 + Math.floor(rng() * 3);
  return fault;
}

export function randomPlan(seed: number): Plan {
  const rng = rngOf(seed);
  const kindRoll = rng();
  const kind: FlowKind = kindRoll < 0.45 ? 'order' : kindRoll < 0.7 ? 'subscription' : kindRoll < 0.85 ? 'refund' : 'change';
  const plan: Plan = {
    seed,
    kind,
    merchantProxy: rng() < 0.5 ? 0 : 1,
    payProxy: rng() < 0.5 ? 0 : 1,
    watchProxy: rng() < 0.5 ? 0 : 1,
    declineFirst: rng() < 0.2,
    replays: Math.floor(rng() * 6),
  };
  if (rng() < 0.8) plan.createFault = randomFault(rng, ['drop-answer', 'drop-answer', 'reset', 'unavailable', 'delay', 'pass']);
  if (rng() < 0.3) plan.inquiryFault = randomFault(rng, ['drop-answer', 'reset', 'unavailable', 'delay']);
  if (rng() < 0.6) plan.callbackFault = randomFault(rng, ['duplicate', 'duplicate', 'delay', 'drop-answer', 'reset', 'unavailable']);
  const disruptionRoll = rng();
  if (kind === 'order' || kind === 'subscription') {
    if (disruptionRoll < 0.08) plan.disruption = 'crash-pay-proxy';
    else if (disruptionRoll < 0.16) plan.disruption = 'restart-redis';
  }
  return plan;
}

export const describePlan = (plan: Plan) => JSON.stringify(plan);

/**
 * Issue #15, "nothing charged twice, nothing lost", proven from outside with real
 * processes: the sandbox, two proxy processes on one redis-server, and fault relays in
 * between (see world.ts). Named scenarios first, then seeded randomised runs:
 *   FAULT_RUNS=200 (default 40)   how many randomised runs
 *   FAULT_SEED=<n>                the first run's seed (printed on failure; run i uses n+i)
 * Each run's invariants are in invariants.ts; a failing run prints its seed, its plan
 * and what happened, and the test fails listing every broken invariant.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { redisServerMissing } from '../support/redis-server.js';
import { describePlan, randomPlan, type Plan } from './plan.js';
import { runPlan, type RunReport } from './run.js';
import { startWorld, type World } from './world.js';

const RUNS = Number(process.env.FAULT_RUNS ?? 40);
const FIRST_SEED = Number(process.env.FAULT_SEED ?? Math.floor(Math.random() * 1e9));

let world: World | undefined;

/** A named scenario: the plan's defaults (no fault, both processes) with what the scenario changes. */
function scenario(seed: number, over: Partial<Plan>): Plan {
  return { seed, kind: 'order', merchantProxy: 0, payProxy: 1, watchProxy: 0, declineFirst: false, replays: 0, ...over };
}

function explain(report: RunReport): string {
  return [
    `seed ${report.plan.seed} (replay: FAULT_SEED=${report.plan.seed} FAULT_RUNS=1), plan ${describePlan(report.plan)}`,
    ...report.violations.map((v) => `  ✗ ${v}`),
    ...report.notes.map((n) => `    ${n}`),
  ].join('\n');
}

async function expectClean(plan: Plan, name: string): Promise<void> {
  const report = await runPlan(world!, plan, `${name}${plan.seed}`);
  assert.deepEqual(report.violations, [], explain(report));
  for (const fault of [plan.createFault, plan.callbackFault]) {
    if (fault) assert.ok((report.fired[fault.action] ?? 0) > 0, `the planned ${fault.action} fired\n${explain(report)}`);
  }
}

describe('fault injection with real processes', { skip: redisServerMissing ?? false, timeout: 60_000 + RUNS * 45_000 }, () => {
  before(async () => {
    world = await startWorld();
  });
  after(async () => {
    await world?.close();
  });

  const lost = { action: 'drop-answer', times: 1 } as const;
  const lostTwice = { action: 'drop-answer', times: 3 } as const;

  it('order/create answer lost after the acquirer committed: one order, paid once, heard once', () => expectClean(scenario(1, { createFault: lost }), 'oc'));
  it('order/create answer lost on every try of the proxy: the shopper retries on the other process', () =>
    expectClean(scenario(2, { createFault: lostTwice, payProxy: 0, watchProxy: 1 }), 'oc3'));
  it('subscription/create answer lost: one subscription', () => expectClean(scenario(3, { kind: 'subscription', createFault: lostTwice }), 'sc'));
  it('order/refund answer lost: the retried refund is one refund', () => expectClean(scenario(4, { kind: 'refund', createFault: lostTwice }), 'rf'));
  it('subscription/change answer lost: one new subscription', () => expectClean(scenario(5, { kind: 'change', createFault: lostTwice }), 'ch'));
  it('kill -9 of the proxy process mid-pay: the shopper retries on the other process', () =>
    expectClean(scenario(6, { disruption: 'crash-pay-proxy', payProxy: 0, watchProxy: 1 }), 'kill'));
  it('Redis restarted while the acquirer decides and calls back', () => expectClean(scenario(7, { disruption: 'restart-redis' }), 'redis'));
  it('callback storm: duplicated callbacks, then replays out of order to both processes', () =>
    expectClean(scenario(8, { callbackFault: { action: 'duplicate', times: 3, copies: 4 }, replays: 8, declineFirst: true }), 'storm'));
  it('callback answer lost (the proxy applied it, the acquirer will send it again)', () =>
    expectClean(scenario(9, { callbackFault: { action: 'drop-answer', times: 1 }, replays: 3 }), 'cbl'));
  it('callback never arrives: the shopper still learns the result in time', () =>
    expectClean(scenario(10, { callbackFault: { action: 'reset', times: 1 } }), 'cbr'));

  it(`${RUNS} randomised fault runs from seed ${FIRST_SEED}: no double order, no lost result, no stuck session`, async () => {
    const started = Date.now();
    const failures: RunReport[] = [];
    const visible: number[] = [];
    const kinds: Record<string, number> = {};
    const fired: Record<string, number> = {};
    for (let i = 0; i < RUNS; i++) {
      const report = await runPlan(world!, randomPlan(FIRST_SEED + i), `r${FIRST_SEED + i}`);
      visible.push(...report.visibleMs);
      const kind = report.plan.kind + (report.plan.disruption ? `+${report.plan.disruption}` : '');
      kinds[kind] = (kinds[kind] ?? 0) + 1;
      for (const [action, n] of Object.entries(report.fired)) fired[action] = (fired[action] ?? 0) + n;
      if (report.violations.length > 0) {
        failures.push(report);
        console.log(`✗ run ${i + 1}/${RUNS}\n${explain(report)}`);
      }
    }
    visible.sort((a, b) => a - b);
    const violations = failures.flatMap((f) => f.violations);
    const count = (pattern: RegExp) => violations.filter((v) => pattern.test(v)).length;
    console.log(
      `fault runs: ${RUNS} from seed ${FIRST_SEED} in ${((Date.now() - started) / 1000).toFixed(1)} s; failed runs ${failures.length}; ` +
        `double orders ${count(/^double/)}, lost or repeated results ${count(/^onResult/)}, stuck ${count(/^stuck/)}; ` +
        `result visible to the shopper: median ${visible[Math.floor(visible.length / 2)] ?? '-'} ms, max ${visible.at(-1) ?? '-'} ms; ` +
        `runs ${JSON.stringify(kinds)}; faults fired ${JSON.stringify(fired)}`,
    );
    assert.deepEqual(
      failures.map((f) => `seed ${f.plan.seed}: ${f.violations.join(' | ')}`),
      [],
      'every randomised run keeps the invariants (details above)',
    );
  });
});

/** Random event sequences: the machine never throws and keeps its promises. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { FLOW_STATE_NAMES, initialState, isFinal, transition, type FlowEvent, type FlowState } from '../../../src/core/flow/index.js';
import type { CashierStatus } from '../../../src/core/api/status.js';
import { CARD, SAVED, snapshot, view, WALLET } from './fixtures.js';

const statuses: CashierStatus[] = ['open', 'action_required', 'processing', 'succeeded', 'failed', 'expired', 'cancelled'];
const error = fc.record({ code: fc.constantFrom('network_error', 'A0048'), messageKey: fc.constant('error.generic'), retryable: fc.boolean() });
const attempt = fc.integer({ min: 0, max: 4 });

const event: fc.Arbitrary<FlowEvent> = fc.oneof(
  fc.constant<FlowEvent>({ type: 'VIEW_LOADED', view: view() }),
  fc.constantFrom(...statuses).chain((status) =>
    attempt.map((n): FlowEvent => ({ type: 'VIEW_LOADED', view: view({ status: snapshot(status, n) }) })),
  ),
  error.map((e): FlowEvent => ({ type: 'LOAD_FAILED', error: e })),
  fc.constantFrom(CARD, WALLET, SAVED).map((method): FlowEvent => ({ type: 'METHOD_SELECTED', method })),
  fc.constantFrom(CARD, WALLET, SAVED).map((method): FlowEvent => ({ type: 'PAY', method })),
  fc.tuple(fc.constantFrom(...statuses), attempt, fc.boolean()).map(
    ([status, n, withUrl]): FlowEvent => ({
      type: 'PAY_ACCEPTED',
      snapshot: snapshot(status, n, withUrl ? { action: { webUrl: 'https://pay.example.com/a' } } : {}),
    }),
  ),
  fc.tuple(fc.constantFrom(...statuses), attempt, fc.boolean()).map(
    ([status, n, withUrl]): FlowEvent => ({
      type: 'STATUS',
      snapshot: snapshot(status, n, withUrl ? { action: { webUrl: 'https://pay.example.com/b' } } : {}),
    }),
  ),
  error.map((e): FlowEvent => ({ type: 'PAY_FAILED', error: e })),
  error.map((e): FlowEvent => ({ type: 'ERROR', error: e })),
  fc.constantFrom('redirect', 'popup', 'frame').map((mode): FlowEvent => ({ type: 'REDIRECT_STARTED', mode })),
  attempt.map((n): FlowEvent => ({ type: 'RESUMED', attempt: n })),
  fc.constantFrom<FlowEvent>(
    { type: 'REDIRECT_CANCELLED' },
    { type: 'RETRY' },
    { type: 'CANCEL_REQUESTED' },
    { type: 'TIMEOUT' },
    { type: 'SESSION_EXPIRED' },
  ),
);

function attemptOf(state: FlowState): number | undefined {
  return state.name === 'loading' ? undefined : state.attempt;
}

describe('transition over random event sequences', () => {
  it('never throws, stays valid, and keeps final states and attempts in order', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        let state: FlowState = initialState;
        for (const e of events) {
          const next = transition(state, e);
          assert.ok(FLOW_STATE_NAMES.includes(next.name));
          // Final states are sticky; a failure only opens a new attempt (RETRY) or closes that door (SESSION_EXPIRED).
          const failedMoves = state.name === 'failed' && (e.type === 'RETRY' || e.type === 'SESSION_EXPIRED');
          if (isFinal(state) && !failedMoves) assert.equal(next, state, 'final is sticky');
          if (e.type === 'STATUS' && isFinal(state)) assert.equal(next, state);
          const before = attemptOf(state);
          const after = attemptOf(next);
          // Back only to the waiting attempt this state was about to replace: nothing was created under the new number
          // (the shopper picked that attempt's method again, or the proxy refused the new attempt).
          const backToWaiting = 'replacing' in state && state.replacing !== undefined && after === state.replacing.attempt;
          if (before !== undefined && after !== undefined && next.name !== 'loading' && !backToWaiting) {
            assert.ok(after >= before, `attempt went back: ${state.name}#${before} + ${e.type} → ${next.name}#${after}`);
          }
          if (e.type === 'STATUS' && before !== undefined && e.snapshot.attempt < before && e.snapshot.status !== 'succeeded') {
            assert.equal(next, state, 'an older attempt never moves a newer state');
          }
          state = next;
        }
      }),
      // FC_SEED and FC_PATH (as a failure prints them) replay that very counterexample.
      { numRuns: 500, ...(process.env.FC_SEED ? { seed: Number(process.env.FC_SEED), path: process.env.FC_PATH } : {}) },
    );
  });
});

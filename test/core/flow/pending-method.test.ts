import { test } from 'node:test';
import assert from 'node:assert/strict';
import { transition, type FlowState } from '../../../src/core/flow/index.js';
import { CARD, snapshot, view, WALLET } from './fixtures.js';

const URL1 = 'https://pay.example.com/auth/1';

/** A view loaded while attempt 1 waits on the acquirer's page, as the proxy reports it. */
function waitingView(method?: typeof WALLET | typeof CARD) {
  return view({ status: snapshot('action_required', 1, { action: { webUrl: URL1, ...(method ? { method } : {}) } }) });
}

const rows: Array<[string, FlowState, { method: unknown; attempt: number }]> = [
  // Back unpaid (a reload or a new tab): the waiting attempt's own method is chosen, so Pay continues it…
  ['ready: the pending method', transition({ name: 'loading' }, { type: 'VIEW_LOADED', view: waitingView(WALLET) }), { method: WALLET, attempt: 1 }],
  // …and another method is a new attempt (the proxy cancels the waiting order first).
  ['another method: attempt 2', transition(transition({ name: 'loading' }, { type: 'VIEW_LOADED', view: waitingView(WALLET) }), { type: 'METHOD_SELECTED', method: CARD }), { method: CARD, attempt: 2 }],
  ['the same method: attempt 1', transition(transition({ name: 'loading' }, { type: 'VIEW_LOADED', view: waitingView(WALLET) }), { type: 'METHOD_SELECTED', method: WALLET }), { method: WALLET, attempt: 1 }],
  ['resumed, then back unpaid: the pending method', transition(transition({ name: 'loading', resumeAttempt: 1 }, { type: 'VIEW_LOADED', view: waitingView(WALLET) }), { type: 'RETURNED_UNPAID' }), { method: WALLET, attempt: 1 }],
];

for (const [name, state, expected] of rows) {
  test(`a view with a waiting attempt → ${name}`, () => {
    assert.equal(state.name, 'ready');
    if (state.name !== 'ready') return;
    assert.deepEqual({ method: state.method, attempt: state.attempt }, expected);
  });
}

test('a pending method the view no longer offers falls back to the default', () => {
  const state = transition({ name: 'loading' }, { type: 'VIEW_LOADED', view: waitingView({ payMethodType: 'GONE', payMethodName: 'GONE' } as never) });
  assert.equal(state.name, 'ready');
  if (state.name === 'ready') assert.notDeepEqual(state.method, { payMethodType: 'GONE', payMethodName: 'GONE' });
});

test('a replacement the proxy refuses (a subscription awaiting authorization) goes back to the waiting attempt', () => {
  const ready = transition({ name: 'loading' }, { type: 'VIEW_LOADED', view: waitingView(WALLET) });
  const submitting = transition(ready, { type: 'PAY', method: CARD });
  assert.equal(submitting.name, 'submitting');
  if (submitting.name === 'submitting') assert.equal(submitting.attempt, 2);
  const refused = { code: 'attempt_in_progress', messageKey: 'error.generic', retryable: false };
  const back = transition(submitting, { type: 'PAY_FAILED', error: refused });
  assert.equal(back.name, 'ready');
  if (back.name !== 'ready') return;
  assert.deepEqual({ method: back.method, attempt: back.attempt, pendingAction: back.pendingAction, notice: back.notice?.code }, { method: WALLET, attempt: 1, pendingAction: { webUrl: URL1 }, notice: 'returned_unpaid' });
  // Pay with the waiting method now continues attempt 1 on its page.
  const again = transition(back, { type: 'PAY', method: WALLET });
  assert.equal(again.name === 'submitting' && again.attempt, 1);
});

test('any other refusal of the replacement is the usual notice, on the new attempt', () => {
  const ready = transition({ name: 'loading' }, { type: 'VIEW_LOADED', view: waitingView(WALLET) });
  const submitting = transition(ready, { type: 'PAY', method: CARD });
  const back = transition(submitting, { type: 'PAY_FAILED', error: { code: 'network_error', messageKey: 'error.network', retryable: true } });
  assert.equal(back.name === 'ready' && back.attempt, 2);
  // Paying again is still a replacement: refused by the proxy, it goes back to the waiting attempt.
  const retried = transition(back, { type: 'PAY', method: CARD });
  const refused = transition(retried, { type: 'PAY_FAILED', error: { code: 'attempt_in_progress', messageKey: 'error.generic', retryable: false } });
  assert.deepEqual(refused.name === 'ready' && { attempt: refused.attempt, pendingAction: refused.pendingAction }, { attempt: 1, pendingAction: { webUrl: URL1 } });
});

test('picking another method, then the waiting one again, continues the waiting attempt', () => {
  const ready = transition({ name: 'loading' }, { type: 'VIEW_LOADED', view: waitingView(WALLET) });
  const other = transition(ready, { type: 'METHOD_SELECTED', method: CARD });
  const back = transition(other, { type: 'METHOD_SELECTED', method: WALLET });
  assert.equal(back.name, 'ready');
  if (back.name === 'ready') assert.deepEqual({ attempt: back.attempt, pendingAction: back.pendingAction, replacing: back.replacing }, { attempt: 1, pendingAction: { webUrl: URL1 }, replacing: undefined });
  const submitting = transition(other, { type: 'PAY', method: CARD });
  assert.equal(submitting.name === 'submitting' && submitting.replacing?.attempt, 1);
});

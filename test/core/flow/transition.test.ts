import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  FLOW_EVENT_TYPES,
  FLOW_STATE_NAMES,
  initialState,
  isFinal,
  LOAD_TIMEOUT,
  nextAttempt,
  RETURNED_UNPAID,
  STATUS_TIMEOUT,
  transition,
  viewOf,
  type FlowError,
  type FlowEvent,
  type FlowState,
} from '../../../src/core/flow/index.js';
import { actionSnapshot, CARD, SAVED, snapshot, view, WALLET } from './fixtures.js';

const V = view();
const NET: FlowError = { code: 'network_error', messageKey: 'error.network', retryable: true };
const FATAL: FlowError = { code: 'A0048', messageKey: 'error.changeInPayment', retryable: false };
const URL1 = 'https://pay.example.com/auth/1';

const S = {
  loading: initialState,
  loadingResume: { name: 'loading', resumeAttempt: 1 },
  ready: { name: 'ready', view: V, method: null, attempt: 1 },
  readyCard: { name: 'ready', view: V, method: CARD, attempt: 1 },
  readyPending: { name: 'ready', view: V, method: WALLET, attempt: 1, pendingAction: { webUrl: URL1 } },
  ready2: { name: 'ready', view: V, method: null, attempt: 2 },
  submitting: { name: 'submitting', view: V, intent: 'pay', method: WALLET, attempt: 1 },
  submitting2: { name: 'submitting', view: V, intent: 'pay', method: WALLET, attempt: 2 },
  cancelling: { name: 'submitting', view: V, intent: 'cancel', method: null, attempt: 1 },
  redirecting: { name: 'redirecting', view: V, method: WALLET, attempt: 1, webUrl: URL1 },
  redirectingPopup: { name: 'redirecting', view: V, method: WALLET, attempt: 1, webUrl: URL1, mode: 'popup' },
  confirming: { name: 'confirming', view: V, method: WALLET, attempt: 1 },
  confirmingPending: { name: 'confirming', view: V, method: WALLET, attempt: 1, pendingAction: { webUrl: URL1 } },
  succeeded: { name: 'succeeded', view: V, attempt: 1, snapshot: snapshot('succeeded') },
  failed: { name: 'failed', view: V, attempt: 1, snapshot: snapshot('failed'), canRetry: true, result: { code: 'DECLINED' } },
  failedFinal: { name: 'failed', view: V, attempt: 1, snapshot: snapshot('failed'), canRetry: false },
  expired: { name: 'expired', view: V, attempt: 1, snapshot: snapshot('expired') },
  cancelled: { name: 'cancelled', view: V, attempt: 1, snapshot: snapshot('cancelled') },
  errorRetry: { name: 'error', error: STATUS_TIMEOUT, view: V, attempt: 1 },
  errorFatal: { name: 'error', error: FATAL },
} satisfies Record<string, FlowState>;

const E = {
  loaded: { type: 'VIEW_LOADED', view: V },
  loadFailed: { type: 'LOAD_FAILED', error: NET },
  selectCard: { type: 'METHOD_SELECTED', method: CARD },
  selectWallet: { type: 'METHOD_SELECTED', method: WALLET },
  selectUnknown: { type: 'METHOD_SELECTED', method: { payMethodType: 'CRYPTO', payMethodName: 'BTC' } },
  payWallet: { type: 'PAY', method: WALLET },
  paySaved: { type: 'PAY', method: SAVED },
  payForgedToken: { type: 'PAY', method: { ...CARD, tokenId: 'tok_other' } },
  acceptedAction: { type: 'PAY_ACCEPTED', snapshot: actionSnapshot(1) },
  acceptedProcessing: { type: 'PAY_ACCEPTED', snapshot: snapshot('processing') },
  acceptedSucceeded: { type: 'PAY_ACCEPTED', snapshot: snapshot('succeeded') },
  acceptedFailed: { type: 'PAY_ACCEPTED', snapshot: snapshot('failed', 1, { result: { code: 'DECLINED' } }) },
  acceptedCancelled: { type: 'PAY_ACCEPTED', snapshot: snapshot('cancelled') },
  // A cancel before any payment: the proxy answers with attempt 0.
  acceptedCancelledBeforePay: { type: 'PAY_ACCEPTED', snapshot: snapshot('cancelled', 0) },
  acceptedOpen: { type: 'PAY_ACCEPTED', snapshot: snapshot('open') },
  payFailedNet: { type: 'PAY_FAILED', error: NET },
  payFailedFatal: { type: 'PAY_FAILED', error: FATAL },
  redirectPopup: { type: 'REDIRECT_STARTED', mode: 'popup' },
  redirectFull: { type: 'REDIRECT_STARTED', mode: 'redirect' },
  redirectCancelled: { type: 'REDIRECT_CANCELLED' },
  statusOpen: { type: 'STATUS', snapshot: snapshot('open') },
  statusAction: { type: 'STATUS', snapshot: actionSnapshot(1) },
  statusAction2Url: { type: 'STATUS', snapshot: actionSnapshot(1, 'https://pay.example.com/auth/2') },
  statusProcessing: { type: 'STATUS', snapshot: snapshot('processing') },
  statusSucceeded: { type: 'STATUS', snapshot: snapshot('succeeded') },
  statusFailed: { type: 'STATUS', snapshot: snapshot('failed') },
  statusExpired: { type: 'STATUS', snapshot: snapshot('expired') },
  statusCancelled: { type: 'STATUS', snapshot: snapshot('cancelled') },
  statusFailedOld: { type: 'STATUS', snapshot: snapshot('failed', 1) },
  statusProcessingOld: { type: 'STATUS', snapshot: snapshot('processing', 1) },
  statusSucceededOld: { type: 'STATUS', snapshot: snapshot('succeeded', 1) },
  statusSucceeded2: { type: 'STATUS', snapshot: snapshot('succeeded', 2) },
  resumed1: { type: 'RESUMED', attempt: 1 },
  resumed2: { type: 'RESUMED', attempt: 2 },
  resumedBad: { type: 'RESUMED', attempt: 0 },
  retry: { type: 'RETRY' },
  cancel: { type: 'CANCEL_REQUESTED' },
  timeout: { type: 'TIMEOUT' },
  returnedUnpaid: { type: 'RETURNED_UNPAID' },
  sessionExpired: { type: 'SESSION_EXPIRED' },
  error: { type: 'ERROR', error: { code: 'unsafe_redirect', messageKey: 'cashier.unsafeRedirect', retryable: false } },
} satisfies Record<string, FlowEvent>;

type Expect = 'same' | Partial<FlowState> & { name: FlowState['name'] } & Record<string, unknown>;

/** [from, event, expected]: 'same' means the very same object (the event does not apply). */
const TABLE: Array<[keyof typeof S, keyof typeof E, Expect]> = [
  // loading
  ['loading', 'loaded', { name: 'ready', attempt: 1, method: SAVED, pendingAction: undefined }],
  ['loading', 'loadFailed', { name: 'error', error: NET }],
  ['loading', 'resumed1', { name: 'loading', resumeAttempt: 1 }],
  ['loading', 'resumedBad', 'same'],
  ['loading', 'timeout', { name: 'error', error: LOAD_TIMEOUT }],
  ['loading', 'error', { name: 'error', view: undefined }],
  ['loading', 'statusSucceeded', 'same'],
  ['loading', 'payWallet', 'same'],
  ['loading', 'retry', 'same'],
  ['loading', 'sessionExpired', 'same'],
  // ready
  ['ready', 'selectCard', { name: 'ready', method: CARD, attempt: 1 }],
  ['ready', 'selectUnknown', 'same'],
  ['ready', 'payWallet', { name: 'submitting', intent: 'pay', method: WALLET, attempt: 1 }],
  ['ready', 'paySaved', { name: 'submitting', method: SAVED, attempt: 1 }],
  ['ready', 'payForgedToken', 'same'],
  ['ready', 'cancel', { name: 'submitting', intent: 'cancel', attempt: 1 }],
  ['ready', 'resumed1', { name: 'confirming', attempt: 1 }],
  ['ready', 'resumed2', 'same'],
  ['ready', 'sessionExpired', { name: 'expired', attempt: 1, snapshot: undefined }],
  ['ready', 'statusOpen', 'same'],
  ['ready', 'statusAction', { name: 'ready', pendingAction: { webUrl: URL1 } }],
  ['ready', 'statusProcessing', { name: 'confirming' }],
  ['ready', 'statusSucceeded', { name: 'succeeded', attempt: 1 }],
  ['ready', 'statusFailed', { name: 'failed', canRetry: true }],
  ['ready', 'statusExpired', { name: 'expired' }],
  ['ready', 'statusCancelled', { name: 'cancelled' }],
  ['ready', 'acceptedSucceeded', 'same'],
  ['ready', 'redirectCancelled', 'same'],
  ['ready', 'retry', 'same'],
  ['ready', 'timeout', 'same'],
  ['ready', 'error', { name: 'error', view: V, attempt: 1 }],
  ['readyPending', 'selectWallet', { name: 'ready', attempt: 1, pendingAction: { webUrl: URL1 } }],
  ['readyPending', 'selectCard', { name: 'ready', method: CARD, attempt: 2, pendingAction: undefined }],
  ['readyPending', 'payWallet', { name: 'submitting', attempt: 1 }],
  ['readyPending', 'paySaved', { name: 'submitting', method: SAVED, attempt: 2 }],
  ['readyPending', 'resumed1', { name: 'confirming', pendingAction: { webUrl: URL1 } }],
  ['ready2', 'statusFailedOld', 'same'],
  ['ready2', 'statusProcessingOld', 'same'],
  ['ready2', 'statusSucceededOld', { name: 'succeeded' }],
  ['ready2', 'statusSucceeded2', { name: 'succeeded', attempt: 2 }],
  // submitting (pay)
  ['submitting', 'acceptedAction', { name: 'redirecting', webUrl: URL1, attempt: 1, mode: undefined }],
  ['submitting', 'acceptedProcessing', { name: 'confirming', attempt: 1 }],
  ['submitting', 'acceptedOpen', { name: 'confirming' }],
  ['submitting', 'acceptedSucceeded', { name: 'succeeded' }],
  ['submitting', 'acceptedFailed', { name: 'failed', result: { code: 'DECLINED' }, canRetry: true }],
  ['submitting', 'acceptedCancelled', { name: 'cancelled' }],
  ['submitting', 'payFailedNet', { name: 'ready', notice: NET, attempt: 1, method: WALLET }],
  ['submitting', 'payFailedFatal', { name: 'error', error: FATAL, view: V }],
  ['submitting', 'timeout', { name: 'confirming', attempt: 1 }],
  ['submitting', 'statusOpen', 'same'],
  ['submitting', 'statusAction', { name: 'redirecting', webUrl: URL1 }],
  ['submitting', 'statusSucceeded', { name: 'succeeded' }],
  ['submitting', 'payWallet', 'same'],
  ['submitting', 'selectCard', 'same'],
  ['submitting', 'cancel', 'same'],
  ['submitting', 'retry', 'same'],
  ['submitting2', 'acceptedFailed', 'same'],
  ['submitting2', 'statusFailedOld', 'same'],
  // submitting (cancel)
  ['cancelling', 'acceptedCancelled', { name: 'cancelled' }],
  ['cancelling', 'acceptedCancelledBeforePay', { name: 'cancelled', attempt: 1 }],
  ['submitting', 'acceptedCancelledBeforePay', 'same'],
  ['cancelling', 'acceptedAction', { name: 'ready', pendingAction: { webUrl: URL1 } }],
  ['cancelling', 'payFailedFatal', { name: 'ready', notice: FATAL }],
  ['cancelling', 'timeout', { name: 'ready' }],
  ['cancelling', 'statusProcessing', 'same'],
  ['cancelling', 'statusCancelled', { name: 'cancelled' }],
  // redirecting
  ['redirecting', 'redirectPopup', { name: 'redirecting', mode: 'popup' }],
  ['redirectingPopup', 'redirectFull', 'same'],
  ['redirecting', 'redirectCancelled', { name: 'ready', pendingAction: { webUrl: URL1 }, method: WALLET, attempt: 1 }],
  ['redirecting', 'resumed1', { name: 'confirming', pendingAction: { webUrl: URL1 } }],
  ['redirecting', 'resumed2', 'same'],
  ['redirecting', 'statusOpen', 'same'],
  ['redirecting', 'statusAction', 'same'],
  ['redirecting', 'statusAction2Url', { name: 'redirecting', webUrl: 'https://pay.example.com/auth/2' }],
  ['redirecting', 'statusProcessing', { name: 'confirming' }],
  ['redirectingPopup', 'statusSucceeded', { name: 'succeeded' }],
  ['redirecting', 'statusFailed', { name: 'failed' }],
  ['redirecting', 'timeout', 'same'],
  ['redirecting', 'payWallet', 'same'],
  // confirming
  ['confirming', 'statusOpen', 'same'],
  ['confirming', 'statusProcessing', 'same'],
  ['confirming', 'statusAction', { name: 'confirming', pendingAction: { webUrl: URL1 } }],
  ['confirming', 'statusSucceeded', { name: 'succeeded' }],
  ['confirming', 'statusFailed', { name: 'failed' }],
  ['confirming', 'statusExpired', { name: 'expired' }],
  ['confirming', 'statusCancelled', { name: 'cancelled' }],
  ['confirming', 'timeout', { name: 'error', error: STATUS_TIMEOUT, view: V, attempt: 1 }],
  ['confirmingPending', 'timeout', { name: 'ready', attempt: 1, method: WALLET, pendingAction: { webUrl: URL1 } }],
  ['confirmingPending', 'returnedUnpaid', { name: 'ready', attempt: 1, method: WALLET, pendingAction: { webUrl: URL1 }, notice: RETURNED_UNPAID }],
  ['confirming', 'returnedUnpaid', { name: 'confirming' }],
  ['confirmingPending', 'statusProcessing', { name: 'confirming', pendingAction: undefined }],
  ['confirmingPending', 'statusSucceeded', { name: 'succeeded' }],
  ['confirming', 'resumed1', 'same'],
  ['confirming', 'payWallet', 'same'],
  ['confirming', 'sessionExpired', 'same'],
  // final states are sticky
  ['succeeded', 'statusFailed', 'same'],
  ['succeeded', 'statusProcessing', 'same'],
  ['succeeded', 'retry', 'same'],
  ['succeeded', 'error', 'same'],
  ['failed', 'statusSucceeded', 'same'],
  ['failed', 'statusOpen', 'same'],
  ['failed', 'payWallet', 'same'],
  ['failed', 'retry', { name: 'ready', attempt: 2, previousResult: { code: 'DECLINED' }, method: SAVED }],
  ['failed', 'sessionExpired', { name: 'failed', canRetry: false }],
  ['failedFinal', 'retry', 'same'],
  ['expired', 'retry', 'same'],
  ['expired', 'statusSucceeded', 'same'],
  ['cancelled', 'statusSucceeded', 'same'],
  ['cancelled', 'retry', 'same'],
  // error
  ['errorRetry', 'retry', { name: 'loading', resumeAttempt: undefined }],
  ['errorRetry', 'statusSucceeded', { name: 'succeeded' }],
  ['errorRetry', 'statusProcessing', 'same'],
  ['errorRetry', 'error', { name: 'error', view: V, error: E.error.error }],
  ['errorFatal', 'retry', 'same'],
  ['errorFatal', 'statusSucceeded', 'same'],
];

describe('transition table', () => {
  for (const [from, eventName, expected] of TABLE) {
    it(`${from} + ${eventName} → ${expected === 'same' ? 'unchanged' : expected.name}`, () => {
      const state = S[from];
      const next = transition(state, E[eventName]);
      if (expected === 'same') {
        assert.equal(next, state);
        return;
      }
      for (const [key, value] of Object.entries(expected)) {
        assert.deepEqual((next as unknown as Record<string, unknown>)[key], value, `field ${key}`);
      }
    });
  }
});

describe('VIEW_LOADED picks the screen from the view status', () => {
  const cases: Array<[string, FlowState, ReturnType<typeof view>, Record<string, unknown>]> = [
    ['open, attempt 0 from the proxy', initialState, view({ status: snapshot('open', 0) }), { name: 'ready', attempt: 1 }],
    ['open after a failed attempt', initialState, view({ status: snapshot('open', 3) }), { name: 'ready', attempt: 3 }],
    ['single method is preselected', initialState, view({ savedCards: [], payMethods: [WALLET] }), { method: WALLET }],
    ['action pending, fresh load', initialState, view({ status: actionSnapshot(2) }), { name: 'ready', attempt: 2, pendingAction: { webUrl: URL1 } }],
    ['action pending, resuming that attempt', S.loadingResume, view({ status: actionSnapshot(1) }), { name: 'confirming', pendingAction: { webUrl: URL1 } }],
    ['action pending, resuming another attempt', S.loadingResume, view({ status: actionSnapshot(2) }), { name: 'ready', attempt: 2 }],
    ['processing', initialState, view({ status: snapshot('processing', 1) }), { name: 'confirming' }],
    ['already paid (reload after success)', S.loadingResume, view({ status: snapshot('succeeded', 1) }), { name: 'succeeded' }],
    ['failed, methods left', initialState, view({ status: snapshot('failed', 2) }), { name: 'failed', attempt: 2, canRetry: true }],
    ['failed, nothing to pay with', initialState, view({ status: snapshot('failed'), payMethods: [], savedCards: [] }), { name: 'failed', canRetry: false }],
    ['expired', initialState, view({ status: snapshot('expired') }), { name: 'expired' }],
    ['cancelled', initialState, view({ status: snapshot('cancelled') }), { name: 'cancelled' }],
  ];
  for (const [label, from, loaded, expected] of cases) {
    it(label, () => {
      const next = transition(from, { type: 'VIEW_LOADED', view: loaded }) as unknown as Record<string, unknown>;
      for (const [key, value] of Object.entries(expected)) assert.deepEqual(next[key], value, `field ${key}`);
    });
  }
});

describe('every state × every event', () => {
  const states = Object.values(S) as FlowState[];
  const events = Object.values(E) as FlowEvent[];

  it('covers every state name and event type', () => {
    assert.deepEqual(new Set(states.map((s) => s.name)), new Set(FLOW_STATE_NAMES));
    assert.deepEqual(new Set(events.map((e) => e.type)), new Set(FLOW_EVENT_TYPES));
  });

  it('returns a valid state and never throws', () => {
    for (const state of states) {
      for (const event of events) {
        const next = transition(state, event);
        assert.ok(FLOW_STATE_NAMES.includes(next.name), `${state.name} + ${event.type}`);
        if (next.name !== 'loading' && next.name !== 'error') assert.ok(viewOf(next), `${next.name} has a view`);
        if (isFinal(state) && !(state.name === 'failed' && event.type === 'RETRY')) {
          assert.equal(next.name, state.name, `final ${state.name} stays after ${event.type}`);
        }
      }
    }
  });

  it('does not mutate its input', () => {
    for (const state of states) {
      const copy = structuredClone(state);
      for (const event of events) transition(state, event);
      assert.deepEqual(state, copy);
    }
  });
});

describe('helpers', () => {
  it('nextAttempt: ready pays its attempt, a retryable failure the next, others none', () => {
    assert.equal(nextAttempt(S.ready2), 2);
    assert.equal(nextAttempt(S.failed), 2);
    assert.equal(nextAttempt(S.failedFinal), null);
    assert.equal(nextAttempt(S.submitting), null);
    assert.equal(nextAttempt(S.loading), null);
  });

  it('isFinal', () => {
    const finals = (Object.values(S) as FlowState[]).filter(isFinal).map((s) => s.name);
    assert.deepEqual(new Set(finals), new Set(['succeeded', 'failed', 'expired', 'cancelled']));
  });
});

describe('a whole flow', () => {
  it('declined, then paid with another method after a redirect return', () => {
    const steps: FlowEvent[] = [
      E.loaded,
      E.payWallet,
      E.acceptedFailed,
      E.retry,
      E.selectCard,
      { type: 'PAY', method: CARD },
      { type: 'PAY_ACCEPTED', snapshot: actionSnapshot(2) },
      E.redirectFull,
      { type: 'STATUS', snapshot: snapshot('failed', 1) }, // late, older attempt: ignored
      { type: 'RESUMED', attempt: 2 },
      { type: 'STATUS', snapshot: snapshot('processing', 2) },
      { type: 'STATUS', snapshot: snapshot('succeeded', 2) },
      { type: 'STATUS', snapshot: snapshot('failed', 2) }, // after final: ignored
    ];
    const names = [initialState as FlowState];
    for (const event of steps) names.push(transition(names[names.length - 1]!, event));
    assert.deepEqual(
      names.map((s) => s.name),
      ['loading', 'ready', 'submitting', 'failed', 'ready', 'ready', 'submitting', 'redirecting', 'redirecting', 'redirecting', 'confirming', 'confirming', 'succeeded', 'succeeded'],
    );
    const last = names[names.length - 1]!;
    assert.equal(last.name === 'succeeded' ? last.attempt : null, 2);
  });
});

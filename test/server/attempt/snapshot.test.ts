/**
 * Issue #30 item 4: the pure half of the attempt path (attempt/snapshot.ts), as tables.
 * An acquirer answer, whichever operation gave it (create, inquiry, cancel), is read by
 * one function; the snapshot that follows needs no store and no acquirer.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { StatusSnapshot } from '../../../src/core/api/cashier.js';
import type { SessionRecord } from '../../../src/server/session/session.js';
import { acquirerStateOf, appliedSnapshot, refusedSnapshot, snapshotOf, supersedes, withAttempt, withIds, type AcquirerState } from '../../../src/server/attempt/snapshot.js';

const NOW = new Date('2026-01-01T00:00:00.000Z');
const PAGE = 'https://acquirer.example/pay/1';
const PLAN = { description: 'Monthly', amount: { value: '5.00', currency: 'USD' }, periodType: 'MONTHLY', periodInterval: 1 } as const;

function session(kind: SessionRecord['kind'] = 'order', extra: Partial<SessionRecord> = {}): SessionRecord {
  return {
    id: 's1',
    kind,
    createdAt: NOW.toISOString(),
    expiresAt: NOW.toISOString(),
    requestKey: 'rk',
    request: { kind: 'order', body: {} } as SessionRecord['request'],
    amount: { value: '10.00', currency: 'USD' },
    redirects: { success: 'https://shop.example/ok', failed: 'https://shop.example/ko', cancel: 'https://shop.example/back' },
    attempts: [{ n: 1, requestId: 'rk-1', payMethodType: 'WALLET', payMethodName: 'PAYPAL' }],
    snapshot: { status: 'open', attempt: 0, updatedAt: NOW.toISOString() },
    ...extra,
  };
}

test('acquirerStateOf: create, inquiry and cancel answers read alike', () => {
  const rows: [string, Parameters<typeof acquirerStateOf>[0], AcquirerState][] = [
    [
      'order create (expiry from the body)',
      { acquiringOrderId: 'A1', orderStatus: 'PAY_IN_PROGRESS', orderAction: { webUrl: PAGE }, orderExpiredAt: '2026-01-02T00:00:00Z' },
      { kind: 'order', acquiringOrderId: 'A1', orderStatus: 'PAY_IN_PROGRESS', orderAction: { webUrl: PAGE }, orderExpiredAt: '2026-01-02T00:00:00Z', failedReason: undefined },
    ],
    [
      'order inquiry, closed with a reason',
      { acquiringOrderId: 'A1', orderStatus: 'ORDER_CLOSE', orderFailedReason: '{"orderFailedCode":"X"}' },
      { kind: 'order', acquiringOrderId: 'A1', orderStatus: 'ORDER_CLOSE', orderAction: undefined, orderExpiredAt: undefined, failedReason: '{"orderFailedCode":"X"}' },
    ],
    ['order cancel', { acquiringOrderId: 'A1', orderStatus: 'CANCELLED' }, { kind: 'order', acquiringOrderId: 'A1', orderStatus: 'CANCELLED', orderAction: undefined, orderExpiredAt: undefined, failedReason: undefined }],
    [
      'subscription create',
      { subscriptionId: 'S1', subscriptionStatus: 'AUTHORIZATION_REQUIRED', subscriptionAction: { webUrl: PAGE } },
      { kind: 'subscription', subscriptionId: 'S1', subscriptionStatus: 'AUTHORIZATION_REQUIRED', subscriptionAction: { webUrl: PAGE }, failedReason: undefined, productInfo: undefined },
    ],
    [
      'subscription inquiry with product info',
      { subscriptionId: 'S1', subscriptionStatus: 'ACTIVE', productInfo: { currentPeriod: '1' } },
      { kind: 'subscription', subscriptionId: 'S1', subscriptionStatus: 'ACTIVE', subscriptionAction: undefined, failedReason: undefined, productInfo: { currentPeriod: '1' } },
    ],
  ];
  for (const [name, answer, state] of rows) assert.deepEqual(acquirerStateOf(answer), state, name);
});

test('snapshotOf: acquirer states to the widget status, result and redirect', () => {
  const rows: [string, SessionRecord, AcquirerState, Partial<StatusSnapshot>][] = [
    ['paid order', session(), { kind: 'order', orderStatus: 'PAY_SUCCESS' }, { status: 'succeeded', acquirerStatus: 'PAY_SUCCESS', redirectUrl: 'https://shop.example/ok' }],
    ['authorized order', session(), { kind: 'order', orderStatus: 'AUTHORIZED' }, { status: 'succeeded' }],
    ['order on the page, with its method', session(), { kind: 'order', orderStatus: 'PAY_IN_PROGRESS', orderAction: PAGE }, { status: 'action_required', action: { webUrl: PAGE, method: { payMethodType: 'WALLET', payMethodName: 'PAYPAL' } } }],
    ['order in progress without a page', session(), { kind: 'order', orderStatus: 'PAY_IN_PROGRESS' }, { status: 'processing', action: undefined, redirectUrl: undefined }],
    ['closed order', session(), { kind: 'order', orderStatus: 'ORDER_CLOSE' }, { status: 'failed', result: { messageKey: 'error.declined', message: 'The payment was not completed' }, redirectUrl: 'https://shop.example/ko' }],
    ['closed after its expiry', session(), { kind: 'order', orderStatus: 'ORDER_CLOSE', orderExpiredAt: '2025-12-31T00:00:00Z' }, { status: 'expired', result: { messageKey: 'result.expired.body', message: 'The payment time is over' } }],
    ['cancelled order', session(), { kind: 'order', orderStatus: 'CANCELLED' }, { status: 'cancelled', redirectUrl: 'https://shop.example/back' }],
    ['subscription in progress', session('subscription'), { kind: 'subscription', subscriptionStatus: 'IN_PROGRESS' }, { status: 'processing', subscription: undefined }],
    [
      'active subscription with its plan',
      session('subscription', { plan: PLAN }),
      { kind: 'subscription', subscriptionStatus: 'ACTIVE', productInfo: { currentPeriod: '2', nextPaymentDateTime: '2026-02-01T00:00:00Z' } },
      { status: 'succeeded', subscription: { plan: PLAN, manageable: true, currentPeriod: 2, nextPaymentAt: '2026-02-01T00:00:00Z' } },
    ],
    ['user-cancelled subscription', session('subscription'), { kind: 'subscription', subscriptionStatus: 'USER_CANCELLED' }, { status: 'cancelled' }],
  ];
  for (const [name, s, state, expected] of rows) {
    const snapshot = snapshotOf(s, 1, state, NOW);
    assert.equal(snapshot.attempt, 1, name);
    assert.equal(snapshot.updatedAt, NOW.toISOString(), name);
    for (const [field, value] of Object.entries(expected)) assert.deepEqual(snapshot[field as keyof StatusSnapshot], value, `${name}: ${field}`);
  }
});

test('refusedSnapshot: a business refusal fails the attempt with its code', () => {
  const snapshot = refusedSnapshot(session(), 2, 'A0001', 'refused', NOW);
  assert.equal(snapshot.status, 'failed');
  assert.equal(snapshot.attempt, 2);
  assert.equal(snapshot.result?.code, 'A0001');
  assert.equal(snapshot.redirectUrl, 'https://shop.example/ko');
});

test('supersedes: never an older attempt, never away from a final state, never the same words', () => {
  const at = (status: StatusSnapshot['status'], attempt: number, updatedAt = NOW.toISOString()) => ({ status, attempt, updatedAt }) as StatusSnapshot;
  const rows: [string, StatusSnapshot, StatusSnapshot, boolean, boolean][] = [
    ['newer attempt', at('failed', 1), at('processing', 2), false, true],
    ['older attempt', at('processing', 2), at('succeeded', 1), false, false],
    ['progress on the same attempt', at('processing', 1), at('succeeded', 1), false, true],
    ['away from a final state', at('succeeded', 1), at('processing', 1), false, false],
    ['the same words later', at('processing', 1), at('processing', 1, '2026-01-01T00:00:05.000Z'), false, false],
    ['closing a failed session: refused without the flag', at('failed', 1), at('cancelled', 1), false, false],
    ["closing a failed session: the shopper's cancel", at('failed', 1), at('cancelled', 1), true, true],
  ];
  for (const [name, current, next, closing, expected] of rows) assert.equal(supersedes(current, next, closing), expected, name);
});

test('withIds and withAttempt: ids taken when present; an attempt recorded once and settled', () => {
  const attempt = { n: 2, requestId: 'rk-2', payMethodType: 'CREDITCARD' };
  assert.deepEqual(withIds(attempt, { kind: 'order', orderStatus: 'PAY_SUCCESS', acquiringOrderId: 'A2' }), { ...attempt, acquiringOrderId: 'A2' });
  assert.deepEqual(withIds(attempt, { kind: 'subscription', subscriptionStatus: 'ACTIVE' }), attempt);
  const unresolved = session('order', { unresolved: attempt });
  const settled = withAttempt(unresolved, attempt);
  assert.equal(settled.unresolved, undefined);
  assert.equal(settled.attempts.length, 2);
  assert.equal(withAttempt(settled, attempt), settled, 'recorded and settled already: unchanged');
  const other = session('order', { unresolved: { ...attempt, n: 3 } });
  assert.deepEqual(withAttempt(other, attempt).unresolved, { ...attempt, n: 3 }, 'another unresolved attempt stays');
});

test('appliedSnapshot: what one write of the ledger carries', () => {
  const at = (status: StatusSnapshot['status'], attempt = 1) => ({ status, attempt, updatedAt: NOW.toISOString() }) as StatusSnapshot;
  const attempt = { n: 1, requestId: 'rk-1', payMethodType: 'WALLET', payMethodName: 'PAYPAL' };
  const fresh = session('order', { attempts: [], unresolved: attempt, snapshot: at('open', 0) });
  const rows: [string, SessionRecord, StatusSnapshot, Parameters<typeof appliedSnapshot>[2], boolean, { changed: boolean; approvedAfterCancel: boolean; status?: string; recorded?: boolean; resultDue?: boolean }][] = [
    ['first snapshot with its attempt', fresh, at('processing'), { record: attempt }, false, { changed: true, approvedAfterCancel: false, status: 'processing', recorded: true, resultDue: false }],
    ['final news goes in the same write', fresh, at('succeeded'), { record: attempt }, true, { changed: true, approvedAfterCancel: false, status: 'succeeded', recorded: true, resultDue: true }],
    ['stale snapshot, attempt still recorded', session('order', { attempts: [], unresolved: attempt, snapshot: at('succeeded') }), at('processing'), { record: attempt }, false, { changed: false, approvedAfterCancel: false, status: 'succeeded', recorded: true }],
    ['stale snapshot, nothing to record: no write', session('order', { snapshot: at('succeeded') }), at('processing'), {}, false, { changed: false, approvedAfterCancel: false }],
    ['approval over a cancel: not applied', session('order', { snapshot: at('cancelled') }), at('succeeded'), {}, true, { changed: false, approvedAfterCancel: true }],
    ["the shopper's cancel closes a failed session", session('order', { snapshot: at('failed') }), at('cancelled'), { closingAfterFailure: true }, false, { changed: true, approvedAfterCancel: false, status: 'cancelled' }],
  ];
  for (const [name, s, next, options, news, expected] of rows) {
    const applied = appliedSnapshot(s, next, options, news);
    assert.equal(applied.changed, expected.changed, `${name}: changed`);
    assert.equal(applied.approvedAfterCancel, expected.approvedAfterCancel, `${name}: approvedAfterCancel`);
    if (expected.status === undefined) {
      assert.equal(applied.write, undefined, `${name}: no write`);
      continue;
    }
    assert.equal(applied.write?.snapshot.status, expected.status, `${name}: status`);
    if (expected.recorded) assert.deepEqual([applied.write?.attempts.length, applied.write?.unresolved], [1, undefined], `${name}: recorded and settled`);
    assert.equal(applied.write?.resultDue !== undefined, expected.resultDue ?? false, `${name}: resultDue`);
  }
});

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { initialState, isStatusChange, type FlowState } from '../../../src/core/flow/index.js';
import { snapshot, view, WALLET } from './fixtures.js';

const V = view();
const ready: FlowState = { name: 'ready', view: V, method: null, attempt: 1 };
const readyWallet: FlowState = { name: 'ready', view: V, method: WALLET, attempt: 1 };
const confirming: FlowState = { name: 'confirming', view: V, method: WALLET, attempt: 1 };
const failed: FlowState = { name: 'failed', view: V, attempt: 1, snapshot: snapshot('failed'), canRetry: true };
const failedAgain: FlowState = { ...failed, snapshot: snapshot('failed', 1, { acquirerStatus: 'PAY_FAIL' }) };

describe('isStatusChange', () => {
  const cases: Array<[string, FlowState, FlowState, boolean]> = [
    ['loading → ready', initialState, ready, true],
    ['a method picked on the ready screen', ready, readyWallet, false],
    ['confirming → confirming (another processing)', confirming, { ...confirming }, false],
    ['confirming → failed', confirming, failed, true],
    ['the same failure again', failed, { ...failed, snapshot: snapshot('failed') }, false],
    ['a new acquirer status word', failed, failedAgain, true],
  ];
  for (const [label, previous, next, expected] of cases) it(label, () => assert.equal(isStatusChange(previous, next), expected));
});

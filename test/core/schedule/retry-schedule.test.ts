import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { afterDecline, DEFAULT_RETRY_STRATEGY, retryIntervalMs, retryStrategyProblem, type RetryStrategy } from '../../../src/core/schedule/index.js';

const at = new Date('2026-03-31T10:00:00Z');
const strategy = (over: Partial<RetryStrategy>): RetryStrategy => ({ ...DEFAULT_RETRY_STRATEGY, ...over });

describe('afterDecline', () => {
  const cases: Array<[string, Partial<RetryStrategy>, number, string]> = [
    ['default: first decline → retry 1 a day later', {}, 1, 'retry 1 2026-04-01T10:00:00.000Z'],
    ['default: second decline → retry 2 two days after the first', {}, 2, 'retry 2 2026-04-02T10:00:00.000Z'],
    ['default: third decline → retry 3', {}, 3, 'retry 3 2026-04-03T10:00:00.000Z'],
    ['default: the fourth decline (last retry) closes', {}, 4, 'close'],
    ['no retries: the renewal decline closes', { retryMaxCount: 0 }, 1, 'close'],
    ['every 6 hours, 2 retries', { retryInterval: 6, retryIntervalUnit: 'HOUR', retryMaxCount: 2 }, 2, 'retry 2 2026-03-31T22:00:00.000Z'],
    ['every 6 hours, 2 retries: third decline closes', { retryInterval: 6, retryIntervalUnit: 'HOUR', retryMaxCount: 2 }, 3, 'close'],
    ['minutes', { retryInterval: 30, retryIntervalUnit: 'MINUTE', retryMaxCount: 1 }, 1, 'retry 1 2026-03-31T10:30:00.000Z'],
  ];
  for (const [name, over, declines, expected] of cases) {
    it(name, () => {
      const next = afterDecline(strategy(over), at, declines);
      assert.equal(next.next === 'retry' ? `retry ${next.retry} ${next.at.toISOString()}` : 'close', expected);
    });
  }
});

describe('retryStrategyProblem', () => {
  const cases: Array<[Partial<RetryStrategy>, boolean]> = [
    [{}, true],
    [{ retryMaxCount: 0 }, true],
    [{ retryMaxCount: 30 }, true],
    [{ retryMaxCount: 31 }, false],
    [{ retryMaxCount: -1 }, false],
    [{ retryMaxCount: 1.5 }, false],
    [{ retryInterval: 0 }, false],
    [{ retryIntervalUnit: 'WEEK' as never }, false],
  ];
  for (const [over, ok] of cases) {
    it(`${JSON.stringify(over)} → ${ok ? 'usable' : 'refused'}`, () => assert.equal(retryStrategyProblem(strategy(over)) === undefined, ok));
  }
});

it('retryIntervalMs', () => {
  assert.equal(retryIntervalMs(strategy({ retryInterval: 2, retryIntervalUnit: 'HOUR' })), 7_200_000);
  assert.equal(retryIntervalMs(DEFAULT_RETRY_STRATEGY), 86_400_000);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRateLimiter } from '../../src/server/rate-limit.js';

test('token bucket: capacity, refill, per key', () => {
  let t = 0;
  const limiter = createRateLimiter({ capacity: 3, windowMs: 60_000, now: () => t });
  assert.deepEqual([1, 2, 3, 4].map(() => limiter.take('ip1')), [true, true, true, false]);
  assert.equal(limiter.take('ip2'), true, 'another client has its own bucket');
  assert.equal(limiter.retryAfterMs('ip1'), 20_000);
  t += 20_000;
  assert.equal(limiter.take('ip1'), true);
  assert.equal(limiter.take('ip1'), false);
});

import { randomUUID } from 'node:crypto';
import type { RedisClient } from './redis-connection.js';
import type { RateDecision } from './store.js';

/**
 * Compare-and-set in one atomic step. ARGV: expectAbsent ("1"/"0"), expected, next, ttl ms.
 * GET answers false (not nil) in Lua for a missing key.
 */
const COMPARE_AND_SET = `
local current = redis.call('GET', KEYS[1])
if ARGV[1] == '1' then
  if current ~= false then return 0 end
elseif current ~= ARGV[2] then
  return 0
end
redis.call('SET', KEYS[1], ARGV[3], 'PX', ARGV[4])
return 1`;

/**
 * A sliding-window rate limit in one atomic step, on Redis's own clock (TIME) so that
 * every process agrees. KEYS[1] a sorted set of hit times; ARGV: window ms, limit, a
 * unique member suffix. Returns {1, 0} when the hit is allowed (and counted), else
 * {0, ms until the oldest hit leaves the window}.
 */
const TAKE_FROM_WINDOW = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[2]) then
  redis.call('ZADD', KEYS[1], now, now .. ':' .. ARGV[3])
  redis.call('PEXPIRE', KEYS[1], window)
  return {1, 0}
end
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return {0, math.max(1, tonumber(oldest[2]) + window - now)}`;

/**
 * takeSlot in one atomic step, on Redis's clock. KEYS[1] a sorted set of holders scored by
 * lease expiry; ARGV: holder, limit, ttl ms. Lapsed leases are dropped first; a holder
 * present renews; the key lives as long as its longest lease.
 */
const TAKE_SLOT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local ttl = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if not redis.call('ZSCORE', KEYS[1], ARGV[1]) and redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], now + ttl, ARGV[1])
if redis.call('PTTL', KEYS[1]) < ttl then redis.call('PEXPIRE', KEYS[1], ttl) end
return 1`;

/** PX takes a positive integer; the memory store treats ttl ≤ 0 as already expired, 1 ms is the closest. */
export const px = (ttlMs: number) => Math.max(1, Math.ceil(ttlMs));

/** The commands below take the full (prefixed) key. */
export async function compareAndSet(
  client: RedisClient,
  key: string,
  expected: string | undefined,
  next: string,
  ttlMs: number,
): Promise<boolean> {
  const reply = await client.eval(COMPARE_AND_SET, {
    keys: [key],
    arguments: [expected === undefined ? '1' : '0', expected ?? '', next, String(px(ttlMs))],
  });
  return reply === 1;
}

export async function takeFromWindow(client: RedisClient, key: string, limit: number, windowMs: number): Promise<RateDecision> {
  const reply = (await client.eval(TAKE_FROM_WINDOW, {
    keys: [key],
    arguments: [String(px(windowMs)), String(limit), randomUUID()],
  })) as [number, number];
  return { allowed: reply[0] === 1, retryAfterMs: Number(reply[1]) };
}

export async function takeSlot(client: RedisClient, key: string, holder: string, limit: number, ttlMs: number): Promise<boolean> {
  const reply = await client.eval(TAKE_SLOT, { keys: [key], arguments: [holder, String(limit), String(px(ttlMs))] });
  return reply === 1;
}

export async function releaseSlot(client: RedisClient, key: string, holder: string): Promise<void> {
  // Redis drops a sorted set once its last member goes.
  await client.zRem(key, holder);
}

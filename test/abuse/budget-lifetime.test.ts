/**
 * A stream's end (issue #27): over HTTP, a stream lives at most streamLifetimeMs and then
 * ends with a `retry:` reconnect hint; a stream whose session turns final ends with the
 * final snapshot; either way its slots are released and nothing stays open.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readStream, startBudgetStand, until } from './budget-stand.js';

test('a stream ends at its maximum lifetime with a retry hint, and frees its slots', { timeout: 30_000 }, async () => {
  const stand = await startBudgetStand({ heartbeatMs: 200, budgets: { streamLifetimeMs: 700, streamRetryMs: 2_500, streamsPerSession: 1 } });
  try {
    const id = await stand.waitingSession();
    const started = Date.now();
    const res = await fetch(stand.url(id, '/events'));
    assert.equal(res.status, 200);
    const text = await readStream(res);
    const lived = Date.now() - started;
    console.log(`stream lived ${lived} ms; ends with ${JSON.stringify(text.slice(-20))}`);
    assert.match(text, /event: status\ndata: \{"status":"action_required"/);
    assert.match(text, /: heartbeat/);
    assert.ok(text.endsWith('retry: 2500\n\n'), 'the last thing said is the reconnect hint');
    assert.ok(lived >= 650 && lived < 3_000, `lived ${lived} ms`);
    await until(() => stand.proxy.openStreams() === 0, 2_000, 'stream gone');
    // streamsPerSession 1: the reconnect is let in at once, its slot was released.
    const again = await fetch(stand.url(id, '/events'));
    assert.equal(again.status, 200);
    await again.body!.cancel();
  } finally {
    await stand.close();
  }
});

test('a stream whose session turns final ends with the final snapshot', { timeout: 30_000 }, async () => {
  const stand = await startBudgetStand({ heartbeatMs: 200 });
  try {
    const id = await stand.openSession();
    const res = await fetch(stand.url(id, '/events'));
    const reading = readStream(res);
    await until(() => stand.proxy.openStreams() === 1, 2_000, 'stream open');
    const cancelled = await fetch(stand.url(id, '/cancel'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    assert.equal(cancelled.status, 200);
    const text = await reading;
    assert.match(text, /"status":"cancelled"/);
    await until(() => stand.proxy.openStreams() === 0, 2_000, 'stream gone');
    assert.ok(await stand.slotsFree(`streams:session:${id}`, 1));
    // A final session's stream says so and ends at once.
    const late = await readStream(await fetch(stand.url(id, '/events')), undefined, 3_000);
    assert.match(late, /"status":"cancelled"/);
  } finally {
    await stand.close();
  }
});

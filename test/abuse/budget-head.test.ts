/**
 * Audit row 1 (issue #27): `HEAD …/events` used to run the GET handler and open a stream
 * nobody reads, for good (500 of them: drain() never returned; 5,000 on the standalone:
 * RSS 87 → 243 MB). Now only GET opens a stream: 5,000 HEADs over HTTP are 405 each,
 * RSS grows < 30 MB, no stream stays open, no slot is held, drain() returns at once; and
 * every route refuses the methods it does not take with 405 and Allow.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startBudgetProcess, startBudgetStand, type BudgetStand } from './budget-stand.js';

let stand: BudgetStand;
before(async () => {
  stand = await startBudgetStand();
});
after(() => stand.close());

test('5,000 HEADs on the event stream of a proxy process: 405 each, its RSS +< 30 MB, nothing left open', { timeout: 120_000 }, async () => {
  const child = await startBudgetProcess();
  try {
    const { id } = await child.control<{ id: string }>('/waiting-session', true);
    const url = `${child.proxyUrl}/cashier/sessions/${id}/events`;
    const inquiries = (await child.control<{ calls: number }>('/calls?suffix=/inquiry')).calls;
    // Warm up (JIT, sockets, the allocator's arenas at this concurrency), then measure.
    for (let i = 0; i < 20; i++) await Promise.all(Array.from({ length: 100 }, () => fetch(url, { method: 'HEAD' })));
    const before = await child.control<{ rss: number; heapUsed: number }>('/memory');
    const statuses = new Map<number, number>();
    const allow = new Set<string>();
    for (let batch = 0; batch < 50; batch++) {
      await Promise.all(
        Array.from({ length: 100 }, async () => {
          const res = await fetch(url, { method: 'HEAD' });
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          allow.add(res.headers.get('allow') ?? '');
        }),
      );
    }
    const after = await child.control<{ rss: number; heapUsed: number; openStreams: number }>('/memory');
    const grownMb = (after.rss - before.rss) / 2 ** 20;
    console.log(`5,000 HEADs: ${JSON.stringify(Object.fromEntries(statuses))}, proxy RSS ${(before.rss / 2 ** 20).toFixed(0)} → ${(after.rss / 2 ** 20).toFixed(0)} MB, heap ${(before.heapUsed / 2 ** 20).toFixed(0)} → ${(after.heapUsed / 2 ** 20).toFixed(0)} MB, open streams ${after.openStreams}`);
    assert.deepEqual(Object.fromEntries(statuses), { 405: 5_000 });
    assert.deepEqual([...allow], ['GET']);
    assert.ok(grownMb < 30, `RSS grew ${grownMb.toFixed(1)} MB`);
    assert.equal(after.openStreams, 0);
    assert.equal((await child.control<{ calls: number }>('/calls?suffix=/inquiry')).calls - inquiries, 0, 'a HEAD asks the acquirer nothing');
    const drained = await child.control<{ ms: number; openStreams: number }>('/drain', true);
    assert.ok(drained.ms < 100, `drain took ${drained.ms} ms with nothing to end`);
  } finally {
    await child.stop();
  }
});

test('HEADs in process: no stream slot is held in the store', { timeout: 30_000 }, async () => {
  const id = await stand.waitingSession();
  for (let i = 0; i < 200; i++) assert.equal((await fetch(stand.url(id, '/events'), { method: 'HEAD' })).status, 405);
  assert.equal(stand.proxy.openStreams(), 0);
  assert.ok(await stand.slotsFree(`streams:session:${id}`, 1), 'no stream slot held on the session');
  assert.ok(await stand.slotsFree('streams:client:127.0.0.1', 1), 'no stream slot held for the client');
});

test('every widget route takes its one method: others are 405 with Allow, before the session is read', { timeout: 30_000 }, async () => {
  const id = await stand.openSession();
  const routes: [suffix: string, method: 'GET' | 'POST'][] = [
    ['', 'GET'],
    ['/status', 'GET'],
    ['/manage', 'GET'],
    ['/events', 'GET'],
    ['/pay', 'POST'],
    ['/cancel', 'POST'],
  ];
  for (const [suffix, allowed] of routes) {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH']) {
      if (method === allowed) continue;
      for (const target of [id, 'cs_unknownUnknownUnknown00']) {
        const res = await fetch(stand.url(target, suffix), { method, ...(method === 'GET' || method === 'HEAD' ? {} : { body: '{}', headers: { 'Content-Type': 'application/json' } }) });
        await res.body?.cancel();
        assert.equal(res.status, 405, `${method} ${suffix || '/'}`);
        assert.equal(res.headers.get('allow'), allowed, `${method} ${suffix || '/'}`);
      }
    }
  }
  // The one method still works, and OPTIONS is still the preflight.
  assert.equal((await fetch(stand.url(id, '/status'))).status, 200);
  assert.equal((await fetch(stand.url(id, '/pay'), { method: 'OPTIONS', headers: { Origin: stand.http.url } })).status, 204);
  assert.equal(stand.proxy.openStreams(), 0);
});

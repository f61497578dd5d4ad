/**
 * Audit row 2 (issue #27): streams and status hits on one waiting session used to cost
 * 192–420 acquirer inquiries in 10 s, and 2,000 streams from one address were all
 * accepted. Now, over HTTP: at most one inquiry per session per inquiryIntervalMs (3 s)
 * whatever the clients do, also across two processes on one Redis; at most 4 streams per
 * session and 20 per client (429 with Retry-After beyond); status limited per client.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { listenSandbox } from '../../src/sandbox/node.js';
import { createRedisStore } from '../../src/server/store/redis-store.js';
import { redisServerMissing, startRedisServer } from '../support/redis-server.js';
import { API_KEY, MERCHANT_ID, sleep, startBudgetStand, until, type BudgetStand } from './budget-stand.js';

const WINDOW_MS = 10_000;

interface Opened {
  status: number;
  retryAfter: string | null;
  close(): void;
}

/** Opens an event stream (as `client` when given) and keeps reading it until close(). */
async function openStream(url: string, client?: string): Promise<Opened> {
  const abort = new AbortController();
  const res = await fetch(url, { signal: abort.signal, headers: client ? { 'X-Forwarded-For': client } : {} });
  if (res.status === 200) void res.body!.pipeTo(new WritableStream()).catch(() => undefined);
  else await res.body?.cancel();
  return { status: res.status, retryAfter: res.headers.get('retry-after'), close: () => abort.abort() };
}

async function getStatus(url: string, client?: string): Promise<{ status: number; retryAfter: string | null }> {
  const res = await fetch(url, { headers: client ? { 'X-Forwarded-For': client } : {} });
  await res.body?.cancel();
  return { status: res.status, retryAfter: res.headers.get('retry-after') };
}

/**
 * 300 stream opens and 300 status hits spread over WINDOW_MS on one waiting session,
 * from `clientOf(i)`, against the given stands in turn. Answers the tallies; every
 * stream is closed after.
 */
async function storm(stands: BudgetStand[], id: string, clientOf: (i: number) => string | undefined) {
  const streams: Opened[] = [];
  const statuses: { status: number; retryAfter: string | null }[] = [];
  const started = Date.now();
  for (let i = 0; i < 300; i++) {
    const stand = stands[i % stands.length]!;
    const [opened, hit] = await Promise.all([openStream(stand.url(id, '/events'), clientOf(i)), getStatus(stand.url(id, '/status'), clientOf(i))]);
    streams.push(opened);
    statuses.push(hit);
    await sleep(Math.max(0, started + ((i + 1) * WINDOW_MS) / 300 - Date.now()));
  }
  for (const stream of streams) stream.close();
  return { streams, statuses };
}

const tally = (answers: { status: number }[]) => answers.reduce<Record<number, number>>((t, a) => ({ ...t, [a.status]: (t[a.status] ?? 0) + 1 }), {});

test('one client: 300 streams + 300 status hits on a waiting session in 10 s → ≤ 10 inquiries; 4 streams, then 429', { timeout: 60_000 }, async () => {
  const stand = await startBudgetStand({ heartbeatMs: 100 });
  try {
    const id = await stand.waitingSession();
    const before = stand.calls('/order/inquiry');
    const { streams, statuses } = await storm([stand], id, () => undefined);
    const inquiries = stand.calls('/order/inquiry') - before;
    console.log(`one client: ${inquiries} inquiries; streams ${JSON.stringify(tally(streams))}; status ${JSON.stringify(tally(statuses))}`);
    assert.ok(inquiries <= 10, `${inquiries} inquiries in 10 s`);
    assert.equal(tally(streams)[200], 4, 'streamsPerSession');
    assert.ok(streams.filter((s) => s.status === 429).every((s) => Number(s.retryAfter) > 0), '429 with Retry-After');
    assert.ok((tally(statuses)[429] ?? 0) > 0 && statuses.filter((s) => s.status === 429).every((s) => Number(s.retryAfter) > 0), 'status is limited per client');
    await until(() => stand.proxy.openStreams() === 0, 5_000, 'streams closed');
    assert.ok(await stand.slotsFree(`streams:session:${id}`, 1), 'every slot released');
  } finally {
    await stand.close();
  }
});

test('300 clients (no limit per client bites): still ≤ 10 inquiries in 10 s; the session holds 4 streams', { timeout: 60_000 }, async () => {
  const stand = await startBudgetStand({ heartbeatMs: 100 });
  try {
    const id = await stand.waitingSession();
    const before = stand.calls('/order/inquiry');
    const { streams, statuses } = await storm([stand], id, (i) => `198.51.100.${i % 250}`);
    const inquiries = stand.calls('/order/inquiry') - before;
    console.log(`300 clients: ${inquiries} inquiries; streams ${JSON.stringify(tally(streams))}; status ${JSON.stringify(tally(statuses))}`);
    assert.ok(inquiries <= 10, `${inquiries} inquiries in 10 s`);
    assert.deepEqual(tally(statuses), { 200: 300 });
    assert.equal(tally(streams)[200], 4);
  } finally {
    await stand.close();
  }
});

test('two proxies on one Redis (as two processes): the inquiry lease and the stream slots are shared', { timeout: 90_000, skip: redisServerMissing }, async () => {
  const redis = await startRedisServer();
  const sandbox = await listenSandbox({ apiKey: API_KEY, merchantId: MERCHANT_ID });
  const stores = [createRedisStore({ url: redis.url }), createRedisStore({ url: redis.url })];
  const stands: BudgetStand[] = [];
  try {
    await Promise.all(stores.map((s) => s.ready()));
    for (const store of stores) stands.push(await startBudgetStand({ heartbeatMs: 100, store, sandbox }));
    const id = await stands[0]!.waitingSession();
    const count = () => stands.reduce((n, s) => n + s.calls('/order/inquiry'), 0);
    const before = count();
    const { streams, statuses } = await storm(stands, id, (i) => `203.0.113.${i % 250}`);
    const inquiries = count() - before;
    console.log(`two proxies on Redis: ${inquiries} inquiries; streams ${JSON.stringify(tally(streams))}; status ${JSON.stringify(tally(statuses))}`);
    assert.ok(inquiries <= 10, `${inquiries} inquiries in 10 s`);
    assert.equal(tally(streams)[200], 4, 'the cap counts both processes');
  } finally {
    for (const stand of stands) await stand.close();
    await Promise.all(stores.map((s) => s.close()));
    await sandbox.close();
    await redis.stop();
  }
});

test('2,000 streams from one address over 100 sessions: 20 open, the rest 429; closing frees the slots', { timeout: 60_000 }, async () => {
  const stand = await startBudgetStand();
  try {
    const ids = await Promise.all(Array.from({ length: 100 }, () => stand.openSession()));
    const opened: Opened[] = [];
    for (let batch = 0; batch < 20; batch++) {
      opened.push(...(await Promise.all(ids.map((id) => openStream(stand.url(id, '/events'), '192.0.2.7')))));
    }
    console.log(`2,000 streams from one address: ${JSON.stringify(tally(opened))}, open ${stand.proxy.openStreams()}`);
    assert.equal(tally(opened)[200], 20, 'streamsPerClient');
    assert.equal(tally(opened)[429], 1_980);
    assert.equal(stand.proxy.openStreams(), 20);
    for (const stream of opened) stream.close();
    await until(() => stand.proxy.openStreams() === 0, 5_000, 'streams closed');
    await until(() => stand.slotsFree('streams:client:192.0.2.7', 20), 2_000, 'client slots released');
    assert.equal((await openStream(stand.url(ids[0]!, '/events'), '192.0.2.7')).status, 200, 'the client may open again');
  } finally {
    await stand.close();
  }
});

test('a session holds 4 streams from 5 clients; one closing lets the fifth in', { timeout: 30_000 }, async () => {
  const stand = await startBudgetStand();
  try {
    const id = await stand.openSession();
    const first = await Promise.all([1, 2, 3, 4].map((n) => openStream(stand.url(id, '/events'), `192.0.2.${n}`)));
    assert.deepEqual(first.map((s) => s.status), [200, 200, 200, 200]);
    const fifth = await openStream(stand.url(id, '/events'), '192.0.2.5');
    assert.equal(fifth.status, 429);
    first[0]!.close();
    await until(async () => (await stand.slotsFree(`streams:session:${id}`, 4)) === true, 5_000, 'a slot freed');
    const again = await openStream(stand.url(id, '/events'), '192.0.2.5');
    assert.equal(again.status, 200);
    for (const stream of [...first, again]) stream.close();
  } finally {
    await stand.close();
  }
});

/**
 * Shutdown with clients that read nothing (issue #27): drain() used to await a write that
 * never completes (a HEAD's stream, a stuck client), so it never returned and the
 * standalone's SIGTERM took 14 s against a 4 s timeout. Now drain() ends every stream
 * within its bound (about 2 × DRAIN_STEP_MS), readers get the retry hint first, and the
 * standalone's shutdown finishes within its timeout.
 */
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { test } from 'node:test';
import { listenSandbox } from '../../src/sandbox/node.js';
import { DRAIN_STEP_MS } from '../../src/server/routes/events.js';
import { startStandaloneProxy } from '../../src/server/standalone/standalone.js';
import { StandaloneConfig } from '../../src/server/standalone/standalone-config.js';
import { API_KEY, MERCHANT_ID, readStream, startBudgetStand, until } from './budget-stand.js';
import { orderInput } from '../server/harness.js';

/** A client over a real socket that asks for the stream and then reads nothing. */
function stuckSocketClient(url: string) {
  const { hostname, port, pathname } = new URL(url);
  const socket = connect(Number(port), hostname);
  socket.write(`GET ${pathname} HTTP/1.1\r\nHost: ${hostname}\r\nX-Forwarded-For: 192.0.2.99\r\n\r\n`);
  socket.pause();
  socket.on('error', () => undefined);
  return socket;
}

test('drain with stuck clients (one over a socket, one whose body nobody reads) finishes within its bound', { timeout: 30_000 }, async () => {
  const stand = await startBudgetStand({ heartbeatMs: 50 });
  try {
    const ids = await Promise.all(Array.from({ length: 5 }, () => stand.openSession()));
    const readers = ids.map((id, n) => fetch(stand.url(id, '/events'), { headers: { 'X-Forwarded-For': `192.0.2.${n + 1}` } }).then((res) => readStream(res)));
    const socket = stuckSocketClient(stand.url(ids[0]!, '/events'));
    // The HEAD of old: a stream answered in process whose body nobody ever takes.
    const unread = await stand.proxy.fetch(new Request(`http://shop.test/cashier/sessions/${ids[1]}/events`, { headers: { 'X-Forwarded-For': '192.0.2.98' } }));
    assert.equal(unread.status, 200);
    await until(() => stand.proxy.openStreams() === 7, 5_000, '7 streams open');
    await new Promise((resolve) => setTimeout(resolve, 300)); // heartbeats pile up behind the unread body
    const started = Date.now();
    await stand.proxy.drain(1_500);
    const took = Date.now() - started;
    console.log(`drain with 2 stuck clients and 5 readers: ${took} ms, ${stand.proxy.openStreams()} left open`);
    assert.ok(took <= 2 * DRAIN_STEP_MS + 500, `drain took ${took} ms`);
    assert.equal(stand.proxy.openStreams(), 0);
    for (const text of await Promise.all(readers)) assert.ok(text.endsWith('retry: 1500\n\n'), 'each reader got the hint');
    socket.destroy();
    for (const id of ids) assert.ok(await stand.slotsFree(`streams:session:${id}`, 1), 'slots released');
    // A stream asked for after the drain (a keep-alive connection still open) is told to go elsewhere at once.
    const late = await fetch(stand.url(ids[2]!, '/events'));
    assert.equal(await readStream(late, undefined, 2_000), 'retry: 1000\n\n');
    assert.equal(stand.proxy.openStreams(), 0);
  } finally {
    await stand.close();
  }
});

test('the standalone with stuck clients stops within its 4 s shutdown timeout', { timeout: 30_000 }, async () => {
  const sandbox = await listenSandbox({ apiKey: API_KEY, merchantId: MERCHANT_ID });
  const config = StandaloneConfig.parse({
    baseUrl: sandbox.url,
    apiKey: API_KEY,
    merchantId: MERCHANT_ID,
    publicUrl: 'http://127.0.0.1:9',
    serverToken: 'tok_budget_drain_test_0123456789',
    port: 0,
    trustProxy: true,
    shutdownTimeoutMs: 4_000,
  });
  const standalone = await startStandaloneProxy(config, { logger: () => undefined });
  try {
    const ids = await Promise.all(Array.from({ length: 20 }, async () => (await standalone.proxy.createSession(orderInput())).id));
    const url = (id: string) => `${standalone.url}/cashier/sessions/${id}/events`;
    const readers = ids.map((id, n) => fetch(url(id), { headers: { 'X-Forwarded-For': `198.51.100.${n}` } }).then((res) => readStream(res)));
    const sockets = ids.slice(0, 5).map((id) => stuckSocketClient(url(id)));
    const unread = await Promise.all(ids.slice(5, 10).map((id) => standalone.proxy.fetch(new Request(`http://shop.test/cashier/sessions/${id}/events`, { headers: { 'X-Forwarded-For': '198.51.100.200' } }))));
    assert.ok(unread.every((res) => res.status === 200));
    await until(() => standalone.proxy.openStreams() === 30, 5_000, '30 streams open');
    const started = Date.now();
    const outcome = await standalone.shutdown();
    const took = Date.now() - started;
    console.log(`standalone shutdown with 10 stuck clients and 20 readers: ${took} ms, clean ${outcome.clean}`);
    assert.ok(took < 4_000, `shutdown took ${took} ms`);
    assert.equal(standalone.proxy.openStreams(), 0);
    await Promise.all(readers);
    for (const socket of sockets) socket.destroy();
  } finally {
    await sandbox.close();
  }
});

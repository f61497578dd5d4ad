/**
 * Row 8 of issue #27: every log line carried the full session id (the request log's
 * path, and fields), and that id alone opens /manage and cancels the shopper's
 * subscription. Now each id is logged as its sessionTag: the lines of a session still
 * correlate, and no line can act on it. The whole life of two sessions runs through the
 * standalone proxy over HTTP (its own lines and the proxy's), every line captured.
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { test } from 'node:test';
import { listenSandbox } from '../../src/sandbox/node.js';
import { sessionTag, type LogEntry } from '../../src/server/index.js';
import { readStandaloneConfig } from '../../src/server/standalone/standalone-config.js';
import { startStandaloneProxy } from '../../src/server/standalone/standalone.js';
import { orderInput, payOnHostedPage, subscriptionInput } from '../server/harness.js';
import { ABUSE_API_KEY, send } from './edge-support.js';

const TOKEN = 'tok_abuse_logs_secret_0123456789ab';
const SESSION_ID = /(?:cs|ms)_[A-Za-z0-9_-]{32}/;

/** A port free now: the standalone's publicUrl must name it before it listens (callbacks go there). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

test('a full session life (view, pay, hosted page, callback, events, status, manage, cancel, 404s, CSP report): no full session id in any log line', { timeout: 60_000 }, async () => {
  const sandbox = await listenSandbox({ port: 0, apiKey: ABUSE_API_KEY, merchantId: 'M10001', webhookSecret: ABUSE_API_KEY, tickMs: 50 });
  const port = await freePort();
  const logs: LogEntry[] = [];
  const config = readStandaloneConfig({ baseUrl: sandbox.url, apiKey: ABUSE_API_KEY, merchantId: 'M10001', publicUrl: `http://127.0.0.1:${port}`, serverToken: TOKEN, port }, {});
  const proxy = await startStandaloneProxy(config, { logger: (e) => void logs.push(e) });
  const base = `${proxy.url}/cashier`;
  const json = { 'Content-Type': 'application/json' };
  const create = async (input: unknown) => {
    const created = await send(`${proxy.url}/sessions`, { method: 'POST', headers: { ...json, Authorization: `Bearer ${TOKEN}` }, body: JSON.stringify(input) });
    assert.equal(created.status, 201, created.text);
    return (JSON.parse(created.text) as { id: string }).id;
  };
  try {
    const order = await create(orderInput());
    const plan = await create(subscriptionInput());
    const ids = [order, plan];

    assert.equal((await send(`${base}/sessions/${order}`)).status, 200);
    const events = fetch(`${base}/sessions/${order}/events`).then((res) => res.text());
    for (const id of ids) {
      const paid = await send(`${base}/sessions/${id}/pay`, { method: 'POST', headers: json, body: JSON.stringify({ payMethodType: 'CREDITCARD', attempt: 1 }) });
      assert.equal(paid.status, 200, paid.text);
      const webUrl = (JSON.parse(paid.text) as { action: { webUrl: string } }).action.webUrl;
      assert.equal((await payOnHostedPage(sandbox.sandbox, webUrl)).status, 'success');
    }
    assert.match(await events, /succeeded/);
    await sandbox.sandbox.callbacksIdle();
    await proxy.proxy.idle();
    for (const id of ids) await send(`${base}/sessions/${id}/status`);
    await send(`${base}/sessions/${plan}/manage`);
    const third = await create(orderInput());
    ids.push(third);
    await send(`${base}/sessions/${third}/cancel`, { method: 'POST', headers: json, body: '{}' });
    await send(`${base}/sessions/${third}/pay`, { method: 'POST', headers: json, body: '{"attempt":1,"payMethodType":"CREDITCARD"}' });
    const unknown = `cs_${'A'.repeat(32)}`;
    ids.push(unknown);
    assert.equal((await send(`${base}/sessions/${unknown}`)).status, 404);
    await send(`${base}/sessions/${order}/nope`);
    const report = { 'csp-report': { 'document-uri': `https://shop.example/checkout/${order}`, 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline', disposition: 'enforce' } };
    assert.equal((await send(`${base}/csp-report`, { method: 'POST', headers: { 'Content-Type': 'application/csp-report' }, body: JSON.stringify(report) })).status, 204);
    await proxy.proxy.idle();

    const lines = logs.map((entry) => JSON.stringify(entry));
    console.log(`${lines.length} log lines captured`);
    assert.ok(lines.length > 20, String(lines.length));
    if (process.env.EDGE_DEBUG) console.log(lines.join('\n'));
    for (const line of lines) {
      assert.doesNotMatch(line, SESSION_ID, line);
      for (const id of ids) assert.ok(!line.includes(id.slice(3)), line);
    }
    // Still correlatable: the request log names each session by its tag.
    for (const id of ids) assert.ok(logs.some((e) => e.msg === 'request' && String(e.path).includes(sessionTag(id))), id);
    assert.ok(logs.some((e) => e.msg === 'session result' && e.sessionId === sessionTag(order)), 'the standalone\'s result line too');
    assert.ok(logs.some((e) => e.msg === 'csp violation' && e.document === `https://shop.example/checkout/${sessionTag(order)}`));
  } finally {
    await proxy.shutdown();
    await sandbox.close();
  }
});

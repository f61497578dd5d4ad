/**
 * The standalone proxy's /metrics (prom-client), in process against a real sandbox over
 * HTTP: off unless asked for; requests counted by route pattern (no session id in any
 * series), latency histogram, open event streams, readiness.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { listenSandbox, type ListeningSandbox } from '../../../src/sandbox/node.js';
import { createProxyMetrics, routeMatcher } from '../../../src/server/standalone/metrics.js';
import { readStandaloneConfig } from '../../../src/server/standalone/standalone-config.js';
import { startStandaloneProxy, type StandaloneProxy } from '../../../src/server/standalone/standalone.js';
import { orderInput } from '../harness.js';

const API_KEY = 'sk_test_metrics_3b7f1e';
const TOKEN = 'tok_metrics_server_secret_0123456';
let sandbox: ListeningSandbox;
const running: StandaloneProxy[] = [];

const config = (port: number) =>
  readStandaloneConfig({ baseUrl: sandbox.url, apiKey: API_KEY, merchantId: 'M10001', publicUrl: `http://127.0.0.1:${port}`, serverToken: TOKEN, port }, {});

before(async () => {
  sandbox = await listenSandbox({ port: 0, apiKey: API_KEY, merchantId: 'M10001', webhookSecret: API_KEY });
});
after(async () => {
  await Promise.all(running.map((r) => r.shutdown()));
  await sandbox.close();
});

test('routeMatcher names requests by the route table only; anything else is other', () => {
  const name = routeMatcher(['/cashier/notify', '/cashier/sessions/:id', '/cashier/sessions/:id/pay', '/cashier/sessions/:id/events']);
  const table: [string, string][] = [
    ['/cashier/sessions/cs_abc', '/cashier/sessions/:id'],
    ['/cashier/sessions/cs_abc/pay', '/cashier/sessions/:id/pay'],
    ['/cashier/sessions/cs_abc/events', '/cashier/sessions/:id/events'],
    ['/cashier/notify', '/cashier/notify'],
    ['/x/notify', 'other'],
    ['/cashier/x/notify', 'other'],
    ['/random-1/sessions/cs_abc/pay', 'other'],
    ['/cashier/sessions/cs_abc/../../etc', 'other'],
    ['/favicon.ico', 'other'],
  ];
  for (const [path, route] of table) assert.equal(name(path), route, path);
});

test('acquirer retries and callback fates are counted from the log entries', async () => {
  const metrics = createProxyMetrics();
  metrics.observe({ level: 'warn', msg: 'acquirer call', path: '/api/v1/order/create', try: 1, outcome: 'timeout', ms: 5000 });
  metrics.observe({ level: 'info', msg: 'acquirer call', path: '/api/v1/order/create', try: 2, outcome: 200, ms: 40 });
  metrics.observe({ level: 'warn', msg: 'callback refused', reason: 'mismatch' });
  metrics.observe({ level: 'info', msg: 'callback duplicate' });
  const { Hono } = await import('hono');
  const app = new Hono();
  metrics.extend(app, { routes: [], openStreams: () => 0, readiness: async () => ({ ready: true, checks: {} as never }) });
  const text = await (await app.request('/metrics')).text();
  assert.match(text, /acq_proxy_acquirer_call_duration_seconds_count\{path="\/api\/v1\/order\/create",outcome="timeout"\} 1/);
  assert.match(text, /acq_proxy_acquirer_retries_total\{path="\/api\/v1\/order\/create"\} 1/);
  assert.match(text, /acq_proxy_callbacks_total\{fate="refused"\} 1/);
  assert.match(text, /acq_proxy_callbacks_total\{fate="duplicate"\} 1/);
});

test('no /metrics unless enabled', async () => {
  const plain = await startStandaloneProxy(config(0), { logger: () => {} });
  running.push(plain);
  assert.equal((await fetch(`${plain.url}/metrics`)).status, 404);
});

test('counts requests by pattern, times them, and reports open streams and readiness', async () => {
  const proxy = await startStandaloneProxy(config(0), { logger: () => {}, metrics: createProxyMetrics() });
  running.push(proxy);
  const created = await fetch(`${proxy.url}/sessions`, { method: 'POST', headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' }, body: JSON.stringify(orderInput()) });
  const { id } = (await created.json()) as { id: string };
  for (let i = 0; i < 3; i++) assert.equal((await fetch(`${proxy.url}/cashier/sessions/${id}`)).status, 200);
  assert.equal((await fetch(`${proxy.url}/cashier/sessions/cs_nosuchsession0000000000`)).status, 404);
  const stream = await fetch(`${proxy.url}/cashier/sessions/${id}/events`);
  const reader = stream.body!.getReader();
  await reader.read();

  const answer = await fetch(`${proxy.url}/metrics`);
  assert.match(answer.headers.get('content-type') ?? '', /text\/plain/);
  const text = await answer.text();
  assert.match(text, /acq_proxy_requests_total\{route="\/cashier\/sessions\/:id",method="GET",status="200"\} 3/);
  assert.match(text, /acq_proxy_requests_total\{route="\/cashier\/sessions\/:id",method="GET",status="404"\} 1/);
  assert.match(text, /acq_proxy_requests_total\{route="\/sessions",method="POST",status="201"\} 1/);
  assert.match(text, /acq_proxy_request_duration_seconds_count\{route="\/cashier\/sessions\/:id",method="GET"\} 4/);
  assert.match(text, /acq_proxy_open_streams 1/);
  assert.match(text, /acq_proxy_ready 1/);
  assert.ok(!text.includes(id), 'no session id in any series');
  assert.match(text, /acq_proxy_acquirer_call_duration_seconds_count\{path="[^"]+",outcome="200"\} [1-9]/, 'acquirer calls timed');
  await reader.cancel();
});

/**
 * Row 5 of issue #27: with the metrics route on, every path ending in /notify became a
 * label of its own; 12,000 random ones grew /metrics to 52 MB. Now labels come only
 * from the route tables (anything else is `other`), so the same flood, plus random
 * session-shaped paths and methods, leaves a handful of series.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { after, before, test } from 'node:test';
import { listenSandbox, type ListeningSandbox } from '../../src/sandbox/node.js';
import { createProxyMetrics } from '../../src/server/standalone/metrics.js';
import { readStandaloneConfig } from '../../src/server/standalone/standalone-config.js';
import { startStandaloneProxy, type StandaloneProxy } from '../../src/server/standalone/standalone.js';
import { ABUSE_API_KEY } from './edge-support.js';

let sandbox: ListeningSandbox;
let proxy: StandaloneProxy;

before(async () => {
  sandbox = await listenSandbox({ port: 0, apiKey: ABUSE_API_KEY, merchantId: 'M10001', webhookSecret: ABUSE_API_KEY });
  const config = readStandaloneConfig(
    { baseUrl: sandbox.url, apiKey: ABUSE_API_KEY, merchantId: 'M10001', publicUrl: 'https://shop.example', serverToken: 'tok_abuse_metrics_secret_0123456', port: 0, metrics: true },
    {},
  );
  proxy = await startStandaloneProxy(config, { logger: () => {}, metrics: createProxyMetrics() });
});
after(async () => {
  await proxy?.shutdown();
  await sandbox?.close();
});

/** Runs `count` POSTs, `width` at a time over keep-alive connections (node:http: cheaper per request than fetch). */
async function flood(count: number, width: number, pathOf: (i: number) => string): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: width });
  const { hostname, port } = new URL(proxy.url);
  const post = (path: string) =>
    new Promise<void>((resolve, reject) => {
      const req = request({ host: hostname, port, path, method: 'POST', agent, headers: { 'Content-Type': 'application/json', 'Content-Length': '2' } }, (res) => {
        res.resume();
        res.on('end', resolve);
      });
      req.on('error', reject);
      req.end('{}');
    });
  let next = 0;
  try {
    await Promise.all(
      Array.from({ length: width }, async () => {
        while (next < count) await post(pathOf(next++));
      }),
    );
  } finally {
    agent.destroy();
  }
}

test('12,000 POSTs to random paths ending in /notify (and random session paths): few series, /metrics < 200 KB', { timeout: 60_000 }, async () => {
  const random = () => randomBytes(9).toString('base64url');
  const shapes = [
    () => `/${random()}/notify`,
    () => `/cashier/${random()}/notify`,
    () => `/${random()}/sessions/${random()}/pay`,
    () => `/cashier/sessions/cs_${random()}/${random()}`,
    () => `/cashier/sessions/cs_${random()}/pay`,
  ];
  const started = Date.now();
  await flood(12_000, 16, (i) => shapes[i % shapes.length]!());
  const floodMs = Date.now() - started;

  const answer = await fetch(`${proxy.url}/metrics`);
  const text = await answer.text();
  const bytes = Buffer.byteLength(text);
  const routes = new Set([...text.matchAll(/^acq_proxy_requests_total\{route="([^"]*)"/gm)].map((m) => m[1]));
  const series = text.split('\n').filter((line) => line && !line.startsWith('#')).length;
  console.log(`flood ${floodMs} ms; /metrics ${bytes} bytes, ${series} series, routes: ${[...routes].join(' ')}`);
  assert.ok(bytes < 200 * 1024, `/metrics is ${bytes} bytes`);
  assert.ok(routes.size <= 3, [...routes].join(' '));
  assert.ok(routes.has('other'));
  assert.ok(routes.has('/cashier/sessions/:id/pay'), 'a real route keeps its pattern');
  for (const route of routes) assert.ok(route === 'other' || route.startsWith('/cashier/sessions/:id') || route === '/cashier/notify', route);
});

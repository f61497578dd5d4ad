/**
 * POST {basePath}/csp-report over real HTTP (the standalone proxy with metrics, port 0):
 * both report formats logged redacted and counted by directive, labels bounded, a body
 * limit, a per-client rate limit, and never a 5xx whatever is posted.
 */
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, test } from 'node:test';
import { listenSandbox, type ListeningSandbox } from '../../../src/sandbox/node.js';
import type { LogEntry } from '../../../src/server/index.js';
import { createProxyMetrics } from '../../../src/server/standalone/metrics.js';
import { readStandaloneConfig } from '../../../src/server/standalone/standalone-config.js';
import { startStandaloneProxy, type StandaloneProxy } from '../../../src/server/standalone/standalone.js';

const API_KEY = 'sk_test_csp_report_77aa';
let sandbox: ListeningSandbox;
let proxy: StandaloneProxy;
const logs: LogEntry[] = [];

before(async () => {
  sandbox = await listenSandbox({ port: 0, apiKey: API_KEY, merchantId: 'M10001', webhookSecret: API_KEY });
  const config = readStandaloneConfig(
    { baseUrl: sandbox.url, apiKey: API_KEY, merchantId: 'M10001', publicUrl: 'https://shop.example', serverToken: 'tok_csp_server_secret_0123456789', port: 0, allowedOrigins: ['https://partner.example'] },
    {},
  );
  proxy = await startStandaloneProxy(config, { logger: (e) => void logs.push(e), metrics: createProxyMetrics() });
});
after(async () => {
  await proxy?.shutdown();
  await sandbox?.close();
});

/** Each test its own client address (127.0.0.0/8 is all loopback on Linux): the rate limit is per client. */
function post(body: string, type: string, from = '127.0.0.1'): Promise<{ status: number }> {
  const url = new URL(`${proxy.url}/cashier/csp-report`);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress: from, headers: { 'Content-Type': type } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const legacy = (directive: string, blocked: string) =>
  JSON.stringify({
    'csp-report': {
      'document-uri': 'https://shop.example/checkout?order=991&token=abc',
      'violated-directive': directive,
      'effective-directive': directive.split(' ')[0],
      'blocked-uri': blocked,
      'source-file': 'https://shop.example/app.js?v=3',
      'line-number': 12,
      'script-sample': 'card=4242424242424242',
      disposition: 'enforce',
    },
  });

test('application/csp-report: 204, one redacted line, counted by directive', { timeout: 20_000 }, async () => {
  assert.equal((await post(legacy('script-src-elem', 'https://evil.example/skim.js?c=1'), 'application/csp-report', '127.0.0.11')).status, 204);
  const line = logs.find((e) => e.msg === 'csp violation');
  assert.ok(line);
  assert.deepEqual(
    { directive: line.directive, blocked: line.blocked, document: line.document, source: line.source, line: line.line, disposition: line.disposition },
    { directive: 'script-src-elem', blocked: 'https://evil.example/skim.js', document: 'https://shop.example/checkout', source: 'https://shop.example/app.js', line: 12, disposition: 'enforce' },
  );
  assert.ok(!JSON.stringify(logs).includes('4242'), 'no script sample');
  const metrics = await (await fetch(`${proxy.url}/metrics`)).text();
  assert.match(metrics, /acq_proxy_csp_violations_total\{directive="script-src-elem",disposition="enforce"\} 1/);
  assert.match(metrics, /acq_proxy_requests_total\{route="\/cashier\/csp-report",method="POST",status="204"\} 1/);
});

test('application/reports+json: CSP reports of a batch (at most 20), other report types ignored', { timeout: 20_000 }, async () => {
  const before = logs.filter((e) => e.msg === 'csp violation').length;
  const csp = { type: 'csp-violation', url: 'https://shop.example/checkout', body: { documentURL: 'https://shop.example/checkout', effectiveDirective: 'connect-src', blockedURL: 'wss://exfil.example/x', disposition: 'report' } };
  const batch = [{ type: 'deprecation', body: { id: 'x' } }, ...Array(25).fill(csp)];
  assert.equal((await post(JSON.stringify(batch), 'application/reports+json', '127.0.0.12')).status, 204);
  assert.equal(logs.filter((e) => e.msg === 'csp violation').length - before, 20);
  assert.equal((await post(JSON.stringify([{ type: 'deprecation', body: {} }]), 'application/reports+json', '127.0.0.12')).status, 400);
});

test('labels stay bounded: unknown directives and dispositions are other', { timeout: 20_000 }, async () => {
  for (let i = 0; i < 20; i++) await post(legacy(`made-up-${i}-src`, `inline`), 'application/csp-report', '127.0.0.13');
  const metrics = await (await fetch(`${proxy.url}/metrics`)).text();
  assert.match(metrics, /acq_proxy_csp_violations_total\{directive="other",disposition="enforce"\} 20/);
  assert.ok(!metrics.includes('made-up'));
});

test('limits: 415, 413, 400, then 429 for one client while another still reports; never 5xx', { timeout: 30_000 }, async () => {
  assert.equal((await post(legacy('img-src', 'data'), 'text/plain', '127.0.0.14')).status, 415);
  assert.equal((await post('x'.repeat(17 * 1024), 'application/csp-report', '127.0.0.14')).status, 413);
  assert.equal((await post('{not json', 'application/csp-report', '127.0.0.14')).status, 400);
  assert.equal((await post('['.repeat(5000), 'application/reports+json', '127.0.0.14')).status, 400);
  const statuses: number[] = [];
  for (let i = 0; i < 35; i++) statuses.push((await post(legacy('img-src', 'data:'), 'application/csp-report', '127.0.0.15')).status);
  assert.ok(statuses.slice(0, 30).every((s) => s === 204), statuses.join());
  assert.equal(statuses.at(-1), 429);
  assert.equal((await post(legacy('img-src', 'data:'), 'application/csp-report', '127.0.0.16')).status, 204, 'another client');
  const junk = ['null', '1', '"x"', '{}', '{"csp-report":null}', '{"csp-report":{"line-number":"x"}}', '[null,1,{"type":"csp-violation","body":[]}]'];
  for (const body of junk) assert.ok((await post(body, 'application/json', '127.0.0.17')).status < 500, body);
});

test('preflight: an allowed origin may send, another gets no CORS grant', { timeout: 20_000 }, async () => {
  const ask = (origin: string) => fetch(`${proxy.url}/cashier/csp-report`, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' } });
  assert.equal((await ask('https://partner.example')).headers.get('access-control-allow-origin'), 'https://partner.example');
  const other = await ask('https://evil.example');
  assert.equal(other.status, 204);
  assert.equal(other.headers.get('access-control-allow-origin'), null);
});

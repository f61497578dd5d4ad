/**
 * Behind nginx or a load balancer without trustProxy every shopper is keyed by the
 * balancer's address and shares one rate limit. The proxy says so: one warn line naming
 * trustProxy (ACQ_TRUST_PROXY) as soon as a private or loopback peer sends forwarding
 * headers, and every 429 is a warn line (once per client and limit a minute) that names
 * it too when the client is such an address. The standalone proxy says the same.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { listenSandbox } from '../../../src/sandbox/node.js';
import type { LogEntry } from '../../../src/server/log/logger.js';
import { readStandaloneConfig } from '../../../src/server/standalone/standalone-config.js';
import { startStandaloneProxy } from '../../../src/server/standalone/standalone.js';
import { isPrivateAddress } from '../../../src/server/http/untrusted-proxy.js';
import { createHarness, orderInput, SHOP } from '../harness.js';

const fromPeer = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
const trustWarnings = (logs: LogEntry[]) => logs.filter((e) => e.level === 'warn' && /trustProxy is off/.test(e.msg));
const limited = (logs: LogEntry[]) => logs.filter((e) => e.msg === 'rate limited');

test('private, loopback, link-local and shared addresses, as runtimes write them; public ones are not', () => {
  for (const address of ['127.0.0.1', '::ffff:127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.10', '169.254.1.1', '100.64.0.1', '::1', '[::1]:443', 'fd12:3456::1', 'fe80::1', '10.0.0.1:5555']) {
    assert.equal(isPrivateAddress(address), true, address);
  }
  for (const address of ['203.0.113.7', '172.32.0.1', '8.8.8.8', '100.128.0.1', '2001:db8::1', 'fc:1::1', 'unknown', '']) assert.equal(isPrivateAddress(address), false, address);
});

test('trustProxy off, a loopback peer sending X-Forwarded-For: one warn line naming trustProxy (ACQ_TRUST_PROXY); each 429 a warn line, once per client a minute', async () => {
  const h = createHarness({ clientKey: undefined, budgets: { viewPerMinute: 3 } });
  try {
    const id = await h.createSession();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const req = new Request(`${SHOP}/cashier/sessions/${id}`, { headers: { 'X-Forwarded-For': `203.0.113.${i}` } });
      statuses.push((await h.proxy.fetch(req, fromPeer('::ffff:127.0.0.1'))).status);
    }
    assert.deepEqual(statuses, [200, 200, 200, 429, 429, 429], 'six shoppers, one bucket: the symptom');
    const [warning, ...more] = trustWarnings(h.logs);
    assert.equal(more.length, 0, 'once');
    assert.match(warning!.msg, /x-forwarded-for from ::ffff:127\.0\.0\.1/);
    assert.match(warning!.msg, /set trustProxy \(ACQ_TRUST_PROXY\) to the number of proxies in front/);
    assert.match(warning!.msg, /docs\/production\.md, "Behind a reverse proxy or load balancer"/);
    const refusals = limited(h.logs);
    assert.equal(refusals.length, 1, 'three 429s of one client: one line');
    assert.equal(refusals[0]!.level, 'warn');
    assert.equal(refusals[0]!.limit, 'view');
    assert.equal(refusals[0]!.clientKey, '127.0.0.1');
    assert.match(String(refusals[0]!.hint), /trustProxy \(ACQ_TRUST_PROXY\)/);
  } finally {
    await h.close();
  }
});

test('Forwarded and X-Real-IP count too; no warning without forwarding headers, from a public peer, or with trustProxy', async () => {
  for (const header of ['Forwarded', 'X-Real-IP']) {
    const h = createHarness({ clientKey: undefined });
    const id = await h.createSession();
    await h.proxy.fetch(new Request(`${SHOP}/cashier/sessions/${id}`, { headers: { [header]: header === 'Forwarded' ? 'for=203.0.113.9' : '203.0.113.9' } }), fromPeer('10.0.0.5'));
    assert.equal(trustWarnings(h.logs).length, 1, header);
    await h.close();
  }
  const quiet: { options: object; peer: string; headers: Record<string, string> }[] = [
    { options: { clientKey: undefined }, peer: '10.0.0.5', headers: {} },
    { options: { clientKey: undefined }, peer: '198.51.100.4', headers: { 'X-Forwarded-For': '203.0.113.9' } },
    { options: { trustProxy: 1 }, peer: '10.0.0.5', headers: { 'X-Forwarded-For': '203.0.113.9' } },
    { options: { clientKey: () => 'by-merchant' }, peer: '10.0.0.5', headers: { 'X-Forwarded-For': '203.0.113.9' } },
  ];
  for (const { options, peer, headers } of quiet) {
    const h = createHarness(options);
    const id = await h.createSession();
    assert.equal((await h.proxy.fetch(new Request(`${SHOP}/cashier/sessions/${id}`, { headers }), fromPeer(peer))).status, 200);
    assert.equal(trustWarnings(h.logs).length, 0, JSON.stringify({ peer, headers, trust: 'trustProxy' in options }));
    await h.close();
  }
});

test('a 429 of a public client is logged without the trustProxy hint, and each client gets its own line', async () => {
  const h = createHarness({ trustProxy: 1, payRateLimitPerMinute: 1 });
  try {
    const id = await h.createSession();
    for (const ip of ['203.0.113.1', '203.0.113.1', '203.0.113.1', '203.0.113.2', '203.0.113.2']) {
      await h.request('POST', `/sessions/${id}/pay`, { body: { payMethodType: 'CREDITCARD', attempt: 1 }, headers: { 'X-Forwarded-For': ip } });
    }
    const lines = limited(h.logs);
    assert.deepEqual(lines.map((e) => [e.level, e.limit, e.clientKey, e.capacity, e.windowMs]), [
      ['warn', 'pay', '203.0.113.1', 1, 60_000],
      ['warn', 'pay', '203.0.113.2', 1, 60_000],
    ]);
    assert.ok(lines.every((e) => e.hint === undefined));
  } finally {
    await h.close();
  }
});

test('the standalone proxy behind a proxy it does not trust: the same warning, naming ACQ_TRUST_PROXY', { timeout: 20_000 }, async () => {
  const apiKey = 'sk_test_untrusted_proxy_1';
  const token = 'tok_untrusted_proxy_secret_0123456';
  const sandbox = await listenSandbox({ port: 0, apiKey, merchantId: 'M10001' });
  const logs: LogEntry[] = [];
  const config = readStandaloneConfig({ baseUrl: sandbox.url, apiKey, merchantId: 'M10001', publicUrl: 'http://127.0.0.1:1', serverToken: token, port: 0 }, {});
  const running = await startStandaloneProxy(config, { logger: (entry) => logs.push(entry) });
  try {
    const created = await fetch(`${running.url}/sessions`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(orderInput()) });
    const { id } = (await created.json()) as { id: string };
    const view = await fetch(`${running.url}/cashier/sessions/${id}`, { headers: { 'X-Forwarded-For': '203.0.113.50', 'X-Real-IP': '203.0.113.50' } });
    assert.equal(view.status, 200);
    const warnings = trustWarnings(logs);
    assert.equal(warnings.length, 1);
    assert.match(warnings[0]!.msg, /trustProxy \(ACQ_TRUST_PROXY\)/);
  } finally {
    await running.shutdown();
    await sandbox.close();
  }
});

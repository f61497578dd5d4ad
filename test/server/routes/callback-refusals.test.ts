/**
 * A wrong webhookSecret refuses every callback of the acquirer; before, the log had only
 * warn lines `callback refused` with `reason: mismatch`, and onResult never fired unless a
 * browser polled. Now: an error line naming webhookSecret (ACQ_WEBHOOK_SECRET), or the
 * server clock for a stale timestamp, once per reason per interval; and readiness (and the
 * standalone's /readyz) carries a warning until a callback passes again.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { listenSandbox } from '../../../src/sandbox/node.js';
import { signCallback } from '../../../src/server/index.js';
import type { LogEntry } from '../../../src/server/log/logger.js';
import { createCallbackRefusals } from '../../../src/server/routes/callback-refusals.js';
import { readStandaloneConfig } from '../../../src/server/standalone/standalone-config.js';
import { startStandaloneProxy } from '../../../src/server/standalone/standalone.js';
import { freePort } from '../../support/ports.js';
import { API_KEY, createHarness, orderInput, payOnHostedPage, type Harness } from '../harness.js';

const refusalErrors = (logs: LogEntry[]) => logs.filter((e) => e.level === 'error' && e.msg.startsWith('acquirer callbacks refused'));

/** The paymentRequestId of the order the proxy created: what the acquirer's callbacks name. */
function sentRequestId(h: Harness): string {
  const created = h.sent.find((call) => call.path.endsWith('/order/create'));
  assert.ok(created, 'no order was created');
  return created.body.paymentRequestId as string;
}

test("a wrong webhookSecret: the acquirer's callbacks refused, one error line naming webhookSecret (ACQ_WEBHOOK_SECRET), and a readiness warning", { timeout: 20_000 }, async () => {
  const h = createHarness({ webhookSecret: 'whsec_not_the_acquirers_one' });
  try {
    const id = await h.createSession();
    const pay = await h.request('POST', `/sessions/${id}/pay`, { body: { payMethodType: 'CREDITCARD', attempt: 1 } });
    await payOnHostedPage(h.sandbox, pay.json.action.webUrl);
    await h.settle();
    const body = JSON.stringify({ notifyType: 'ORDER_RESULT', data: { paymentRequestId: sentRequestId(h) } });
    for (let i = 0; i < 5; i++) assert.equal((await h.request('POST', '/notify', { raw: body, headers: { 'X-ACQ-Signature': signCallback(API_KEY, body) } })).status, 401);
    const refusedLines = h.logs.filter((e) => e.msg === 'callback refused');
    assert.ok(refusedLines.length >= 6, 'each refusal keeps its warn line (metrics count them)');
    const errors = refusalErrors(h.logs);
    assert.equal(errors.length, 1, 'once for the flood');
    assert.equal(errors[0]!.reason, 'mismatch');
    assert.match(errors[0]!.msg, /does not match webhookSecret \(ACQ_WEBHOOK_SECRET\)/);
    const readiness = await h.proxy.readiness();
    assert.equal(readiness.ready, true, 'shoppers can still pay: the process stays in rotation');
    assert.equal(readiness.warnings?.length, 1);
    assert.match(readiness.warnings![0]!, /signed callbacks refused \(mismatch\), the last at .*webhookSecret \(ACQ_WEBHOOK_SECRET\)/);
  } finally {
    await h.close();
  }
});

test('a stale timestamp: the error line says to check the server clock; missing or malformed headers raise nothing', async () => {
  const h = createHarness();
  try {
    const id = await h.createSession();
    assert.equal((await h.request('POST', `/sessions/${id}/pay`, { body: { payMethodType: 'CREDITCARD', attempt: 1 } })).status, 200);
    const body = JSON.stringify({ notifyType: 'ORDER_RESULT', data: { paymentRequestId: sentRequestId(h) } });
    const post = (signature: string) => h.request('POST', '/notify', { raw: body, headers: { 'X-ACQ-Signature': signature } });
    await post('garbage');
    await post('t=1,v1=zz');
    assert.deepEqual([refusalErrors(h.logs).length, (await h.proxy.readiness()).warnings], [0, undefined]);
    await post(signCallback(API_KEY, body, Math.floor(Date.now() / 1000) - 3_600));
    const [stale] = refusalErrors(h.logs);
    assert.equal(stale?.reason, 'stale');
    assert.match(stale!.msg, /check the server clock/);
  } finally {
    await h.close();
  }
});

test('the error line comes again after the interval, counting the refusals meanwhile; an accepted callback clears the warning', () => {
  let t = Date.parse('2030-01-01T00:00:00Z');
  const logs: LogEntry[] = [];
  const refusals = createCallbackRefusals((e) => void logs.push(e), { reportEveryMs: 60_000, warnForMs: 600_000, now: () => t });
  for (let i = 0; i < 4; i++) refusals.refused('mismatch');
  refusals.refused('stale');
  assert.deepEqual(logs.map((e) => [e.reason, e.refused]), [['mismatch', 1], ['stale', 1]]);
  t += 60_000;
  refusals.refused('mismatch');
  assert.deepEqual(logs.at(-1)!.refused, 4, 'three held back, and this one');
  assert.equal(refusals.warnings().length, 2);
  assert.match(refusals.warnings()[0]!, /^5 signed callbacks refused \(mismatch\), the last at 2030-01-01T00:01:00\.000Z/);
  t += 600_000;
  assert.deepEqual(refusals.warnings(), [], 'an old refusal is no longer a warning');
  refusals.refused('mismatch');
  refusals.accepted();
  assert.deepEqual(refusals.warnings(), []);
  refusals.refused('mismatch');
  assert.equal(logs.length, 5, 'after an accepted callback a new refusal is told at once');
});

test("the standalone's /readyz carries the warning after the acquirer's callback is refused, and stays 200", { timeout: 20_000 }, async () => {
  const apiKey = 'sk_test_refusals_standalone_1';
  const sandbox = await listenSandbox({ port: 0, apiKey, merchantId: 'M10001' });
  // Its public URL known before it listens: the acquirer's callbacks reach it there.
  const port = await freePort();
  const config = readStandaloneConfig(
    { baseUrl: sandbox.url, apiKey, merchantId: 'M10001', webhookSecret: 'whsec_wrong_for_this_acquirer', publicUrl: `http://127.0.0.1:${port}`, serverToken: 'tok_refusals_standalone_0123456789', port },
    {},
  );
  const logs: LogEntry[] = [];
  const running = await startStandaloneProxy(config, { logger: (e) => void logs.push(e) });
  try {
    const json = { 'Content-Type': 'application/json' };
    const created = await fetch(`${running.url}/sessions`, { method: 'POST', headers: { ...json, Authorization: 'Bearer tok_refusals_standalone_0123456789' }, body: JSON.stringify(orderInput()) });
    const { id } = (await created.json()) as { id: string };
    const pay = await fetch(`${running.url}/cashier/sessions/${id}/pay`, { method: 'POST', headers: json, body: JSON.stringify({ payMethodType: 'CREDITCARD', attempt: 1 }) });
    const { action } = (await pay.json()) as { action: { webUrl: string } };
    await payOnHostedPage(sandbox.sandbox, action.webUrl);
    const deadline = Date.now() + 10_000;
    while (refusalErrors(logs).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const ready = await fetch(`${running.url}/readyz`);
    assert.equal(ready.status, 200);
    const body = (await ready.json()) as { warnings?: string[] };
    assert.match(body.warnings?.[0] ?? '', /webhookSecret \(ACQ_WEBHOOK_SECRET\)/);
    assert.equal(refusalErrors(logs).length, 1);
    assert.ok(!JSON.stringify(logs).includes('whsec_wrong_for_this_acquirer'), 'the secret is never logged');
  } finally {
    await running.shutdown();
    await sandbox.close();
  }
});

test("a stranger's well-formed forgeries (a fresh or an old timestamp) naming no request of ours: 401, a warn line each, no error line, no readiness warning", async () => {
  const h = createHarness();
  try {
    const now = Math.floor(Date.now() / 1000);
    const forged = [
      ['{}', `t=${now},v1=${'0'.repeat(64)}`],
      ['{}', `t=${now - 100_000},v1=${'a'.repeat(64)}`],
      [JSON.stringify({ notifyType: 'ORDER_RESULT', data: { paymentRequestId: 'guessed-1' } }), `t=${now},v1=${'f'.repeat(64)}`],
      [JSON.stringify({ notifyType: 'SUBSCRIPTION_RESULT', data: { subscriptionRequest: { not: 'a string' } } }), `t=${now},v1=${'1'.repeat(64)}`],
      ['[1,2', `t=${now},v1=${'2'.repeat(64)}`],
    ];
    for (const [body, signature] of forged) assert.equal((await h.request('POST', '/notify', { raw: body, headers: { 'X-ACQ-Signature': signature } })).status, 401);
    assert.equal(h.logs.filter((e) => e.msg === 'callback refused').length, forged.length);
    assert.deepEqual([refusalErrors(h.logs).length, (await h.proxy.readiness()).warnings], [0, undefined]);
  } finally {
    await h.close();
  }
});

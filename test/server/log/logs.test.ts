/**
 * Log lines carry the request: every acquirer call made while answering a widget request
 * is logged with that request's id, the same id the answer's X-Request-Id and an error
 * body's requestId show; pinoLogger hands entries to a pino-shaped logger, redacted.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { pinoLogger } from '../../../src/server/index.js';
import { API_KEY, createHarness, type Harness } from '../harness.js';

const harnesses: Harness[] = [];
after(async () => Promise.all(harnesses.map((h) => h.close())));

test('acquirer calls are logged with the id of the request that made them', async () => {
  const h = createHarness();
  harnesses.push(h);
  const id = await h.createSession();
  const paid = await h.request('POST', `/sessions/${id}/pay`, { body: { payMethodType: 'CREDITCARD', attempt: 1 } });
  assert.equal(paid.status, 200);
  const requestId = paid.headers.get('x-request-id');
  assert.match(requestId ?? '', /^req_/);
  const calls = h.logs.filter((entry) => entry.msg === 'acquirer call' && entry.requestId === requestId);
  assert.ok(calls.some((entry) => String(entry.path).endsWith('/order/create')), JSON.stringify(h.logs.slice(-6)));
  const other = h.logs.filter((entry) => entry.msg === 'acquirer call' && entry.requestId && entry.requestId !== requestId);
  assert.ok(other.every((entry) => !String(entry.path).endsWith('/order/create')), 'the create is not attributed to another request');
});

test('an error body and the log line of the failed route share the request id', async () => {
  const h = createHarness({ retries: 0 });
  harnesses.push(h);
  const id = await h.createSession();
  h.inject('/order/create', new Response('busy', { status: 503 }));
  const failed = await h.request('POST', `/sessions/${id}/pay`, { body: { payMethodType: 'CREDITCARD', attempt: 1 } });
  assert.ok(failed.status >= 500, String(failed.status));
  const requestId = failed.json.error.requestId as string;
  assert.equal(failed.headers.get('x-request-id'), requestId);
  assert.ok(h.logs.some((entry) => entry.msg === 'acquirer call' && entry.requestId === requestId && entry.outcome !== 200));
});

test('pinoLogger: level, message and fields reach pino, already redacted', () => {
  const seen: [string, object, string][] = [];
  const pino = {
    info: (fields: object, msg: string) => seen.push(['info', fields, msg]),
    warn: (fields: object, msg: string) => seen.push(['warn', fields, msg]),
    error: (fields: object, msg: string) => seen.push(['error', fields, msg]),
  };
  const h = createHarness({ logger: pinoLogger(pino) });
  harnesses.push(h);
  return h.createSession().then(async (id) => {
    await h.request('GET', `/sessions/${id}`);
    const request = seen.find(([, , msg]) => msg === 'request');
    assert.ok(request, 'the request line reached pino');
    assert.equal(request[0], 'info');
    assert.match(String((request[1] as { requestId: string }).requestId), /^req_/);
    assert.ok(!JSON.stringify(seen).includes(API_KEY));
  });
});

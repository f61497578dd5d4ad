/**
 * Row 7 of issue #27: the acquirer (or something in between) answered 307 to another
 * origin and the proxy followed it, sending X-API-KEY there. Now the transport never
 * follows: a 3xx is a protocol error, one try, and the other origin hears nothing.
 */
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { AcquirerProtocolError } from '../../src/server/index.js';
import { ABUSE_API_KEY, send, startWorld } from './edge-support.js';

interface Recorded {
  method: string;
  path: string;
  apiKey: string | undefined;
}

/** A local HTTP server answering `answer(req)` to every request and recording each. */
async function recordingServer(answer: (req: IncomingMessage) => { status: number; headers?: Record<string, string>; body?: string }) {
  const seen: Recorded[] = [];
  const server: Server = createServer((req, res) => {
    seen.push({ method: req.method ?? '', path: req.url ?? '', apiKey: req.headers['x-api-key'] as string | undefined });
    req.resume();
    const { status, headers = {}, body = '' } = answer(req);
    res.writeHead(status, headers).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, seen, close: () => new Promise<void>((done) => (server.closeAllConnections(), server.close(() => done()))) };
}

test('307 to another origin: not followed, no key sent there, not retried; the shopper gets a 502', { timeout: 30_000 }, async () => {
  const elsewhere = await recordingServer(() => ({ status: 200, headers: { 'Content-Type': 'application/json' }, body: '{"code":"0","data":{}}' }));
  const acquirer = await recordingServer((req) => ({ status: 307, headers: { Location: `${elsewhere.url}${req.url}` } }));
  const world = await startWorld({ baseUrl: acquirer.url, retries: 2, webUrlHosts: ['127.0.0.1'] });
  try {
    const id = await world.session();
    const paid = await send(`${world.server.url}/cashier/sessions/${id}/pay`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ payMethodType: 'CREDITCARD', attempt: 1 }),
    });
    assert.ok(paid.status >= 500 && paid.status < 600, `${paid.status} ${paid.text}`);
    await send(`${world.server.url}/cashier/sessions/${id}/status`);
    await world.proxy.idle();
    // The merchant's back office through the same client: every 3xx status.
    for (const status of [301, 302, 303, 307, 308]) {
      const before = acquirer.seen.length;
      const redirecting = await recordingServer(() => ({ status, headers: { Location: `${elsewhere.url}/steal` } }));
      const other = await startWorld({ baseUrl: redirecting.url, retries: 3 });
      try {
        await assert.rejects(other.proxy.acquirer.orderInquiry({ paymentRequestId: 'p-1', merchantInfo: { merchantId: 'M10001' } } as never), AcquirerProtocolError);
        assert.equal(redirecting.seen.length, 1, `${status}: one try, not retried`);
      } finally {
        await other.close();
        await redirecting.close();
      }
      assert.equal(acquirer.seen.length, before);
    }

    assert.ok(acquirer.seen.length >= 1, 'the acquirer was asked');
    assert.ok(acquirer.seen.every((r) => r.apiKey === ABUSE_API_KEY), 'the key went to the configured acquirer only');
    assert.deepEqual(elsewhere.seen, [], 'nothing reached the redirect target');
    const calls = world.logs.filter((e) => e.msg === 'acquirer call');
    assert.ok(calls.length >= 1 && calls.every((e) => e.try === 1 && Number(e.outcome) === 307), JSON.stringify(calls));
    assert.ok(!JSON.stringify(world.logs).includes(elsewhere.url), 'the Location is not logged');
  } finally {
    await world.close();
    await acquirer.close();
    await elsewhere.close();
  }
});

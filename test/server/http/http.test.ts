import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listenSandbox, type ListeningSandbox } from '../../../src/sandbox/node.js';
import { createCashierProxy, expressMiddleware, listenCashierProxy, type CashierProxy, type LogEntry } from '../../../src/server/index.js';
import { API_KEY, assertNoApiKey, orderInput, outbound, payOnHostedPage } from '../harness.js';

let acquirer: ListeningSandbox;
let proxy: CashierProxy;
let shop: { url: string; close(): Promise<void> };
const logs: LogEntry[] = [];

before(async () => {
  acquirer = await listenSandbox({ port: 0, apiKey: API_KEY, tickMs: 50 });
  let late: CashierProxy | undefined;
  // The proxy needs its public URL, which exists once it listens: hand the server a late-bound handler.
  shop = await listenCashierProxy({ fetch: (req, env) => late!.fetch(req, env) }, { port: 0 });
  proxy = late = createCashierProxy({
    baseUrl: acquirer.url,
    apiKey: API_KEY,
    merchantId: 'M10001',
    publicUrl: shop.url,
    retryBaseMs: 5,
    logger: (e) => {
      logs.push(e);
      outbound.push(JSON.stringify(e));
    },
  });
});

after(async () => {
  await proxy.close();
  await shop.close();
  await acquirer.close();
});

async function get(path: string, init?: RequestInit) {
  const res = await fetch(`${shop.url}/cashier${path}`, init);
  const text = await res.text();
  outbound.push(text);
  return { status: res.status, headers: res.headers, json: JSON.parse(text) };
}

test('over real HTTP: view, pay, hosted page, signed callback over the network, SSE, status', async () => {
  const { id } = await proxy.createSession(orderInput());
  const view = await get(`/sessions/${id}`);
  assert.equal(view.status, 200);
  assert.deepEqual(view.json.webUrlHosts, [new URL(acquirer.url).host]);
  const paid = await get(`/sessions/${id}/pay`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ payMethodType: 'CREDITCARD', attempt: 1 }) });
  assert.equal(paid.json.status, 'action_required');
  const events = await fetch(`${shop.url}/cashier/sessions/${id}/events`);
  assert.match(events.headers.get('content-type') ?? '', /text\/event-stream/);
  // Event by event through a compression middleware or nginx in front of the proxy.
  assert.equal(events.headers.get('cache-control'), 'no-store, no-transform');
  assert.equal(events.headers.get('x-accel-buffering'), 'no');
  const streamed = events.text();
  assert.equal((await payOnHostedPage(acquirer.sandbox, paid.json.action.webUrl)).status, 'success');
  const text = await streamed;
  assert.match(text, /event: status\ndata: \{"status":"succeeded"/);
  // The proxy applies a callback (which sends the event) before it acknowledges it.
  await acquirer.sandbox.callbacksIdle();
  const delivered = acquirer.sandbox.callbacks().filter((c) => c.url === `${shop.url}/cashier/notify`);
  assert.ok(delivered.some((c) => c.state === 'delivered'), 'the sandbox callback was acknowledged over HTTP');
  assert.equal((await get(`/sessions/${id}/status`)).json.status, 'succeeded');
});

test('over real HTTP: the rate limit keys on the socket address', async () => {
  const h = createCashierProxy({ baseUrl: acquirer.url, apiKey: API_KEY, merchantId: 'M10001', publicUrl: 'http://127.0.0.1', payRateLimitPerMinute: 2, logger: () => {} });
  const server = await listenCashierProxy(h, { port: 0 });
  try {
    const { id } = await h.createSession(orderInput());
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${server.url}/cashier/sessions/${id}/pay`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"attempt":1}' });
      outbound.push(await res.text());
      statuses.push(res.status);
    }
    assert.deepEqual(statuses, [400, 400, 429]);
  } finally {
    await server.close();
    await h.close();
  }
});

test('expressMiddleware: serves under basePath, passes everything else to next()', async () => {
  const mw = expressMiddleware(proxy, { basePath: '/cashier' });
  const server = createServer((req, res) =>
    mw(req, res, () => {
      res.statusCode = 418;
      res.end('next');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const { id } = await proxy.createSession(orderInput());
    const view = await fetch(`${base}/cashier/sessions/${id}`);
    outbound.push(await view.clone().text());
    assert.equal(view.status, 200);
    assert.equal((await view.json()).id, id);
    const other = await fetch(`${base}/shop/cart`);
    assert.equal(other.status, 418);
    assert.equal(await other.text(), 'next');
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

test('expressMiddleware after a body parser: 500 proxy_misconfigured naming the fix, not a silent 400', async () => {
  const mw = expressMiddleware(proxy);
  const errors: string[] = [];
  const original = console.error;
  console.error = (line: string) => void errors.push(line);
  // What express.json() does: read the body and mark the request.
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => mw(Object.assign(req, { _body: true, body: JSON.parse(Buffer.concat(chunks).toString() || '{}') }), res, () => res.end('next')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { id } = await proxy.createSession(orderInput());
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const res = await fetch(`${base}/cashier/sessions/${id}/pay`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"payMethodType":"CREDITCARD","attempt":1}' });
    assert.equal(res.status, 500);
    const body = (await res.json()) as { error: { code: string; message: string } };
    assert.equal(body.error.code, 'proxy_misconfigured');
    assert.match(body.error.message, /mount expressMiddleware before it/);
    assert.match(errors.join('\n'), /body parser .* read the request before expressMiddleware/);
  } finally {
    console.error = original;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

test("expressMiddleware mounts at the proxy's own basePath; a request outside it is told where the proxy serves", async () => {
  const other = createCashierProxy({ baseUrl: acquirer.url, apiKey: API_KEY, merchantId: 'M10001', publicUrl: 'http://127.0.0.1', basePath: '/pay/cashier/', logger: () => {} });
  try {
    assert.equal(other.basePath, '/pay/cashier');
    const mw = expressMiddleware(other);
    const server = createServer((req, res) => mw(req, res, () => res.writeHead(418).end()));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { id } = await other.createSession(orderInput());
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      assert.equal((await fetch(`${base}/pay/cashier/sessions/${id}`)).status, 200);
      assert.equal((await fetch(`${base}/cashier/sessions/${id}`)).status, 418);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    // Mounted under another prefix (a hono sub-app at /api): the 404 names the basePath to set.
    const outside = await other.fetch(new Request(`http://shop.test/api/pay/cashier/sessions/x`));
    assert.equal(outside.status, 404);
    assert.match(((await outside.json()) as { error: { message: string } }).error.message, /serves \/pay\/cashier\/…; mounted under another path, set its basePath/);
  } finally {
    await other.close();
  }
});

test('no response body or log line of this suite carries the API key', () => {
  assert.ok(logs.length > 0);
  assertNoApiKey();
});

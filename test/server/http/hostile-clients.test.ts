/**
 * Clients that misbehave on the socket: one that hangs up halfway through its body is
 * answered as its own fault (no error logged, no 5xx counted), and one that sends its
 * headers a line at a time is cut off at the deadline (SLOW_CLIENT_LIMITS), not after
 * Node's default minute.
 */
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, test } from 'node:test';
import { listenSandbox, type ListeningSandbox } from '../../../src/sandbox/node.js';
import { createCashierProxy, listenCashierProxy, SLOW_CLIENT_LIMITS, type CashierProxy, type LogEntry } from '../../../src/server/index.js';
import { API_KEY, orderInput } from '../harness.js';

let acquirer: ListeningSandbox;
let proxy: CashierProxy;
let shop: Awaited<ReturnType<typeof listenCashierProxy>>;
const logs: LogEntry[] = [];

before(async () => {
  acquirer = await listenSandbox({ port: 0, apiKey: API_KEY, tickMs: 60_000 });
  proxy = createCashierProxy({ baseUrl: acquirer.url, apiKey: API_KEY, merchantId: 'M10001', publicUrl: 'http://127.0.0.1', logger: (e) => void logs.push(e) });
  shop = await listenCashierProxy(proxy, { port: 0 });
});
after(async () => {
  await shop?.close();
  await proxy?.close();
  await acquirer?.close();
});

/** Opens a socket to the proxy, writes `head`, and answers when the server closes it (with what it said). */
function rawRequest(head: string, { hangUpAfterMs }: { hangUpAfterMs?: number } = {}): Promise<string> {
  const { port } = new URL(shop.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(head));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => void (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    if (hangUpAfterMs !== undefined) setTimeout(() => socket.destroy(), hangUpAfterMs);
  });
}

const until = async (check: () => boolean, ms = 2_000) => {
  for (const end = Date.now() + ms; !check() && Date.now() < end; ) await new Promise((r) => setTimeout(r, 20));
};

test('a client that hangs up halfway through its body: a 400 in the request log, no error logged', { timeout: 20_000 }, async () => {
  const { id } = await proxy.createSession(orderInput());
  for (const path of ['/cashier/notify', `/cashier/sessions/${id}/pay`]) {
    const before = logs.length;
    await rawRequest(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`, { hangUpAfterMs: 100 });
    await until(() => logs.slice(before).some((e) => e.msg === 'request'));
    const lines = logs.slice(before);
    assert.deepEqual(lines.filter((e) => e.level === 'error'), [], path);
    const request = lines.find((e) => e.msg === 'request');
    assert.ok(request, `${path}: its request line`);
    assert.ok(Number(request.status) >= 400 && Number(request.status) < 500, `${path}: ${request.status}`);
  }
});

test('a client sending its headers a line at a time is cut off at the headers deadline', { timeout: 30_000 }, async () => {
  const started = Date.now();
  const { port } = new URL(shop.url);
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write('GET /cashier/sessions/x HTTP/1.1\r\n'));
    const drip = setInterval(() => socket.writable && socket.write(`X-Drip-${Date.now()}: 1\r\n`), 1_000);
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => void (text += chunk));
    socket.on('close', () => (clearInterval(drip), resolve(text)));
    socket.on('error', (error) => (clearInterval(drip), reject(error)));
  });
  const heldMs = Date.now() - started;
  assert.match(answer, /^HTTP\/1\.1 408/);
  assert.ok(heldMs < SLOW_CLIENT_LIMITS.headersTimeout + 2 * SLOW_CLIENT_LIMITS.connectionsCheckingInterval + 2_000, `held ${heldMs} ms`);
});

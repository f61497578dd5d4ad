/**
 * A rolling restart under load: two `acq-cashier-proxy` processes on one redis-server
 * behind a round-robin balancer, a real sandbox acquirer (order create slowed to 300 ms
 * so that restarts land on pays in flight), 100 shoppers each creating a session,
 * following its event stream (reconnecting when it ends, as the widget does), paying and
 * completing the hosted card page, over and over while A and then B get SIGTERM and come
 * back. Figures: 0 failed pays, 0 lost results (every session's stream and the shop's
 * result URL hear "succeeded"), both processes exit 0 (drained in time), and no secret or
 * card number in any log line of either process.
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { after, before, test } from 'node:test';
import { serve } from '@hono/node-server';
import { isFinalCashierStatus } from '../../src/core/api/status.js';
import { createSandbox, type Sandbox } from '../../src/sandbox/index.js';
import { startBalancer, type Balancer } from '../support/balancer.js';
import { redisServerMissing, startRedisServer, type RedisServer } from '../support/redis-server.js';
import { startStandaloneProcess, type StandaloneProcess } from '../support/standalone-process.js';
import { orderInput, payOnHostedPage } from './harness.js';

const API_KEY = 'sk_test_rolling_RestartKey_4c1d';
const TOKEN = 'tok_rolling_restart_server_secret_77';
const SHOPPERS = 100;
const PORTS = { sandbox: 6820, balancer: 6821, a: 6822, b: 6823, shop: 6824, redis: 6891 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let redis: RedisServer | undefined;
let sandbox: Sandbox;
let sandboxServer: { close(cb?: () => void): unknown; closeAllConnections?(): void };
let balancer: Balancer;
let shop: Server;
const delivered = new Map<string, string[]>();
const procs: StandaloneProcess[] = [];

const proxyEnv = (port: number) => ({
  ACQ_BASE_URL: `http://127.0.0.1:${PORTS.sandbox}`,
  ACQ_API_KEY: API_KEY,
  ACQ_MERCHANT_ID: 'M10001',
  ACQ_PUBLIC_URL: `http://127.0.0.1:${PORTS.balancer}`,
  ACQ_SERVER_TOKEN: TOKEN,
  ACQ_REDIS_URL: redis!.url,
  ACQ_RESULT_URL: `http://127.0.0.1:${PORTS.shop}/paid`,
  ACQ_RESULT_SECRET: 'rs_rolling_restart_result_secret_01',
  PORT: String(port),
  // Shoppers are told apart by X-Forwarded-For (the pay rate limit is per shopper): each request carries its
  // shopper's address as a CDN edge would write it, then the balancer appends its peer. Two trusted hops.
  ACQ_TRUST_PROXY: '2',
  // The balancer checks readiness every 100 ms: out of rotation well before the listener closes.
  ACQ_SHUTDOWN_DELAY_MS: '500',
});

before(async () => {
  if (redisServerMissing) return;
  redis = await startRedisServer({ port: PORTS.redis });
  sandbox = createSandbox({ apiKey: API_KEY, merchantId: 'M10001', webhookSecret: API_KEY, publicUrl: `http://127.0.0.1:${PORTS.sandbox}` });
  const slowCreate = async (req: Request) => {
    if (new URL(req.url).pathname.endsWith('/order/create')) await sleep(300);
    return sandbox.fetch(req);
  };
  sandboxServer = serve({ fetch: slowCreate, port: PORTS.sandbox, hostname: '127.0.0.1' }) as never;
  shop = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const result = JSON.parse(body) as { sessionId: string; status: string };
      delivered.set(result.sessionId, [...(delivered.get(result.sessionId) ?? []), result.status]);
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => shop.listen(PORTS.shop, '127.0.0.1', resolve));
  procs.push(await startStandaloneProcess(proxyEnv(PORTS.a)), await startStandaloneProcess(proxyEnv(PORTS.b)));
  balancer = await startBalancer(PORTS.balancer, [procs[0]!.url, procs[1]!.url]);
});

after(async () => {
  await Promise.all(procs.filter((p) => !p.exited()).map((p) => p.stop()));
  await balancer?.close();
  shop?.close();
  if (sandboxServer) {
    sandbox.close();
    sandboxServer.closeAllConnections?.();
    sandboxServer.close();
  }
  await redis?.stop();
});

interface Tally {
  sessions: number;
  pays: number;
  failedPays: string[];
  lost: string[];
  reconnects: number;
}

/** Follows a session's event stream through the balancer until a final status, reconnecting when a stream ends. */
async function follow(id: string, shopper: string, tally: Tally, timeoutMs = 60_000): Promise<string | undefined> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      // From the shopper's address, as the pay call: streams are budgeted per client.
      const res = await fetch(`${balancer.url}/cashier/sessions/${id}/events`, { signal: AbortSignal.timeout(deadline - Date.now()), headers: { 'X-Forwarded-For': shopper } });
      if (res.status === 200) {
        const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          for (const match of buffer.matchAll(/^data: (.+)$/gm)) {
            const status = (JSON.parse(match[1]!) as { status: string }).status;
            if (isFinalCashierStatus(status as never)) {
              void reader.cancel();
              return status;
            }
          }
        }
      } else await res.body?.cancel();
    } catch {
      // A cut connection: reconnect, as the widget does.
    }
    tally.reconnects++;
    await sleep(100);
  }
  return undefined;
}

/** One shopper's checkout, from an address of its own (the balancer passes it on in X-Forwarded-For). */
async function oneCheckout(tally: Tally, shopper: string): Promise<void> {
  const created = await fetch(`${balancer.url}/sessions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify(orderInput()),
  });
  assert.equal(created.status, 201, await created.clone().text());
  const { id } = (await created.json()) as { id: string };
  tally.sessions++;
  const final = follow(id, shopper, tally);
  tally.pays++;
  const paid = await fetch(`${balancer.url}/cashier/sessions/${id}/pay`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': shopper },
    body: JSON.stringify({ payMethodType: 'CREDITCARD', attempt: 1 }),
  });
  const text = await paid.text();
  if (paid.status !== 200) {
    tally.failedPays.push(`${paid.status} ${text.slice(0, 200)}`);
    return;
  }
  const { action } = JSON.parse(text) as { action: { webUrl: string } };
  assert.equal((await payOnHostedPage(sandbox, action.webUrl)).status, 'success');
  if ((await final) !== 'succeeded') tally.lost.push(`${id}: stream`);
}

test('rolling restart of two proxy processes under 100 shoppers: 0 failed pays, 0 lost results', { skip: redisServerMissing, timeout: 240_000 }, async () => {
  const tally: Tally = { sessions: 0, pays: 0, failedPays: [], lost: [], reconnects: 0 };
  let restarting = true;
  const shoppers = Array.from({ length: SHOPPERS }, async (_, index) => {
    let visit = 0;
    do await oneCheckout(tally, `10.${index}.${visit >> 8}.${visit++ & 255}`).catch((error: Error) => tally.failedPays.push(`checkout: ${error.message.slice(0, 300)}`));
    while (restarting);
  });
  await sleep(1_500);
  const exits: (number | null)[] = [];
  for (const index of [0, 1]) {
    const port = index === 0 ? PORTS.a : PORTS.b;
    exits.push(await procs[index]!.stop());
    procs.push(procs[index]!);
    procs[index] = await startStandaloneProcess(proxyEnv(port));
    await sleep(1_000);
  }
  restarting = false;
  await Promise.all(shoppers);
  for (let i = 0; i < 100 && delivered.size < tally.sessions; i++) await sleep(100);

  console.log(`rolling restart: ${tally.sessions} sessions, ${tally.pays} pays, ${tally.failedPays.length} failed, ${tally.lost.length} lost, ${tally.reconnects} stream reconnects, ${balancer.rerouted()} requests rerouted, exits ${exits.join(',')}`);
  assert.deepEqual(tally.failedPays, [], 'no pay failed');
  assert.deepEqual(tally.lost, [], 'every stream heard the result');
  assert.ok(tally.sessions >= SHOPPERS * 2, `the restarts happened under load (${tally.sessions} sessions)`);
  assert.ok(tally.reconnects > 0, 'streams were ended by a drain and picked up elsewhere');
  assert.deepEqual(exits, [0, 0], 'each process drained within its shutdown timeout');
  const undelivered = [...delivered.keys()].length;
  assert.equal(undelivered, tally.sessions, 'the shop heard every result');
  assert.ok([...delivered.values()].every((statuses) => statuses.includes('succeeded')));

  const lines = procs.flatMap((p) => p.lines());
  assert.ok(lines.length > tally.sessions, 'the processes logged');
  for (const secret of [API_KEY, TOKEN, '4242424242424242', '4242 4242 4242 4242']) {
    assert.equal(lines.filter((line) => line.includes(secret)).length, 0, `no log line holds ${secret.slice(0, 6)}…`);
  }
});

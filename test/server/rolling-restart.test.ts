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
import { listen } from '../support/ports.js';
import { redisServerMissing, startRedisServer, type RedisServer } from '../support/redis-server.js';
import { startStandaloneProcess, type StandaloneProcess } from '../support/standalone-process.js';
import { orderInput, payOnHostedPage } from './harness.js';

const API_KEY = 'sk_test_rolling_RestartKey_4c1d';
const TOKEN = 'tok_rolling_restart_server_secret_77';
const SHOPPERS = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let redis: RedisServer | undefined;
let sandbox: Sandbox;
let sandboxServer: { close(cb?: () => void): unknown; closeAllConnections?(): void };
let balancer: Balancer;
let shop: Server;
/** Every server here listens on a port the kernel picks; the URLs are known once they listen. */
const urls = { sandbox: '', shop: '' };
/** The balancer's backends, filled once the processes listen (a restart keeps a process's port). */
const backends: string[] = [];
const delivered = new Map<string, string[]>();
const procs: StandaloneProcess[] = [];

const proxyEnv = (port: number) => ({
  ACQ_BASE_URL: urls.sandbox,
  ACQ_API_KEY: API_KEY,
  ACQ_MERCHANT_ID: 'M10001',
  ACQ_PUBLIC_URL: balancer.url,
  ACQ_SERVER_TOKEN: TOKEN,
  ACQ_REDIS_URL: redis!.url,
  ACQ_RESULT_URL: `${urls.shop}/paid`,
  ACQ_RESULT_SECRET: 'rs_rolling_restart_result_secret_01',
  PORT: String(port),
  // Shoppers are told apart by X-Forwarded-For (the pay rate limit is per shopper): each request carries its
  // shopper's address as a CDN edge would write it, then the balancer appends its peer. Two trusted hops.
  ACQ_TRUST_PROXY: '2',
  // The balancer checks readiness every 100 ms and gives a check 500 ms: a draining process is
  // out of rotation within ~600 ms plus the event-loop lag of a loaded machine. A request sent
  // to it after that is refused (the balancer tries the other process), but one sent just
  // before the listener closes, still in the accept queue, is reset: a 502. 500 ms (under the
  // check's own timeout) let that happen under load; 2 s leaves room.
  ACQ_SHUTDOWN_DELAY_MS: process.env.RR_SHUTDOWN_DELAY_MS ?? '2000',
});

before(async () => {
  if (redisServerMissing) return;
  redis = await startRedisServer();
  const slowCreate = async (req: Request) => {
    if (new URL(req.url).pathname.endsWith('/order/create')) await sleep(300);
    return sandbox.fetch(req);
  };
  urls.sandbox = await new Promise<string>((resolve) => {
    sandboxServer = serve({ fetch: slowCreate, port: 0, hostname: '127.0.0.1' }, (info) => resolve(`http://127.0.0.1:${info.port}`)) as never;
  });
  sandbox = createSandbox({ apiKey: API_KEY, merchantId: 'M10001', webhookSecret: API_KEY, publicUrl: urls.sandbox });
  shop = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const result = JSON.parse(body) as { sessionId: string; status: string };
      delivered.set(result.sessionId, [...(delivered.get(result.sessionId) ?? []), result.status]);
      res.end('ok');
    });
  });
  urls.shop = `http://127.0.0.1:${await listen(shop)}`;
  balancer = await startBalancer(0, backends);
  procs.push(await startStandaloneProcess(proxyEnv(0)), await startStandaloneProcess(proxyEnv(0)));
  backends.push(procs[0]!.url, procs[1]!.url);
}, { timeout: 90_000 });

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
  /** Pays sent and not yet answered, now and when each SIGTERM went out. */
  inFlight: number;
  inFlightAtSigterm: number[];
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

/** An unpaid session's event stream opened on one process directly: what it reads until that process ends it. */
async function waitingStream(processUrl: string, shopper: string): Promise<string> {
  const created = await fetch(`${balancer.url}/sessions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify(orderInput()),
  });
  const { id } = (await created.json()) as { id: string };
  const res = await fetch(`${processUrl}/cashier/sessions/${id}/events`, { headers: { 'X-Forwarded-For': shopper }, signal: AbortSignal.timeout(60_000) });
  assert.equal(res.status, 200);
  return await res.text();
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
  tally.inFlight++;
  const paid = await fetch(`${balancer.url}/cashier/sessions/${id}/pay`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': shopper },
    body: JSON.stringify({ payMethodType: 'CREDITCARD', attempt: 1 }),
  }).finally(() => tally.inFlight--);
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
  const tally: Tally = { sessions: 0, pays: 0, failedPays: [], lost: [], reconnects: 0, inFlight: 0, inFlightAtSigterm: [] };
  let restarting = true;
  const shoppers = Array.from({ length: SHOPPERS }, async (_, index) => {
    let visit = 0;
    do await oneCheckout(tally, `10.${index}.${visit >> 8}.${visit++ & 255}`).catch((error: Error) => tally.failedPays.push(`checkout: ${error.message.slice(0, 300)}`));
    while (restarting);
  });
  // Under way: every shopper has a session (a fixed wait was too short on a loaded machine).
  while (tally.sessions < SHOPPERS) await sleep(50);
  await sleep(300);
  const exits: (number | null)[] = [];
  const drained: Promise<string>[] = [];
  for (const index of [0, 1]) {
    const port = procs[index]!.port;
    // A shopper still waiting on this very process: its stream must be ended by the drain with a retry hint.
    drained.push(waitingStream(procs[index]!.url, `10.250.${index}.1`));
    await sleep(200);
    tally.inFlightAtSigterm.push(tally.inFlight);
    exits.push(await procs[index]!.stop());
    procs.push(procs[index]!);
    procs[index] = await startStandaloneProcess(proxyEnv(port));
    await sleep(1_000);
  }
  restarting = false;
  await Promise.all(shoppers);
  for (let i = 0; i < 100 && delivered.size < tally.sessions; i++) await sleep(100);

  console.log(`rolling restart: ${tally.sessions} sessions, ${tally.pays} pays, ${tally.failedPays.length} failed, ${tally.lost.length} lost, ${tally.reconnects} stream reconnects, ${balancer.rerouted()} requests rerouted, ${balancer.failures().length} answered 502 by the balancer${balancer.failures().length ? ` (${balancer.failures().join('; ')})` : ''}, pays in flight at each SIGTERM ${tally.inFlightAtSigterm.join(',')}, exits ${exits.join(',')}`);
  assert.deepEqual(tally.failedPays, [], 'no pay failed');
  assert.deepEqual(tally.lost, [], 'every stream heard the result');
  // Under load: pays were waiting on each process when it got SIGTERM (not a count of checkouts, which a slow machine lowers).
  assert.ok(tally.inFlightAtSigterm.every((n) => n > 0), `the restarts happened under load (pays in flight at each SIGTERM: ${tally.inFlightAtSigterm.join(', ')})`);
  assert.ok(tally.sessions > SHOPPERS, `shoppers came back during the restarts (${tally.sessions} sessions)`);
  // Whether the shoppers' own streams were still open at a drain depends on the machine's speed; the waiting ones always are.
  for (const text of await Promise.all(drained)) assert.match(text, /retry: \d+/, 'a drain ended the waiting stream with a retry hint');
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

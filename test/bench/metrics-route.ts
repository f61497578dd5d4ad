/**
 * `node --import tsx test/bench/metrics-route.ts`: the standalone proxy's GET /metrics
 * timed with 1,000 event streams open on it. One acq-cashier-proxy process (ACQ_METRICS=1)
 * on a sandbox in this process; 1,000 streams over 100 sessions, each read to its first
 * event; then 2,000 sequential scrapes, timed from this process (so the figure includes
 * loopback HTTP) and as the proxy reports it (Server-Timing). Prints p50/p99 in ms. Nothing is asserted: timings are not tests.
 */
import { listenSandbox } from '../../src/sandbox/node.js';
import { orderInput } from '../server/harness.js';
import { freePort } from '../support/ports.js';
import { startStandaloneProcess } from '../support/standalone-process.js';

const API_KEY = 'sk_test_bench_metrics_0c4e';
const TOKEN = 'tok_bench_metrics_server_secret_00';
const STREAMS = 1_000;
// The public URL names the port before the process starts: one checked free.
const PORT = await freePort();

const sandbox = await listenSandbox({ port: 0, apiKey: API_KEY, merchantId: 'M10001', webhookSecret: API_KEY });
const proxy = await startStandaloneProcess({
  ACQ_BASE_URL: sandbox.url,
  ACQ_API_KEY: API_KEY,
  ACQ_MERCHANT_ID: 'M10001',
  ACQ_PUBLIC_URL: `http://127.0.0.1:${PORT}`,
  ACQ_SERVER_TOKEN: TOKEN,
  ACQ_METRICS: '1',
  PORT: String(PORT),
});
const sessions: string[] = [];
for (let i = 0; i < STREAMS / 10; i++) {
  const res = await fetch(`${proxy.url}/sessions`, { method: 'POST', headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' }, body: JSON.stringify(orderInput()) });
  sessions.push(((await res.json()) as { id: string }).id);
}
const open: AbortController[] = [];
for (let i = 0; i < STREAMS; i += 100) {
  await Promise.all(
    Array.from({ length: 100 }, async (_, j) => {
      const abort = new AbortController();
      const res = await fetch(`${proxy.url}/cashier/sessions/${sessions[(i + j) % sessions.length]}/events`, { signal: abort.signal });
      await res.body!.getReader().read();
      open.push(abort);
    }),
  );
}
const scrape = async () => {
  const started = performance.now();
  const res = await fetch(`${proxy.url}/metrics`);
  const text = await res.text();
  const server = Number(/dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1]);
  return { ms: performance.now() - started, server, text };
};
for (let i = 0; i < 200; i++) await scrape();
const times: number[] = [];
const serverTimes: number[] = [];
let last = '';
for (let i = 0; i < 2_000; i++) {
  const { ms, server, text } = await scrape();
  times.push(ms);
  serverTimes.push(server);
  last = text;
}
times.sort((a, b) => a - b);
serverTimes.sort((a, b) => a - b);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const streamsLine = /acq_proxy_open_streams (\d+)/.exec(last)?.[1];
console.log(
  `GET /metrics with ${streamsLine} open streams, ${times.length} scrapes: p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms (client-side, loopback HTTP included); in the proxy (Server-Timing): p50 ${percentile(serverTimes, 50).toFixed(3)} ms, p99 ${percentile(serverTimes, 99).toFixed(3)} ms`,
);
for (const abort of open) abort.abort();
await proxy.stop();
await sandbox.close();

/**
 * The budget stand in a process of its own, so that the tests measure the proxy's
 * memory, not their own: prints `READY <proxyUrl> <controlUrl>`. The control server
 * (another port) answers `GET /memory` (after a GC when run with --expose-gc),
 * `POST /waiting-session`, `GET /calls?suffix=` and `POST /drain`. Budgets come as
 * JSON in BUDGETS; HEARTBEAT_MS sets the heartbeat. Exits on SIGTERM or when stdin closes.
 */
import { listenCashierProxy } from '../../src/server/adapters/node.js';
import { startBudgetStand } from './budget-stand.js';

const stand = await startBudgetStand({
  budgets: JSON.parse(process.env.BUDGETS ?? '{}') as Record<string, number>,
  heartbeatMs: Number(process.env.HEARTBEAT_MS ?? 15_000),
});

async function control(req: Request): Promise<Response> {
  const url = new URL(req.url);
  switch (url.pathname) {
    case '/memory':
      (globalThis as { gc?: () => void }).gc?.();
      return Response.json({ rss: process.memoryUsage().rss, heapUsed: process.memoryUsage().heapUsed, openStreams: stand.proxy.openStreams() });
    case '/waiting-session':
      return Response.json({ id: await stand.waitingSession() });
    case '/calls':
      return Response.json({ calls: stand.calls(url.searchParams.get('suffix') ?? '') });
    case '/drain': {
      const started = Date.now();
      await stand.proxy.drain();
      return Response.json({ ms: Date.now() - started, openStreams: stand.proxy.openStreams() });
    }
    default:
      return new Response('not found', { status: 404 });
  }
}

const controlServer = await listenCashierProxy({ fetch: control });
process.stdout.write(`READY ${stand.http.url} ${controlServer.url}\n`);

const stop = async () => {
  await controlServer.close();
  await stand.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.stdin.on('end', () => void stop());
process.stdin.resume();

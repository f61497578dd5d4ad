/**
 * One merchant server in its own process, for the multi-process tests: the proxy with
 * the store of createStoreFromEnv (ACQ_REDIS_URL), mounted at /cashier, plus the
 * merchant's own checkout route `POST /merchant/sessions` (a CreateSessionInput → {id,
 * expiresAt}) standing in for the shop's server code. Prints `READY <url>` when it
 * listens; exits on SIGTERM or when its parent goes away (stdin closes).
 */
import { createCashierProxy, listenCashierProxy, type CreateSessionInput, type LogEntry } from '../../src/server/index.js';
import { createStoreFromEnv } from '../../src/server/redis-env.js';
import { StoreUnavailableError } from '../../src/server/redis-errors.js';

const env = process.env;
const logger = (entry: LogEntry) => process.stderr.write(`${JSON.stringify({ proc: env.PROXY_NAME, ...entry })}\n`);
const store = createStoreFromEnv(env, { logger });
await store.ready?.(5_000);

const proxy = createCashierProxy({
  baseUrl: env.ACQ_BASE_URL!,
  apiKey: env.ACQ_API_KEY!,
  merchantId: env.ACQ_MERCHANT_ID!,
  publicUrl: env.PUBLIC_URL!,
  store,
  logger,
  // The tests send many pay calls from one address: idempotency is under test, not the
  // limiter, unless ACQ_PAY_RATE_LIMIT sets one (the shared-limit test).
  payRateLimitPerMinute: Number(env.ACQ_PAY_RATE_LIMIT ?? 10_000),
  heartbeatMs: 1_000,
  timeoutMs: 5_000,
});

async function merchantRoute(req: Request): Promise<Response> {
  try {
    return Response.json(await proxy.createSession((await req.json()) as CreateSessionInput));
  } catch (error) {
    const status = error instanceof StoreUnavailableError ? 503 : 400;
    return Response.json({ error: { code: (error as { code?: string }).code ?? 'invalid', message: (error as Error).message } }, { status });
  }
}

const server = await listenCashierProxy(
  {
    fetch: async (req, nodeEnv) =>
      req.method === 'POST' && new URL(req.url).pathname === '/merchant/sessions' ? merchantRoute(req) : proxy.fetch(req, nodeEnv),
  },
  { port: Number(env.PORT) },
);

let stopping = false;
async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  const force = setTimeout(() => process.exit(1), 3_000);
  force.unref();
  await server.close();
  await proxy.close();
  await store.close?.();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.stdin.on('end', () => void shutdown());
process.stdin.resume();
process.stdout.write(`READY ${server.url}\n`);

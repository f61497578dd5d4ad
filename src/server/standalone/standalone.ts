/**
 * The proxy as a server of its own (`acq-cashier-proxy`), for shops whose backend is not
 * Node: the widget routes under basePath, `POST /sessions` for the shop's server (bearer
 * token), `/healthz` and `/readyz` for the load balancer, `/metrics` when enabled, and
 * SIGTERM's graceful shutdown.
 */
import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { CreateSessionInput } from '../session/create-session.js';
import { describeError } from '../log/background.js';
import { SessionInputError } from '../errors.js';
import { StoreUnavailableError } from '../store/redis-errors.js';
import { jsonLineLogger, redactingLogger, type Logger } from '../log/logger.js';
import { listenCashierProxy } from '../adapters/node.js';
import { createCashierProxy, type CashierProxy } from '../proxy.js';
import { createStoreFromEnv } from '../store/redis-env.js';
import { forwardResults } from './result-forwarder.js';
import type { StandaloneConfig } from './standalone-config.js';
import type { CashierStore } from '../store/store.js';

export interface StandaloneProxy {
  url: string;
  proxy: CashierProxy;
  /** Graceful: /readyz turns 503, no new connections, in-flight requests finish, streams end with a retry hint. */
  shutdown(): Promise<{ clean: boolean }>;
}

export interface StandaloneDeps {
  logger?: Logger;
  /** Default: Redis when config.redisUrl is set, else memory. */
  store?: CashierStore & { ready?(timeoutMs?: number): Promise<void> };
  /** Metrics (createProxyMetrics): its middleware and route come before every other route; it sees every log entry. */
  metrics?: { observe: Logger; extend(app: Hono, proxy: CashierProxy): void };
}

export async function startStandaloneProxy(config: StandaloneConfig, deps: StandaloneDeps = {}): Promise<StandaloneProxy> {
  const secrets = [config.apiKey, config.webhookSecret ?? '', config.serverToken];
  const sink = deps.logger ?? jsonLineLogger;
  const observe = deps.metrics?.observe;
  const log = redactingLogger(observe ? (entry) => (observe(entry), sink(entry)) : sink, secrets);
  const store =
    deps.store ??
    createStoreFromEnv({ ACQ_REDIS_URL: config.redisUrl, ACQ_REDIS_KEY_PREFIX: config.redisKeyPrefix }, { logger: log });
  await store.ready?.(10_000);
  const proxy = createCashierProxy({
    baseUrl: config.baseUrl,
    apiKey: config.apiKey,
    merchantId: config.merchantId,
    subMerchantId: config.subMerchantId,
    webhookSecret: config.webhookSecret,
    publicUrl: config.publicUrl,
    basePath: config.basePath,
    allowedOrigins: config.allowedOrigins,
    trustProxy: config.trustProxy,
    store,
    logger: log,
    onResult: config.resultUrl
      ? forwardResults({ url: config.resultUrl, secret: config.webhookSecret ?? config.apiKey, log })
      : (result) => log({ level: 'info', msg: 'session result', ...result }),
  });
  let draining = false;
  const app = new Hono();
  app.onError((error, c) => {
    log({ level: 'error', msg: 'route failed', path: c.req.path, error: describeError(error) });
    const unavailable = error instanceof StoreUnavailableError;
    return c.json({ error: { code: unavailable ? 'store_unavailable' : 'internal', message: unavailable ? 'The session store is unavailable; try again shortly' : 'Something went wrong' } }, unavailable ? 503 : 500);
  });
  app.use('*', async (c, next) => {
    await next();
    // Each connection ends with its answer: the next request goes to a live process.
    if (draining) c.header('Connection', 'close');
  });
  deps.metrics?.extend(app, proxy);
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    if (draining) return c.json({ ready: false, draining: true }, 503);
    const readiness = await proxy.readiness();
    return c.json(readiness, readiness.ready ? 200 : 503);
  });
  app.post('/sessions', (c) => createSessionRoute(c.req.raw, proxy, config));
  app.all('*', (c) => proxy.fetch(c.req.raw, c.env));

  const server = await listenCashierProxy({ fetch: (req, env) => Promise.resolve(app.fetch(req, env)) }, { port: config.port, host: config.host });
  log({ level: 'info', msg: 'listening', url: server.url, basePath: config.basePath, store: config.redisUrl ? 'redis' : 'memory' });
  return {
    url: server.url,
    proxy,
    async shutdown() {
      draining = true;
      if (config.shutdownDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
      const outcome = await server.shutdown({ timeoutMs: config.shutdownTimeoutMs, drain: () => proxy.drain() });
      await proxy.close();
      if (deps.store === undefined) await store.close?.();
      log({ level: 'info', msg: 'stopped', clean: outcome.clean });
      return outcome;
    },
  };
}

/** The shop's server creates a session: `Authorization: Bearer <serverToken>`, a CreateSessionInput body. */
async function createSessionRoute(req: Request, proxy: CashierProxy, config: StandaloneConfig): Promise<Response> {
  if (!bearerMatches(req.headers.get('Authorization'), config.serverToken)) {
    return Response.json({ error: { code: 'unauthorized', message: 'Send Authorization: Bearer <ACQ_SERVER_TOKEN>' } }, { status: 401 });
  }
  let input: CreateSessionInput;
  try {
    input = (await req.json()) as CreateSessionInput;
  } catch {
    return Response.json({ error: { code: 'malformed_json', message: 'The body is not JSON' } }, { status: 400 });
  }
  try {
    const session = await proxy.createSession(input);
    return Response.json({ ...session, endpoint: `${config.publicUrl.replace(/\/+$/, '')}${config.basePath}` }, { status: 201 });
  } catch (error) {
    if (!(error instanceof SessionInputError)) throw error;
    return Response.json({ error: { code: error.code, message: error.message, issues: error.issues } }, { status: 400 });
  }
}

function bearerMatches(header: string | null, token: string): boolean {
  const given = Buffer.from(header?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The proxy as a server of its own (`acq-cashier-proxy`), for shops whose backend is not
 * Node: the widget routes under basePath, `POST /sessions` for the shop's server (bearer
 * token), `/healthz` and `/readyz` for the load balancer, `/metrics` when enabled, and
 * SIGTERM's graceful shutdown. It refuses to start (StandaloneStartError, one line naming
 * the option) when Redis is missing or silent, when the acquirer refuses the API key or
 * merchant id, or when it cannot listen.
 */
import { Hono } from 'hono';
import { createAcquirerClient, type AcquirerClient } from '../acquirer/acquirer-client.js';
import { checkMerchantCredentials } from '../acquirer/merchant-credentials.js';
import { errorAnswerOf } from '../errors.js';
import { readinessProbe, type Readiness } from '../http/health.js';
import { describeError } from '../log/background.js';
import { jsonLineLogger, redactingLogger, type Logger } from '../log/logger.js';
import { listenCashierProxy, type ListeningProxy } from '../adapters/node.js';
import { createCashierProxy, readinessWarningsOf, type CashierProxy } from '../proxy.js';
import { forwardResults } from './result-forwarder.js';
import { registerSessionRoute } from './session-route.js';
import type { StandaloneConfig } from './standalone-config.js';
import { standaloneStore, type StartableStore } from './standalone-store.js';
import { describeListenError, StandaloneStartError } from './start-error.js';

export interface StandaloneProxy {
  url: string;
  proxy: CashierProxy;
  /** Graceful: /readyz turns 503, no new connections, in-flight requests finish, streams end with a retry hint. */
  shutdown(): Promise<{ clean: boolean }>;
}

export interface StandaloneDeps {
  logger?: Logger;
  /** Default: Redis when config.redisUrl is set, else memory. */
  store?: StartableStore;
  /** Metrics (createProxyMetrics): its middleware and route come before every other route; it sees every log entry. */
  metrics?: { observe: Logger; extend(app: Hono, proxy: Pick<CashierProxy, 'openStreams' | 'readiness' | 'routes'>): void };
}

export async function startStandaloneProxy(config: StandaloneConfig, deps: StandaloneDeps = {}): Promise<StandaloneProxy> {
  const secrets = [config.apiKey, config.webhookSecret ?? '', config.serverToken, config.resultSecret ?? ''];
  const sink = deps.logger ?? jsonLineLogger;
  const observe = deps.metrics?.observe;
  const log = redactingLogger(observe ? (entry) => (observe(entry), sink(entry)) : sink, secrets);
  const store = deps.store ?? (await standaloneStore(config, log));
  if (deps.store) await store.ready?.(10_000);
  // The probes' own client: no retries (a probe is asked again soon) and no log line per call.
  const probe = createAcquirerClient({ baseUrl: config.baseUrl, apiKey: config.apiKey, merchantId: config.merchantId, retries: 0, timeoutMs: 2_000 });
  let proxy: CashierProxy | undefined;
  try {
    await checkCredentialsAtStart(probe, config, log);
    proxy = createCashierProxy({
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
      onResult:
        config.resultUrl && config.resultSecret
          ? forwardResults({ url: config.resultUrl, secret: config.resultSecret, log })
          // The result's requestId is the acquirer's; the line's own requestId is the logger's.
          : ({ requestId, ...result }) => log({ level: 'info', msg: 'session result', ...result, acquirerRequestId: requestId }),
    });
    const running = proxy;
    const readiness = readinessProbe({ store, baseUrl: config.baseUrl, fetch: globalThis.fetch, acquirer: probe, merchantId: config.merchantId, timeoutMs: 2_000, warnings: () => readinessWarningsOf(running) });
    return await serveStandalone(config, { proxy, store, readiness, log, ownsStore: deps.store === undefined, metrics: deps.metrics });
  } catch (error) {
    await proxy?.close();
    if (deps.store === undefined) await store.close?.();
    throw error;
  }
}

/** A refusal of the key or merchant id stops the start; an acquirer that does not answer yet does not (readiness tells). */
async function checkCredentialsAtStart(probe: AcquirerClient, config: StandaloneConfig, log: Logger): Promise<void> {
  const verdict = await checkMerchantCredentials(probe, config.merchantId);
  if (verdict.ok) return;
  if (verdict.refused) throw new StandaloneStartError(`the acquirer at baseUrl (ACQ_BASE_URL) refused the configuration: ${verdict.hint}`);
  log({ level: 'warn', msg: 'the acquirer did not answer the credentials check at start; /readyz reports it until it does', error: verdict.error });
}

interface Running {
  proxy: CashierProxy;
  store: StartableStore;
  readiness: () => Promise<Readiness>;
  log: Logger;
  ownsStore: boolean;
  metrics: StandaloneDeps['metrics'];
}

async function serveStandalone(config: StandaloneConfig, running: Running): Promise<StandaloneProxy> {
  const { proxy, store, readiness, log } = running;
  let draining = false;
  const app = new Hono();
  app.onError((error, c) => {
    const known = errorAnswerOf(error);
    if (!known || known.status >= 500) log({ level: 'error', msg: 'route failed', path: c.req.path, error: describeError(error) });
    const answer = known ?? { status: 500, code: 'internal', message: 'Something went wrong' };
    return c.json({ error: { code: answer.code, message: answer.message } }, answer.status as 500);
  });
  app.use('*', async (c, next) => {
    await next();
    // Each connection ends with its answer: the next request goes to a live process.
    if (draining) c.header('Connection', 'close');
  });
  running.metrics?.extend(app, { openStreams: () => proxy.openStreams(), readiness, routes: proxy.routes });
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    if (draining) return c.json({ ready: false, draining: true }, 503);
    const ready = await readiness();
    return c.json(ready, ready.ready ? 200 : 503);
  });
  registerSessionRoute(app, proxy, config);
  app.all('*', (c) => proxy.fetch(c.req.raw, c.env));

  const server = await listen(app, config);
  log({ level: 'info', msg: 'listening', url: server.url, basePath: config.basePath, store: config.redisUrl ? 'redis' : 'memory' });
  return {
    url: server.url,
    proxy,
    async shutdown() {
      draining = true;
      if (config.shutdownDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
      const outcome = await server.shutdown({ timeoutMs: config.shutdownTimeoutMs, drain: () => proxy.drain() });
      await proxy.close();
      if (running.ownsStore) await store.close?.();
      log({ level: 'info', msg: 'stopped', clean: outcome.clean });
      return outcome;
    },
  };
}

async function listen(app: Hono, config: StandaloneConfig): Promise<ListeningProxy> {
  try {
    return await listenCashierProxy({ fetch: (req, env) => Promise.resolve(app.fetch(req, env)) }, { port: config.port, host: config.host });
  } catch (error) {
    const line = describeListenError(error, { port: 'port (PORT)', host: 'host (HOST)' }, config);
    throw line ? new StandaloneStartError(line) : error;
  }
}

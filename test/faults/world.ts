/**
 * The real processes of the fault suite, wired through two fault relays:
 *
 *   proxy A ─┐                                   ┌─ proxy A
 *            ├─ acquirer relay ── sandbox ── callback relay ─┤
 *   proxy B ─┘   (ACQ_BASE_URL)     (own process)  (publicUrl)  └─ proxy B
 *        └──────────── one redis-server ────────────┘
 *
 * The callback relay is the merchant's load balancer: each callback goes to A or B as
 * `pickProxy` decides, and to the other when the first refuses the connection.
 * Everything started here is stopped by close(), which the suites call in `after`.
 */
import { createClient } from 'redis';
import { createAcquirerClient, type AcquirerClient } from '../../src/server/index.js';
import { startFaultRelay, type FaultRelay } from '../support/fault-relay.js';
import { startProxyProcess, type ProxyProcess, type ProxyResult } from '../support/proxy-process.js';
import { startRedisServer, type RedisServer } from '../support/redis-server.js';
import { startSandboxProcess, type SandboxProcess } from '../support/sandbox-process.js';

export const API_KEY = 'sk_test_faults_5e21';
export const MERCHANT_ID = 'M10001';
const REDIS_PASSWORD = 'faults-redis-pw';

export interface WorldPorts {
  sandbox: number;
  acquirerRelay: number;
  callbackRelay: number;
  proxyA: number;
  proxyB: number;
  redis: number;
}

/** Fixed ports of a world, for a look with other tools (default: none, every server on a port the kernel picks). */
export function portsFrom(base: number, redis: number): WorldPorts {
  return { sandbox: base + 1, acquirerRelay: base + 2, callbackRelay: base + 3, proxyA: base + 10, proxyB: base + 11, redis };
}

export interface World {
  redis: RedisServer;
  sandbox: SandboxProcess;
  /** Between the proxies and the sandbox (API calls and the hosted pages). */
  acquirerRelay: FaultRelay;
  /** Between the sandbox's callbacks and the proxies. */
  callbackRelay: FaultRelay;
  /** The two proxy processes; replaced in place by restartProxy. */
  proxies: ProxyProcess[];
  /** The acquirer's truth, asked directly (not through the relay). */
  truth: AcquirerClient;
  /** Decides which proxy a callback goes to first; tests replace it (seeded). */
  pickProxy: () => number;
  /** Every onResult call of every proxy process, including the ones that were killed. */
  results(): ProxyResult[];
  /** kill -9 one proxy process (restartProxy starts it again on the same port). */
  crashProxy(index: number): Promise<void>;
  restartProxy(index: number): Promise<void>;
  /** Restarts redis-server keeping its data (a snapshot written on shutdown). */
  restartRedis(): Promise<void>;
  close(): Promise<void>;
}

export async function startWorld(ports: Partial<WorldPorts> = {}): Promise<World> {
  const started: Array<() => Promise<void>> = [];
  let closing: Promise<void> | undefined;
  const closeAll = () =>
    (closing ??= (async () => {
      for (const stop of started.reverse()) await stop().catch(() => undefined);
    })());
  try {
    const redis = await startRedisServer({ password: REDIS_PASSWORD, port: ports.redis });
    started.push(() => redis.stop());
    await keepDataOnShutdown(redis);
    const sandbox = await startSandboxProcess({ port: ports.sandbox, apiKey: API_KEY, merchantId: MERCHANT_ID });
    started.push(() => sandbox.stop());
    const acquirerRelay = await startFaultRelay({ port: ports.acquirerRelay, targets: () => [sandbox.url] });
    started.push(() => acquirerRelay.close());
    // Unset: 0 until the first start, then the port that process got (a restart keeps it).
    const proxyPorts = [ports.proxyA ?? 0, ports.proxyB ?? 0];
    const proxyUrls = ['', ''];
    let pickProxy = () => 0;
    const callbackRelay = await startFaultRelay({
      port: ports.callbackRelay,
      targets: () => {
        const first = pickProxy();
        return [proxyUrls[first]!, proxyUrls[1 - first]!];
      },
    });
    started.push(() => callbackRelay.close());

    const launch = async (index: number) => {
      const proxy = await startProxyProcess({
        name: index === 0 ? 'A' : 'B',
        port: proxyPorts[index]!,
        baseUrl: acquirerRelay.url,
        apiKey: API_KEY,
        merchantId: MERCHANT_ID,
        publicUrl: callbackRelay.url,
        redisUrl: redis.url,
      });
      proxyPorts[index] = proxy.port;
      proxyUrls[index] = proxy.url;
      return proxy;
    };
    const proxies = await Promise.all([launch(0), launch(1)]);
    const retired: ProxyProcess[] = [];
    started.push(async () => {
      await Promise.allSettled(proxies.map((p) => p.stop()));
    });

    // Ctrl-C or a runner's SIGTERM skips `after`: stop what we started, then go.
    const onSignal = (signal: NodeJS.Signals) => void closeAll().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    started.push(async () => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    });

    return {
      redis,
      sandbox,
      acquirerRelay,
      callbackRelay,
      proxies,
      truth: createAcquirerClient({ baseUrl: sandbox.url, apiKey: API_KEY, merchantId: MERCHANT_ID, retries: 2 }),
      get pickProxy() {
        return pickProxy;
      },
      set pickProxy(pick) {
        pickProxy = pick;
      },
      results: () => [...retired, ...proxies].flatMap((p) => p.results()),
      async crashProxy(index) {
        await proxies[index]!.crash();
      },
      async restartProxy(index) {
        await proxies[index]!.stop();
        retired.push(proxies[index]!);
        proxies[index] = await launch(index);
      },
      async restartRedis() {
        await redis.restart();
        await keepDataOnShutdown(redis);
      },
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}

/**
 * The helper starts Redis without persistence; a restart that forgets every session
 * tests nothing about money. With a save point set, SIGTERM writes a snapshot that the
 * restarted server (same folder) loads: a clean restart loses nothing.
 */
async function keepDataOnShutdown(redis: RedisServer): Promise<void> {
  const client = createClient({ url: redis.url });
  await client.connect();
  try {
    await client.configSet('save', '3600 1');
  } finally {
    await client.quit();
  }
}

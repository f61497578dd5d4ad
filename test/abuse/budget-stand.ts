/**
 * The stand of the budget tests: the sandbox acquirer over HTTP (listenSandbox) and the
 * proxy over HTTP (listenCashierProxy), both on port 0, with a counting fetch between
 * them (every acquirer call by path) and the proxy's store in the test's hands. Clients
 * are told apart by X-Forwarded-For (trustProxy), as behind a load balancer.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { listenSandbox, type ListeningSandbox } from '../../src/sandbox/node.js';
import { listenCashierProxy, type ListeningProxy } from '../../src/server/adapters/node.js';
import { createCashierProxy, type CashierProxy, type CashierProxyOptions } from '../../src/server/index.js';
import { createMemoryStore } from '../../src/server/store/memory-store.js';
import type { CashierStore } from '../../src/server/store/store.js';
import { orderInput } from '../server/harness.js';
import { stopChild } from '../support/child-process.js';
import { waitForOutput } from '../support/wait-for-output.js';

export const API_KEY = 'sk_test_budget_Stand_5e2a';
export const MERCHANT_ID = 'M10001';

export interface BudgetStand {
  proxy: CashierProxy;
  http: ListeningProxy;
  acquirer: ListeningSandbox;
  store: CashierStore;
  /** Acquirer calls whose path ends with suffix, so far. */
  calls(suffix: string): number;
  /** A session waiting on the acquirer: paid with a card, its hosted page never completed. */
  waitingSession(): Promise<string>;
  openSession(): Promise<string>;
  /** `${http.url}/cashier/sessions/${id}${suffix}`. */
  url(id: string, suffix?: string): string;
  /** Whether a slot of the (namespaced) key is free: nothing holds the budget. */
  slotsFree(key: string, limit: number): Promise<boolean>;
  close(): Promise<void>;
}

export async function startBudgetStand(options: Partial<CashierProxyOptions> & { sandbox?: ListeningSandbox } = {}): Promise<BudgetStand> {
  const { sandbox, ...proxyOptions } = options;
  // A sandbox passed in is shared (two proxies, one acquirer) and left open.
  const acquirer = sandbox ?? (await listenSandbox({ apiKey: API_KEY, merchantId: MERCHANT_ID }));
  const counted = new Map<string, number>();
  const countingFetch: typeof fetch = async (input, init) => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
    counted.set(path, (counted.get(path) ?? 0) + 1);
    return fetch(input, init);
  };
  const store = options.store ?? createMemoryStore();
  const proxy = createCashierProxy({
    baseUrl: acquirer.url,
    apiKey: API_KEY,
    merchantId: MERCHANT_ID,
    // Callbacks go nowhere: the sessions under test wait on the acquirer.
    publicUrl: 'http://127.0.0.1:9',
    fetch: countingFetch,
    trustProxy: true,
    payRateLimitPerMinute: 10_000,
    logger: () => undefined,
    ...proxyOptions,
    store,
  });
  const http = await listenCashierProxy(proxy);
  const stand: BudgetStand = {
    proxy,
    http,
    acquirer,
    store,
    calls: (suffix) => [...counted].filter(([path]) => path.endsWith(suffix)).reduce((n, [, c]) => n + c, 0),
    url: (id, suffix = '') => `${http.url}/cashier/sessions/${id}${suffix}`,
    openSession: async () => (await proxy.createSession(orderInput())).id,
    async waitingSession() {
      const id = await stand.openSession();
      const paid = await fetch(stand.url(id, '/pay'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '192.0.2.250' },
        body: JSON.stringify({ payMethodType: 'CREDITCARD', attempt: 1 }),
      });
      const snapshot = (await paid.json()) as { status: string };
      if (snapshot.status !== 'action_required') throw new Error(`the session does not wait: ${JSON.stringify(snapshot)}`);
      return id;
    },
    async slotsFree(key, limit) {
      const namespaced = `${MERCHANT_ID}:${key}`;
      const free = await store.takeSlot(namespaced, 'probe', limit, 1_000);
      await store.releaseSlot(namespaced, 'probe');
      return free;
    },
    async close() {
      await http.close();
      await proxy.close();
      if (!sandbox) await acquirer.close();
      if (!options.store) await store.close?.();
    },
  };
  return stand;
}

/** Reads an event stream's text until it ends or `until` matches; the body is cancelled after. */
export async function readStream(res: Response, until?: RegExp, timeoutMs = 10_000): Promise<string> {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  const timer = setTimeout(() => void reader.cancel(), timeoutMs);
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return text;
      text += value;
      if (until?.test(text)) return text;
    }
  } finally {
    clearTimeout(timer);
    await reader.cancel().catch(() => undefined);
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until check() is true, or throws after timeoutMs. */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 5_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

export interface BudgetProcess {
  proxyUrl: string;
  /** The control server's answer to `path` (GET, or POST when post is set). */
  control<T>(path: string, post?: boolean): Promise<T>;
  stop(): Promise<void>;
}

/** budget-process-main.ts in a child process (with --expose-gc); stop() it in a finally. */
export async function startBudgetProcess(env: { budgets?: Record<string, number>; heartbeatMs?: number } = {}): Promise<BudgetProcess> {
  const main = fileURLToPath(new URL('./budget-process-main.ts', import.meta.url));
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', main], {
    cwd: fileURLToPath(new URL('../../', import.meta.url)),
    env: { ...process.env, BUDGETS: JSON.stringify(env.budgets ?? {}), HEARTBEAT_MS: String(env.heartbeatMs ?? 15_000) },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let log = '';
  child.stderr!.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000)));
  const ready = await waitForOutput(child, /READY (\S+) (\S+)/, { name: 'budget process', timeoutMs: 30_000, log: () => log });
  const controlUrl = ready[2]!;
  return {
    proxyUrl: ready[1]!,
    control: async <T>(path: string, post = false) => (await (await fetch(`${controlUrl}${path}`, { method: post ? 'POST' : 'GET' })).json()) as T,
    stop: () => stopChild(child),
  };
}

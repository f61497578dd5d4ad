/**
 * Test wiring: the sandbox acquirer in process (no socket) behind the proxy's injected
 * fetch, with a call log and fault injection between them; the sandbox's callbacks are
 * delivered to proxy.fetch. Every response body and log line is collected so that each
 * suite can prove the API key never leaves.
 */
import { createSandbox, type Sandbox } from '../../src/sandbox/index.js';
import { createCashierProxy, type CashierProxy, type CashierProxyOptions, type CreateSessionInput, type LogEntry } from '../../src/server/index.js';

export const API_KEY = 'sk_test_Secr3tKeyForGrep_91fd';
export const MERCHANT_ID = 'M10001';
export const SHOP = 'http://shop.test';
export const ACQ = 'http://acq.test';

/** Everything that left the proxy in this process: response bodies and log lines. */
export const outbound: string[] = [];

/** A fault for the next matching acquirer call: a Response, or 'reset' | 'hang'. */
export type Fault = Response | 'reset' | 'hang' | ((req: Request) => Response | Promise<Response>);

export interface Harness {
  proxy: CashierProxy;
  sandbox: Sandbox;
  logs: LogEntry[];
  /** Acquirer paths called, in order (every try, including retries). */
  calls: string[];
  /** The bodies sent to the acquirer, in order: parsed, and the exact text. */
  sent: { path: string; body: any; text: string }[];
  /** What the proxy calls the acquirer through: the call log and the injected faults (a second proxy may share it). */
  acquirerFetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  /** Queue faults for calls whose path ends with `suffix`. */
  inject(suffix: string, ...faults: Fault[]): void;
  request(method: string, path: string, init?: { body?: unknown; headers?: Record<string, string>; raw?: string }): Promise<Answer>;
  createSession(input?: Partial<CreateSessionInput> & { kind?: CreateSessionInput['kind'] }): Promise<string>;
  /** Lets callbacks reach the proxy and the proxy finish applying them. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: any;
}

export function orderInput(over: Record<string, unknown> = {}): CreateSessionInput {
  return {
    kind: 'order',
    merchantOrderId: `mo-${Math.random().toString(36).slice(2, 10)}`,
    orderAmount: '19.99',
    orderCurrency: 'EUR',
    orderDescription: 'Two coffees',
    userInfo: { userId: 'user-1', userEmail: 'user-1@shop.test' },
    ...over,
  } as CreateSessionInput;
}

export function subscriptionInput(over: Record<string, unknown> = {}): CreateSessionInput {
  return {
    kind: 'subscription',
    merchantSubscriptionId: 'plan-pro',
    amount: '9.99',
    currency: 'EUR',
    productInfo: { description: 'Pro plan', periodType: 'MONTHLY', periodInterval: '1' },
    userInfo: { userId: 'user-2', userEmail: 'user-2@shop.test' },
    subscriptionManagementUrl: `${SHOP}/account`,
    ...over,
  } as CreateSessionInput;
}

/** A plan change (Pro → Max, 4.00 credit) of the subscription created with `originSubscriptionRequest`. */
export function changeInput(originSubscriptionRequest: string): CreateSessionInput {
  return {
    kind: 'subscription-change',
    originSubscriptionRequest,
    remainingAmount: '4.00',
    currency: 'EUR',
    amount: '19.99',
    merchantSubscriptionId: 'plan-max',
    productInfoList: [{ description: 'Max plan', periodType: 'MONTHLY', periodInterval: '1' }],
    userInfo: { userId: 'user-2', userEmail: 'user-2@shop.test' },
    goodsInfo: { goodsId: 'max', goodsName: 'Max plan' },
    fromPlan: { amount: '9.99', productInfo: { description: 'Pro plan', periodType: 'MONTHLY', periodInterval: '1' } },
  } as CreateSessionInput;
}

export function createHarness(options: Partial<CashierProxyOptions> = {}): Harness {
  const logs: LogEntry[] = [];
  const calls: string[] = [];
  const sent: { path: string; body: any; text: string }[] = [];
  const faults = new Map<string, Fault[]>();
  let proxy: CashierProxy;
  const sandbox = createSandbox({
    apiKey: API_KEY,
    merchantId: MERCHANT_ID,
    publicUrl: ACQ,
    tickMs: 50,
    fetch: async (input, init) => proxy.fetch(new Request(input as string, init)),
  });
  const acquirerFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const req = new Request(input, init);
    const path = new URL(req.url).pathname;
    calls.push(path);
    const text = await req.clone().text();
    try {
      sent.push({ path, body: JSON.parse(text), text });
    } catch {
      sent.push({ path, body: text, text });
    }
    for (const [suffix, queue] of faults) {
      if (!path.endsWith(suffix) || queue.length === 0) continue;
      const fault = queue.shift()!;
      if (fault === 'reset') throw new TypeError('fetch failed', { cause: Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }) });
      if (fault === 'hang') return hang(init?.signal ?? undefined);
      return typeof fault === 'function' ? fault(req) : fault;
    }
    return sandbox.fetch(req);
  };
  proxy = createCashierProxy({
    baseUrl: ACQ,
    apiKey: API_KEY,
    merchantId: MERCHANT_ID,
    publicUrl: SHOP,
    allowedOrigins: ['https://widget.partner.test'],
    fetch: acquirerFetch,
    retryBaseMs: 5,
    // No socket here, so every request is one client: the per-client limits have their own tests (test/abuse).
    budgets: { viewPerMinute: 100_000, statusPerMinute: 100_000, actionsPerMinute: 100_000 },
    logger: (entry) => {
      logs.push(entry);
      outbound.push(JSON.stringify(entry));
    },
    // In process there is no socket to key the rate limits on (a test that sets trustProxy keys them by header).
    ...(options.trustProxy === undefined ? { clientKey: () => 'in-process' } : {}),
    ...options,
  });

  return {
    proxy,
    sandbox,
    logs,
    calls,
    sent,
    acquirerFetch,
    inject(suffix, ...list) {
      faults.set(suffix, [...(faults.get(suffix) ?? []), ...list]);
    },
    async request(method, path, init = {}) {
      const headers: Record<string, string> = { ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...init.headers };
      const body = init.raw ?? (init.body !== undefined ? JSON.stringify(init.body) : undefined);
      const res = await proxy.fetch(new Request(`${SHOP}/cashier${path}`, { method, headers, body }));
      const text = await res.text();
      outbound.push(text);
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      return { status: res.status, headers: res.headers, text, json };
    },
    async createSession(input) {
      const kind = input?.kind ?? 'order';
      const base = kind === 'subscription' ? subscriptionInput() : orderInput();
      return (await proxy.createSession({ ...base, ...input } as CreateSessionInput)).id;
    },
    async settle() {
      for (let i = 0; i < 3; i++) {
        await sandbox.callbacksIdle();
        await proxy.idle();
      }
    },
    async close() {
      await this.settle();
      await proxy.close();
      sandbox.close();
    },
  };
}

function hang(signal: AbortSignal | undefined): Promise<Response> {
  return new Promise((_, reject) => {
    const timer = setTimeout(() => reject(new Error('should have timed out')), 10_000);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/** Completes the sandbox's hosted card page for a webUrl with a test card. */
export async function payOnHostedPage(sandbox: Sandbox, webUrl: string, number = '4242424242424242'): Promise<{ status: string }> {
  const res = await sandbox.fetch(
    new Request(`${webUrl}/card`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ number, expiry: '12/34', cvc: '123', name: 'Ada Lovelace' }),
    }),
  );
  return (await res.json()) as { status: string };
}

export function assertNoApiKey(): number {
  const leaks = outbound.filter((line) => line.includes(API_KEY));
  if (leaks.length > 0) throw new Error(`API key found in ${leaks.length} outbound lines, e.g. ${leaks[0]!.slice(0, 200)}`);
  return outbound.length;
}

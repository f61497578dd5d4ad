/**
 * Shared by the test/abuse/edge-* suites: a sandbox and a proxy over real HTTP on port 0
 * (as a merchant runs them), every log line captured, and requests from a chosen local
 * address (all of 127.0.0.0/8 is loopback on Linux), so that "another shopper" really
 * is another TCP peer.
 */
import { request } from 'node:http';
import { listenSandbox, type ListeningSandbox } from '../../src/sandbox/node.js';
import { createCashierProxy, listenCashierProxy, type CashierProxy, type CashierProxyOptions, type LogEntry } from '../../src/server/index.js';
import { orderInput } from '../server/harness.js';

export const ABUSE_API_KEY = 'sk_test_abuse_Edge_5c1d9e';

export interface World {
  sandbox: ListeningSandbox;
  proxy: CashierProxy;
  server: { url: string; close(): Promise<void> };
  logs: LogEntry[];
  /** A new order session's id. */
  session(): Promise<string>;
  close(): Promise<void>;
}

/**
 * Sandbox + proxy. `serve` mounts the proxy the way a merchant would (default:
 * listenCashierProxy); its url must answer the proxy's routes under /cashier.
 */
export async function startWorld(
  options: Partial<CashierProxyOptions> = {},
  serve: (proxy: CashierProxy) => Promise<{ url: string; close(): Promise<void> }> = (proxy) => listenCashierProxy(proxy, { port: 0 }),
): Promise<World> {
  const sandbox = await listenSandbox({ port: 0, apiKey: ABUSE_API_KEY, merchantId: 'M10001', webhookSecret: ABUSE_API_KEY, tickMs: 50 });
  const logs: LogEntry[] = [];
  let late: CashierProxy | undefined;
  const server = await serve({ fetch: (req, env) => late!.fetch(req, env) } as CashierProxy);
  const proxy = (late = createCashierProxy({
    baseUrl: sandbox.url,
    apiKey: ABUSE_API_KEY,
    merchantId: 'M10001',
    publicUrl: server.url,
    retryBaseMs: 5,
    logger: (entry) => void logs.push(entry),
    ...options,
  }));
  return {
    sandbox,
    proxy,
    server,
    logs,
    session: async () => (await proxy.createSession(orderInput())).id,
    async close() {
      await server.close();
      await proxy.close();
      await sandbox.close();
    },
  };
}

export interface Sent {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** One HTTP request from local address `from` (default 127.0.0.1), on a fresh connection. */
export function send(url: string, init: { method?: string; from?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Sent> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: init.method ?? 'GET',
        localAddress: init.from ?? '127.0.0.1',
        headers: { Connection: 'close', ...init.headers },
        agent: false,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error(`no answer from ${url}`)));
    req.on('error', reject);
    req.end(init.body);
  });
}

/** A pay call the proxy refuses after the rate limit (no payMethodType: 400), from `from`. */
export function badPay(base: string, id: string, from: string, headers: Record<string, string> = {}): Promise<Sent> {
  return send(`${base}/cashier/sessions/${id}/pay`, { method: 'POST', from, headers: { 'Content-Type': 'application/json', ...headers }, body: '{"attempt":1}' });
}

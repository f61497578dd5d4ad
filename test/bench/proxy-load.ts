/**
 * The proxy under load (autocannon, in this process) with the sandbox behind it, both in
 * their own processes, next to a bare passthrough to the same sandbox endpoints:
 *   GET sessions/:id — the proxy loads the session, answers from its pay method cache and
 *     asks the sandbox for saved cards; the bare app forwards that one sandbox call. The
 *     proxy's view route runs `viewSeconds` (issue #31 compares it at 100 connections, 20 s).
 *   POST sessions/:id/pay — one attempt, replayed: the proxy answers from its store (the
 *     idempotent replay a double click or a reload gets); the bare app forwards the same
 *     order create to the sandbox, which replays it by paymentRequestId.
 */
import type { ChildServer } from './spawn.js';
import { runLoad, type LoadResult, type LoadSettings } from './load.js';

export interface RouteComparison {
  proxy: LoadResult;
  bare: LoadResult;
  /** proxy p99 − bare p99, ms: what the proxy adds. */
  addedP99: number;
}

export interface ProxyLoadResult {
  view: RouteComparison;
  pay: RouteComparison & { measured: string };
}

export interface LoadStack {
  sandbox: ChildServer;
  proxy: ChildServer;
  bare: ChildServer;
}

export async function createSession(proxy: ChildServer): Promise<string> {
  const response = await fetch(`${proxy.url}/__bench/sessions`, { method: 'POST' });
  if (!response.ok) throw new Error(`create session: ${response.status}`);
  return ((await response.json()) as { id: string }).id;
}

const PAY = JSON.stringify({ payMethodType: 'EWALLET', payMethodName: 'EWALLET_SANDPAY', attempt: 1 });
const JSON_HEADERS = { 'content-type': 'application/json' };

function compare(proxy: LoadResult, bare: LoadResult): RouteComparison {
  return { proxy, bare, addedP99: proxy.p99 - bare.p99 };
}

/** `viewSeconds`: the proxy's view route's own run length (default: `settings.seconds`, as the other runs). */
export async function measureProxy(stack: LoadStack, settings: LoadSettings, viewSeconds = settings.seconds): Promise<ProxyLoadResult> {
  const viewSession = await createSession(stack.proxy);
  const paySession = await createSession(stack.proxy);
  const first = await fetch(`${stack.proxy.url}/cashier/sessions/${paySession}/pay`, { method: 'POST', headers: JSON_HEADERS, body: PAY });
  if (!first.ok) throw new Error(`first pay: ${first.status} ${await first.text()}`);

  const viewProxy = await runLoad({ url: `${stack.proxy.url}/cashier/sessions/${viewSession}` }, { ...settings, seconds: viewSeconds });
  const viewBare = await runLoad({ url: `${stack.bare.url}/bare/sessions/${viewSession}` }, settings);
  const payProxy = await runLoad({ url: `${stack.proxy.url}/cashier/sessions/${paySession}/pay`, method: 'POST', headers: JSON_HEADERS, body: PAY }, settings);
  const payBare = await runLoad({ url: `${stack.bare.url}/bare/sessions/${paySession}/pay`, method: 'POST', headers: JSON_HEADERS, body: PAY }, settings);
  return {
    view: compare(viewProxy, viewBare),
    pay: {
      ...compare(payProxy, payBare),
      measured: 'replays of one attempt: the proxy answers from its store, the bare app forwards order/create (a sandbox replay)',
    },
  };
}

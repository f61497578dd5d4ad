/**
 * The shopper, the way the widget talks to the proxy: the widget's own HTTP client
 * (src/client) for view, pay and status, and its own status watcher (server-sent events,
 * polling when the stream fails) over a small fetch-based EventSource. The hosted card
 * page is completed over HTTP, as the card form does it.
 */
import type { StatusSnapshot } from '../../src/core/api/cashier.js';
import { createProxyClient, type FetchLike, type ProxyClient } from '../../src/client/proxy-client.js';
import { watchStatus, type EventSourceLike } from '../../src/client/watch-status.js';

export const APPROVED_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';

export function widgetClient(proxyUrl: string, fetch?: FetchLike): ProxyClient {
  return createProxyClient({ endpoint: `${proxyUrl}/cashier`, timeoutMs: 8_000, ...(fetch ? { fetch } : {}) });
}

/**
 * The shop's load balancer as the page sees it: each request goes to the first process
 * of `origins()` that accepts the connection, so a page keeps working when the process
 * that served it dies.
 */
export function balancedFetch(origins: () => string[]): FetchLike {
  return async (input, init) => {
    const url = new URL(input);
    let lastError: unknown;
    for (const origin of origins()) {
      try {
        return await fetch(`${origin}${url.pathname}${url.search}`, init);
      } catch (error) {
        lastError = error;
        if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNREFUSED') throw error;
      }
    }
    throw lastError;
  };
}

/** What a shopper's status watch saw: every snapshot, and when the first final one came. */
export interface Watch {
  readonly snapshots: StatusSnapshot[];
  /** Resolves with the first final snapshot (or undefined when stopped first). */
  final: Promise<{ snapshot: StatusSnapshot; at: number } | undefined>;
  stop(): void;
}

export function watch(client: ProxyClient, sessionId: string, options: { immediate?: boolean; fetch?: FetchLike } = {}): Watch {
  const snapshots: StatusSnapshot[] = [];
  let settle!: (value: { snapshot: StatusSnapshot; at: number } | undefined) => void;
  const final = new Promise<{ snapshot: StatusSnapshot; at: number } | undefined>((resolve) => (settle = resolve));
  const stopWatching = watchStatus(client, sessionId, {
    eventSourceFactory: (url) => fetchEventSource(url, options.fetch),
    // Short intervals keep the suite fast; the widget's own are 1, 2, 4, 8, 15 s.
    pollIntervals: [500, 1_000, 2_000],
    ...(options.immediate ? { immediate: true } : {}),
    onStatus: (snapshot) => {
      snapshots.push(snapshot);
      if (['succeeded', 'failed', 'expired', 'cancelled'].includes(snapshot.status)) settle({ snapshot, at: Date.now() });
    },
  });
  return {
    snapshots,
    final,
    stop: () => {
      stopWatching();
      settle(undefined);
    },
  };
}

/** Completes the hosted card page of a webUrl (through whatever host the webUrl names). */
export async function submitCard(webUrl: string, number: string): Promise<{ status: string }> {
  const res = await fetch(`${webUrl}/card`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ number, expiry: '12/34', cvc: '123', name: 'Ada Lovelace' }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await res.json()) as { status?: string; error?: { code: string } };
  if (!res.ok || !body.status) throw new Error(`card page answered ${res.status}: ${JSON.stringify(body)}`);
  return { status: body.status };
}

/**
 * EventSource over fetch: `status` events to their listeners; 'error' once the stream
 * fails or ends (the watcher then polls, as the widget does when EventSource errors).
 */
export function fetchEventSource(url: string, fetchFn: FetchLike = (input, init) => fetch(input, init)): EventSourceLike {
  const listeners = new Map<string, Array<(event: MessageEvent | Event) => void>>();
  const controller = new AbortController();
  let closed = false;
  const emit = (type: string, event: MessageEvent | Event) => {
    if (!closed) for (const listener of listeners.get(type) ?? []) listener(event);
  };
  void (async () => {
    try {
      const res = await fetchFn(url, { signal: controller.signal, headers: { Accept: 'text/event-stream' } });
      if (!res.ok || !res.body) throw new Error(`events answered ${res.status}`);
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const type = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
          const data = [...block.matchAll(/^data: ?(.*)$/gm)].map((m) => m[1]).join('\n');
          if (data) emit(type, new MessageEvent(type, { data }));
        }
      }
      throw new Error('stream ended');
    } catch {
      emit('error', new Event('error'));
    }
  })();
  return {
    addEventListener(type, listener) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    close() {
      closed = true;
      controller.abort();
    },
  };
}

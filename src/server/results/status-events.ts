import type { SSEStreamingApi } from 'hono/streaming';
import { StatusSnapshot } from '../../core/api/cashier.js';
import { isFinalCashierStatus } from '../../core/api/status.js';
import type { CashierStore } from '../store/store.js';

export const statusChannel = (sessionId: string) => `status:${sessionId}`;

export async function publishStatus(store: CashierStore, sessionId: string, snapshot: StatusSnapshot): Promise<void> {
  await store.publish(statusChannel(sessionId), JSON.stringify(snapshot));
}

/**
 * Streams a session's status as SSE: the current snapshot first, then every published
 * change, a heartbeat comment every heartbeatMs (with a re-read of the stored snapshot);
 * ends on a final status or when the client goes away.
 */
export async function streamStatus(
  stream: SSEStreamingApi,
  options: { store: CashierStore; sessionId: string; current: () => Promise<StatusSnapshot | undefined>; heartbeatMs: number },
): Promise<void> {
  const queue: StatusSnapshot[] = [];
  let wake: (() => void) | undefined;
  const unsubscribe = await options.store.subscribe(statusChannel(options.sessionId), (message) => {
    const parsed = StatusSnapshot.safeParse(safeJson(message));
    if (parsed.success) queue.push(parsed.data);
    wake?.();
  });
  stream.onAbort(() => wake?.());
  try {
    const first = await options.current();
    if (!first) return;
    queue.unshift(first);
    let last: StatusSnapshot | undefined;
    while (!stream.aborted) {
      const next = queue.shift();
      if (next) {
        // A message published while we read the current snapshot may be older than it.
        if (last && isOlder(next, last)) continue;
        if (!last || JSON.stringify(next) !== JSON.stringify(last)) await stream.writeSSE({ event: 'status', data: JSON.stringify(next) });
        last = next;
        if (isFinalCashierStatus(next.status)) return;
        continue;
      }
      const heartbeat = await waitFor(options.heartbeatMs, (resolve) => (wake = resolve));
      wake = undefined;
      if (heartbeat && !stream.aborted) {
        await stream.write(': heartbeat\n\n');
        // Pub/sub is fire-and-forget: a change published while this instance's subscriber
        // was reconnecting is lost. Re-reading the stored snapshot catches it up.
        const stored = await options.current().catch(() => undefined);
        if (stored) queue.push(stored);
      }
    }
  } finally {
    await unsubscribe();
  }
}

function isOlder(a: StatusSnapshot, b: StatusSnapshot): boolean {
  return a.attempt < b.attempt || (a.attempt === b.attempt && a.updatedAt < b.updatedAt);
}

/** Resolves true after ms, or false as soon as the registered waker is called. */
export function waitFor(ms: number, register: (resolve: () => void) => void): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(true), ms);
    register(() => {
      clearTimeout(timer);
      resolve(false);
    });
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

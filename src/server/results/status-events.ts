import type { SSEStreamingApi } from 'hono/streaming';
import { StatusSnapshot } from '../../core/api/cashier.js';
import { isFinalCashierStatus } from '../../core/api/status.js';
import type { CashierStore } from '../store/store.js';

export const statusChannel = (sessionId: string) => `status:${sessionId}`;

export async function publishStatus(store: CashierStore, sessionId: string, snapshot: StatusSnapshot): Promise<void> {
  await store.publish(statusChannel(sessionId), JSON.stringify(snapshot));
}

/** A client that takes nothing for this long is gone (or stuck): its stream ends. */
export const STREAM_WRITE_BOUND_MS = 10_000;

export interface StreamStatusOptions {
  store: CashierStore;
  sessionId: string;
  /** The stored snapshot (or the acquirer's word); undefined once the session is gone; rejects on a passing failure. */
  current: () => Promise<StatusSnapshot | undefined>;
  heartbeatMs: number;
  /** The stream ends after this with a `retry: retryMs` hint (the widget reconnects). */
  lifetimeMs: number;
  retryMs: number;
  /** Called every heartbeat (renews the stream's budget slots); false ends the stream. */
  keepAlive?: () => Promise<boolean>;
  /** Bound of each write. Default STREAM_WRITE_BOUND_MS. */
  writeBoundMs?: number;
}

/**
 * Streams a session's status as SSE: the current snapshot first, then every published
 * change, a heartbeat comment every heartbeatMs (with a re-read of the stored snapshot);
 * ends on a final status, when the session is gone, the client goes away or stops
 * reading, its slot is lost, or at its lifetime (with a reconnect hint).
 */
export async function streamStatus(stream: SSEStreamingApi, options: StreamStatusOptions): Promise<void> {
  const queue: StatusSnapshot[] = [];
  let wake: (() => void) | undefined;
  const unsubscribe = await options.store.subscribe(statusChannel(options.sessionId), (message) => {
    const parsed = StatusSnapshot.safeParse(safeJson(message));
    if (parsed.success) queue.push(parsed.data);
    wake?.();
  });
  stream.onAbort(() => wake?.());
  const write = (text: string) => writeWithin(stream, text, options.writeBoundMs ?? STREAM_WRITE_BOUND_MS);
  const endsAt = Date.now() + options.lifetimeMs;
  // Beats keep their own schedule: a change that wakes the loop does not put the next one off.
  let nextBeat = Date.now() + options.heartbeatMs;
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
        if (!last || JSON.stringify(next) !== JSON.stringify(last)) {
          if (!(await write(`event: status\ndata: ${JSON.stringify(next)}\n\n`))) return;
        }
        last = next;
        if (isFinalCashierStatus(next.status)) return;
        continue;
      }
      const now = Date.now();
      if (now >= endsAt) {
        await write(`retry: ${options.retryMs}\n\n`);
        return;
      }
      const beat = await waitFor(Math.max(0, Math.min(nextBeat, endsAt) - now), (resolve) => (wake = resolve));
      wake = undefined;
      if (!beat || stream.aborted || Date.now() < nextBeat) continue;
      nextBeat = Date.now() + options.heartbeatMs;
      if (!(await heartbeat(stream, options, write, queue))) return;
    }
  } finally {
    await unsubscribe();
  }
}

/** One heartbeat: the comment, the slots renewed, the stored snapshot re-read. False: the stream ends. */
async function heartbeat(
  stream: SSEStreamingApi,
  options: StreamStatusOptions,
  write: (text: string) => Promise<boolean>,
  queue: StatusSnapshot[],
): Promise<boolean> {
  if (!(await write(': heartbeat\n\n'))) return false;
  if (options.keepAlive && !(await options.keepAlive().catch(() => true))) {
    await write(`retry: ${options.retryMs}\n\n`);
    return false;
  }
  // Pub/sub is fire-and-forget: a change published while this instance's subscriber
  // was reconnecting is lost. Re-reading the stored snapshot catches it up.
  const stored = await options.current().then(
    (snapshot) => ({ snapshot }),
    () => undefined,
  );
  if (stored && !stored.snapshot) return false; // the session is gone
  if (stored?.snapshot && !stream.aborted) queue.push(stored.snapshot);
  return true;
}

/**
 * Writes within boundMs, else aborts the stream (a client that reads nothing, a HEAD
 * whose body nobody takes): true when written. Abort cancels the reading side, so the
 * write still pending settles too.
 */
export async function writeWithin(stream: SSEStreamingApi, text: string, boundMs: number): Promise<boolean> {
  if (stream.aborted) return false;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), boundMs)));
  try {
    const written = await Promise.race([stream.write(text).then(() => true as const), late]);
    if (!written) stream.abort();
    return written && !stream.aborted;
  } finally {
    clearTimeout(timer);
  }
}

function isOlder(a: StatusSnapshot, b: StatusSnapshot): boolean {
  return a.attempt < b.attempt || (a.attempt === b.attempt && a.updatedAt < b.updatedAt);
}

/** Resolves true after ms, or false as soon as the registered waker is called. */
function waitFor(ms: number, register: (resolve: () => void) => void): Promise<boolean> {
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

/**
 * Follows a session's status: server-sent events first, polling `GET …/status` with
 * backoff when EventSource is missing or fails. Stops on a final status, on the signal,
 * or when the returned function is called — and then leaves nothing behind (no open
 * stream, no timer, no request in flight): the element's disconnectedCallback relies on it.
 */
import { StatusSnapshot } from '../core/api/cashier.js';
import { isFinalCashierStatus } from '../core/api/status.js';
import type { ProxyClient } from './proxy-client.js';
import { isProxyClientError, ProxyClientError } from './proxy-client-error.js';

/** The part of EventSource the watcher uses (a fake in tests). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent | Event) => void): void;
  close(): void;
}

export type EventSourceFactory = (url: string) => EventSourceLike;

export interface WatchStatusOptions {
  onStatus(snapshot: StatusSnapshot): void;
  /** Poll failures (the watcher keeps polling unless the error is not retryable, then it stops). */
  onError?(error: ProxyClientError): void;
  signal?: AbortSignal;
  /** Defaults to the global EventSource when there is one; null forces polling. */
  eventSourceFactory?: EventSourceFactory | null;
  /** Waits between polls; the last repeats. Reset to the first after a status change. */
  pollIntervals?: readonly number[];
  /**
   * Also ask `GET …/status` once at the start, even with the stream open: the return page
   * must not wait for the next event to learn where the attempt stands.
   */
  immediate?: boolean;
}

export const DEFAULT_POLL_INTERVALS: readonly number[] = [1_000, 2_000, 4_000, 8_000, 15_000];

export type StopWatching = () => void;

export function watchStatus(client: ProxyClient, sessionId: string, options: WatchStatusOptions): StopWatching {
  const { signal } = options;
  let stopped = false;
  let source: EventSourceLike | null = null;
  let lastKey = '';

  const stop: StopWatching = () => {
    if (stopped) return;
    stopped = true;
    source?.close();
    source = null;
    poller.stop();
    signal?.removeEventListener('abort', stop);
  };

  /** Delivers a snapshot once per change; a final one stops the watch first. */
  const deliver = (snapshot: StatusSnapshot) => {
    if (stopped) return;
    const key = keyOf(snapshot);
    if (key === lastKey) return;
    lastKey = key;
    poller.reset();
    if (isFinalCashierStatus(snapshot.status)) stop();
    options.onStatus(snapshot);
  };

  const poller = createPoller(client, sessionId, options, deliver, stop, () => stopped);

  const fallBackToPolling = () => {
    if (stopped || !source) return;
    source.close();
    source = null;
    poller.start();
  };

  if (signal?.aborted) {
    stopped = true;
    return stop;
  }
  signal?.addEventListener('abort', stop, { once: true });

  const factory = options.eventSourceFactory === undefined ? globalEventSourceFactory() : options.eventSourceFactory;
  source = factory ? openSource(factory, client.eventsUrl(sessionId)) : null;
  if (source) {
    source.addEventListener('status', (event) => {
      const snapshot = snapshotOf(event);
      if (snapshot) deliver(snapshot);
    });
    source.addEventListener('error', fallBackToPolling);
    if (options.immediate) void poller.poll();
  } else {
    poller.start();
  }
  return stop;
}

/**
 * Status reads with backoff: `poll` reads once (and, once polling is the source, schedules
 * the next); `start` makes polling the source; `reset` goes back to the first wait;
 * `stop` leaves no timer and no request in flight.
 */
function createPoller(client: ProxyClient, sessionId: string, options: WatchStatusOptions,
  deliver: (snapshot: StatusSnapshot) => void, stop: StopWatching, isStopped: () => boolean) {
  const intervals = options.pollIntervals?.length ? options.pollIntervals : DEFAULT_POLL_INTERVALS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | null = null;
  let pollIndex = 0;
  /** False while the stream delivers; true once polling is the source. */
  let polling = false;

  const schedulePoll = () => {
    if (isStopped()) return;
    const delay = intervals[Math.min(pollIndex, intervals.length - 1)] ?? 15_000;
    pollIndex++;
    timer = setTimeout(() => void poll(), delay);
  };

  /** One status read; in polling mode it schedules the next. */
  const poll = async () => {
    timer = undefined;
    if (isStopped()) return;
    const controller = new AbortController();
    inFlight = controller;
    try {
      const snapshot = await client.getStatus(sessionId, controller.signal);
      if (controller.signal.aborted) return;
      deliver(snapshot);
    } catch (error) {
      if (isStopped() || controller.signal.aborted) return;
      const failure = isProxyClientError(error) ? error : unexpected(error);
      if (!failure.retryable) stop();
      options.onError?.(failure);
    } finally {
      if (inFlight === controller) inFlight = null;
    }
    if (polling) schedulePoll();
  };

  return {
    poll,
    start() {
      polling = true;
      // A read already in flight (the immediate one) continues the loop when it lands.
      if (!inFlight) void poll();
    },
    reset() {
      pollIndex = 0;
    },
    stop() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      inFlight?.abort();
      inFlight = null;
    },
  };
}

/** Identity of a status for de-duplication: polls repeat the same snapshot. */
function keyOf(snapshot: StatusSnapshot): string {
  return [snapshot.attempt, snapshot.status, snapshot.updatedAt, snapshot.action?.webUrl ?? ''].join('|');
}

/** An event's data as a StatusSnapshot; anything malformed is dropped (the next poll or event corrects it). */
function snapshotOf(event: MessageEvent | Event): StatusSnapshot | null {
  const data = (event as MessageEvent).data;
  if (typeof data !== 'string') return null;
  try {
    const parsed = StatusSnapshot.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function openSource(factory: EventSourceFactory, url: string): EventSourceLike | null {
  try {
    return factory(url);
  } catch {
    return null;
  }
}

function globalEventSourceFactory(): EventSourceFactory | null {
  const EventSourceCtor = (globalThis as { EventSource?: new (url: string) => EventSourceLike }).EventSource;
  return EventSourceCtor ? (url) => new EventSourceCtor(url) : null;
}

function unexpected(error: unknown): ProxyClientError {
  return new ProxyClientError({
    code: 'network_error',
    messageKey: 'error.generic',
    message: error instanceof Error ? error.message : 'Unexpected failure while polling',
    status: 0,
    retryable: true,
  });
}

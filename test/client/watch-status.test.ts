import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import assert from 'node:assert/strict';
import {
  ProxyClientError,
  watchStatus,
  type EventSourceLike,
  type ProxyClient,
  type WatchStatusOptions,
} from '../../src/client/index.js';
import type { StatusSnapshot } from '../../src/core/api/cashier.js';
import { snapshot } from '../core/flow/fixtures.js';

class FakeEventSource implements EventSourceLike {
  readonly listeners = new Map<string, Array<(event: MessageEvent | Event) => void>>();
  closed = false;
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent | Event) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close(): void {
    this.closed = true;
  }
  /** Like a browser, a closed source delivers nothing more — but we also emit after close to test the guard. */
  emit(type: string, data?: unknown): void {
    const event = data === undefined ? new Event(type) : new MessageEvent(type, { data: typeof data === 'string' ? data : JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

type StatusReply = StatusSnapshot | ProxyClientError | 'hang';

/** A client whose getStatus answers from a queue (the last reply repeats) and records each call's signal. */
function fakeClient(...replies: StatusReply[]) {
  const signals: AbortSignal[] = [];
  const client = {
    endpoint: '/cashier',
    eventsUrl: (id: string) => `/cashier/sessions/${id}/events`,
    getStatus: async (_id: string, signal?: AbortSignal) => {
      signals.push(signal!);
      const reply = replies.length > 1 ? replies.shift()! : replies[0]!;
      if (reply === 'hang') return new Promise<StatusSnapshot>(() => {});
      if (reply instanceof ProxyClientError) throw reply;
      return reply;
    },
    getView: () => Promise.reject(new Error('unused')),
    pay: () => Promise.reject(new Error('unused')),
    cancel: () => Promise.reject(new Error('unused')),
    manage: () => Promise.reject(new Error('unused')),
  } satisfies ProxyClient;
  return { client, signals };
}

function recorder() {
  const statuses: string[] = [];
  const errors: string[] = [];
  const callbacks = {
    onStatus: (s: StatusSnapshot) => statuses.push(`${s.status}#${s.attempt}`),
    onError: (e: ProxyClientError) => errors.push(e.code),
  } satisfies Pick<WatchStatusOptions, 'onStatus' | 'onError'>;
  return { statuses, errors, callbacks };
}

/** Lets pending promise callbacks run (setImmediate is not mocked). */
const flush = () => new Promise((resolve) => setImmediate(resolve));

async function tick(ms: number) {
  mock.timers.tick(ms);
  await flush();
}

const retryable = new ProxyClientError({ code: 'network_error', messageKey: 'error.network', message: 'down', status: 0, retryable: true });
const gone = new ProxyClientError({ code: 'session_not_found', messageKey: 'error.sessionNotFound', message: 'gone', status: 404, retryable: false });

describe('watchStatus over server-sent events', () => {
  it('opens the events URL and delivers each new status once', () => {
    const sources: FakeEventSource[] = [];
    const { client, signals } = fakeClient(snapshot('open'));
    const { statuses, callbacks } = recorder();
    watchStatus(client, 'cs_1', { ...callbacks, eventSourceFactory: (url) => sources[sources.push(new FakeEventSource(url)) - 1]! });
    const source = sources[0]!;
    assert.equal(source.url, '/cashier/sessions/cs_1/events');
    source.emit('status', snapshot('processing'));
    source.emit('status', snapshot('processing'));
    source.emit('status', 'not json');
    source.emit('status', { status: 'paid' });
    source.emit('message', snapshot('failed'));
    assert.deepEqual(statuses, ['processing#1']);
    assert.equal(signals.length, 0, 'no polling while the stream works');
  });

  it('a final status closes the stream; nothing is delivered after', () => {
    const source = new FakeEventSource('x');
    const { client } = fakeClient(snapshot('open'));
    const { statuses, callbacks } = recorder();
    watchStatus(client, 'cs_1', { ...callbacks, eventSourceFactory: () => source });
    source.emit('status', snapshot('succeeded'));
    assert.equal(source.closed, true);
    source.emit('status', snapshot('failed', 2));
    assert.deepEqual(statuses, ['succeeded#1']);
  });

  it('stop() closes the stream and is idempotent', () => {
    const source = new FakeEventSource('x');
    const { client } = fakeClient(snapshot('open'));
    const { statuses, callbacks } = recorder();
    const stop = watchStatus(client, 'cs_1', { ...callbacks, eventSourceFactory: () => source });
    stop();
    stop();
    assert.equal(source.closed, true);
    source.emit('status', snapshot('processing'));
    source.emit('error');
    assert.deepEqual(statuses, []);
  });
});

/** Counts timers set and not yet fired or cleared, on top of the mocked ones. */
function trackTimers() {
  const live = new Set<unknown>();
  const set = globalThis.setTimeout;
  const clear = globalThis.clearTimeout;
  globalThis.setTimeout = ((fn: () => void, ms?: number) => {
    const id = set(() => {
      live.delete(id);
      fn();
    }, ms);
    live.add(id);
    return id;
  }) as typeof setTimeout;
  globalThis.clearTimeout = ((id: Parameters<typeof clearTimeout>[0]) => {
    live.delete(id);
    clear(id);
  }) as typeof clearTimeout;
  return {
    live,
    restore() {
      globalThis.setTimeout = set;
      globalThis.clearTimeout = clear;
    },
  };
}

describe('watchStatus polling', () => {
  let timers: ReturnType<typeof trackTimers>;
  beforeEach(() => {
    mock.timers.enable({ apis: ['setTimeout'] });
    timers = trackTimers();
  });
  afterEach(() => {
    timers.restore();
    mock.timers.reset();
  });

  it('falls back to polling when the stream errors: at once, then with backoff', async () => {
    const source = new FakeEventSource('x');
    const { client, signals } = fakeClient(snapshot('processing'));
    const { statuses, callbacks } = recorder();
    watchStatus(client, 'cs_1', { ...callbacks, eventSourceFactory: () => source, pollIntervals: [1_000, 2_000, 4_000] });
    source.emit('error');
    assert.equal(source.closed, true);
    await flush();
    assert.equal(signals.length, 1, 'polls at once (an event may have been missed)');
    assert.deepEqual(statuses, ['processing#1']);
    await tick(999);
    assert.equal(signals.length, 1);
    await tick(1);
    assert.equal(signals.length, 2);
    await tick(2_000);
    assert.equal(signals.length, 3);
    await tick(4_000);
    assert.equal(signals.length, 4);
    await tick(4_000);
    assert.equal(signals.length, 5, 'the last interval repeats');
    assert.deepEqual(statuses, ['processing#1'], 'repeated snapshots are not delivered again');
  });

  it('polls when there is no EventSource, stops on a final status and leaves no timer', async () => {
    const { client, signals } = fakeClient(snapshot('processing'), snapshot('processing'), snapshot('succeeded'), snapshot('failed'));
    const { statuses, callbacks } = recorder();
    watchStatus(client, 'cs_1', { ...callbacks, eventSourceFactory: null, pollIntervals: [1_000] });
    await flush();
    await tick(1_000);
    await tick(1_000);
    assert.deepEqual(statuses, ['processing#1', 'succeeded#1']);
    assert.equal(timers.live.size, 0, 'no timer after the final status');
    await tick(60_000);
    assert.equal(signals.length, 3, 'no poll after the final status');
  });

  it('uses the global EventSource by default, polling when there is none', async () => {
    assert.equal((globalThis as { EventSource?: unknown }).EventSource, undefined, 'Node 20 has no EventSource');
    const { client, signals } = fakeClient(snapshot('open'));
    const stop = watchStatus(client, 'cs_1', { onStatus: () => {} });
    await flush();
    assert.equal(signals.length, 1);
    stop();
  });

  it('a factory that throws falls back to polling', async () => {
    const { client, signals } = fakeClient(snapshot('open'));
    const stop = watchStatus(client, 'cs_1', {
      onStatus: () => {},
      eventSourceFactory: () => {
        throw new Error('CSP connect-src');
      },
    });
    await flush();
    assert.equal(signals.length, 1);
    stop();
  });

  it('the backoff restarts after a status change', async () => {
    const { client, signals } = fakeClient(snapshot('open'), snapshot('open'), snapshot('processing'), snapshot('processing'));
    const { statuses, callbacks } = recorder();
    const stop = watchStatus(client, 'cs_1', { ...callbacks, eventSourceFactory: null, pollIntervals: [1_000, 5_000] });
    await flush(); // poll 1: open (new) → next in 1s
    await tick(1_000); // poll 2: open (same) → next in 5s
    await tick(5_000); // poll 3: processing (new) → next in 1s
    assert.deepEqual(statuses, ['open#1', 'processing#1']);
    await tick(1_000);
    assert.equal(signals.length, 4);
    stop();
  });

  it('a retryable poll error is reported and polling goes on', async () => {
    const { client, signals } = fakeClient(retryable, snapshot('succeeded'));
    const { statuses, errors, callbacks } = recorder();
    watchStatus(client, 'cs_1', { ...callbacks, eventSourceFactory: null, pollIntervals: [1_000] });
    await flush();
    assert.deepEqual(errors, ['network_error']);
    await tick(1_000);
    assert.deepEqual(statuses, ['succeeded#1']);
    assert.equal(signals.length, 2);
  });

  it('a non-retryable poll error is reported and stops the watch', async () => {
    const { client, signals } = fakeClient(gone, snapshot('succeeded'));
    const { statuses, errors, callbacks } = recorder();
    watchStatus(client, 'cs_1', { ...callbacks, eventSourceFactory: null, pollIntervals: [1_000] });
    await flush();
    await tick(60_000);
    assert.deepEqual(errors, ['session_not_found']);
    assert.deepEqual(statuses, []);
    assert.equal(signals.length, 1);
  });

  it('aborting clears the timer, closes nothing twice, aborts the poll in flight', async () => {
    const source = new FakeEventSource('x');
    const { client, signals } = fakeClient(snapshot('processing'), 'hang');
    const { statuses, errors, callbacks } = recorder();
    const controller = new AbortController();
    watchStatus(client, 'cs_1', { ...callbacks, signal: controller.signal, eventSourceFactory: () => source, pollIntervals: [1_000] });
    source.emit('error');
    await flush();
    await tick(1_000); // second poll hangs
    assert.equal(signals.length, 2);
    controller.abort();
    assert.equal(signals[1]!.aborted, true, 'the request in flight is aborted');
    assert.equal(timers.live.size, 0);
    await tick(60_000);
    assert.equal(signals.length, 2, 'no timer left');
    assert.deepEqual(statuses, ['processing#1']);
    assert.deepEqual(errors, []);
  });

  it('stop() during a wait leaves no timer behind', async () => {
    const { client, signals } = fakeClient(snapshot('processing'));
    const stop = watchStatus(client, 'cs_1', { onStatus: () => {}, eventSourceFactory: null, pollIntervals: [1_000] });
    await flush();
    assert.equal(timers.live.size, 1, 'waiting for the next poll');
    stop();
    assert.equal(timers.live.size, 0, 'stop cleared it');
    await tick(60_000);
    assert.equal(signals.length, 1);
  });

  it('an answer arriving after stop() is dropped', async () => {
    let release: (s: StatusSnapshot) => void = () => {};
    const { client } = fakeClient(snapshot('open'));
    client.getStatus = () => new Promise((resolve) => (release = resolve));
    const { statuses, callbacks } = recorder();
    const stop = watchStatus(client, 'cs_1', { ...callbacks, eventSourceFactory: null });
    stop();
    release(snapshot('succeeded'));
    await flush();
    assert.deepEqual(statuses, []);
  });

  it('immediate: one status read beside the stream, no polling loop', async () => {
    const source = new FakeEventSource('x');
    const { client, signals } = fakeClient(snapshot('action_required', 2, { action: { webUrl: 'https://pay.example.com/a' } }));
    const { statuses, callbacks } = recorder();
    const stop = watchStatus(client, 'cs_1', { ...callbacks, eventSourceFactory: () => source, immediate: true, pollIntervals: [1_000] });
    await flush();
    assert.deepEqual(statuses, ['action_required#2']);
    await tick(60_000);
    assert.equal(signals.length, 1);
    assert.equal(timers.live.size, 0);
    source.emit('status', snapshot('succeeded', 2));
    assert.deepEqual(statuses, ['action_required#2', 'succeeded#2']);
    stop();
  });

  it('immediate: a stream error while that read is in flight starts one polling loop, not two', async () => {
    let release: (s: StatusSnapshot) => void = () => {};
    const source = new FakeEventSource('x');
    const { client, signals } = fakeClient(snapshot('processing'));
    const getStatus = client.getStatus;
    client.getStatus = (id, signal) => {
      if (signals.length === 0) {
        signals.push(signal!);
        return new Promise((resolve) => (release = resolve));
      }
      return getStatus(id, signal);
    };
    const stop = watchStatus(client, 'cs_1', { onStatus: () => {}, eventSourceFactory: () => source, immediate: true, pollIntervals: [1_000] });
    source.emit('error');
    assert.equal(signals.length, 1, 'no second read while one is in flight');
    release(snapshot('processing'));
    await flush();
    assert.equal(timers.live.size, 1, 'the landed read scheduled the loop');
    await tick(1_000);
    assert.equal(signals.length, 2);
    assert.equal(timers.live.size, 1);
    stop();
    assert.equal(timers.live.size, 0);
  });

  it('an already aborted signal opens nothing', async () => {
    let opened = 0;
    const { client, signals } = fakeClient(snapshot('open'));
    watchStatus(client, 'cs_1', {
      onStatus: () => {},
      signal: AbortSignal.abort(),
      eventSourceFactory: () => {
        opened++;
        return new FakeEventSource('x');
      },
    });
    await tick(60_000);
    assert.equal(opened, 0);
    assert.equal(signals.length, 0);
  });
});

/**
 * Server-sent events at scale: 1,000 status streams open on one proxy process (ten per
 * session), each read up to its first status event, then the memory each costs (RSS and
 * heap after GC in the proxy process, delta ÷ streams), and whether closing them gives it back.
 */
import type { ChildServer } from './spawn.js';
import { createSession } from './proxy-load.js';
import { round } from './stats.js';

export interface SseResult {
  streams: number;
  /** Wall time to open every stream and read its first event. */
  openSeconds: number;
  perStream: { rssBytes: number; heapBytes: number };
  /** Heap after closing every stream, minus before opening them. */
  heapAfterCloseBytes: number;
}

interface OpenStream {
  abort: AbortController;
  reader: ReadableStreamDefaultReader<Uint8Array>;
}

async function openStream(url: string): Promise<OpenStream> {
  const abort = new AbortController();
  const response = await fetch(url, { signal: abort.signal, headers: { accept: 'text/event-stream' } });
  if (!response.ok || !response.body) throw new Error(`sse: ${response.status}`);
  const reader = response.body.getReader();
  const first = await reader.read();
  if (!new TextDecoder().decode(first.value).includes('event: status')) throw new Error('sse: first chunk is not a status event');
  return { abort, reader };
}

export async function measureSse(proxy: ChildServer, options: { streams: number; perSession: number }): Promise<SseResult> {
  const sessions: string[] = [];
  for (let i = 0; i < Math.ceil(options.streams / options.perSession); i++) sessions.push(await createSession(proxy));
  const before = await proxy.memory();
  const started = performance.now();
  const open: OpenStream[] = [];
  const BATCH = 100;
  for (let i = 0; i < options.streams; i += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, options.streams - i) }, (_, j) => openStream(`${proxy.url}/cashier/sessions/${sessions[(i + j) % sessions.length]}/events`));
    open.push(...(await Promise.all(batch)));
  }
  const openSeconds = (performance.now() - started) / 1000;
  const during = await proxy.memory();
  for (const stream of open) stream.abort.abort();
  await Promise.allSettled(open.map((s) => s.reader.closed));
  await new Promise((resolve) => setTimeout(resolve, 500));
  const after = await proxy.memory();
  return {
    streams: open.length,
    openSeconds: round(openSeconds),
    perStream: { rssBytes: Math.round((during.rss - before.rss) / open.length), heapBytes: Math.round((during.heapUsed - before.heapUsed) / open.length) },
    heapAfterCloseBytes: after.heapUsed - before.heapUsed,
  };
}

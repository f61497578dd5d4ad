import type { Context } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import { streamSnapshotReader } from '../attempt/attempt-resolve.js';
import type { ProxyEnv } from '../http/env.js';
import { describeError } from '../log/background.js';
import type { ProxyContext } from '../proxy-context.js';
import { streamStatus } from '../results/status-events.js';

/** The event streams open in this process, so that drain() can end each. */
export type OpenStreams = Set<SSEStreamingApi>;

/** `GET sessions/:id/events`: the session's status as server-sent events until it is final. */
export function statusEvents(ctx: ProxyContext, streams: OpenStreams) {
  return (c: Context<ProxyEnv>) => {
    const id = c.get('session').id;
    return streamSSE(
      c,
      async (stream) => {
        streams.add(stream);
        try {
          await streamStatus(stream, { store: ctx.store, sessionId: id, heartbeatMs: ctx.options.heartbeatMs, current: streamSnapshotReader(ctx, id) });
        } finally {
          streams.delete(stream);
        }
      },
      async (error) => ctx.log({ level: 'error', msg: 'event stream failed', error: describeError(error) }),
    );
  };
}

/** Ends every open stream with a retry hint, so each widget reconnects (to another process) at once. */
export async function drainStreams(streams: OpenStreams, retryMs: number): Promise<void> {
  await Promise.allSettled(
    [...streams].map(async (stream) => {
      await stream.write(`retry: ${retryMs}\n\n`);
      stream.abort();
    }),
  );
}

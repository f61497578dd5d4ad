import type { Context } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import { streamSnapshotReader } from '../attempt/attempt-resolve.js';
import { ProxyHttpError } from '../errors.js';
import { clientKeyOf } from '../http/client-key.js';
import type { ProxyEnv } from '../http/env.js';
import { describeError } from '../log/background.js';
import type { ProxyContext } from '../proxy-context.js';
import { streamStatus, writeWithin } from '../results/status-events.js';
import { streamLeaseMs, takeStreamSlots } from './stream-slots.js';

/**
 * The event streams open in this proxy, so that drain() can end each; once drained, a
 * stream asked for on a connection still open is told at once to reconnect elsewhere.
 */
export class OpenStreams extends Set<SSEStreamingApi> {
  draining = false;
}

/**
 * `GET sessions/:id/events`: the session's status as server-sent events until it is
 * final, within the stream budget (429 beyond it: the widget polls instead) and for at
 * most streamLifetimeMs.
 */
export function statusEvents(ctx: ProxyContext, streams: OpenStreams) {
  return async (c: Context<ProxyEnv>) => {
    const id = c.get('session').id;
    // Shutting down: a new stream would hold its connection past the process's grace period.
    if (streams.draining) return streamSSE(c, (stream) => writeWithin(stream, `retry: ${ctx.budgets.streamRetryMs}\n\n`, DRAIN_STEP_MS).then(() => undefined));
    const slots = await takeStreamSlots(ctx, id, clientKeyOf(c.req.raw, c.env, ctx.options));
    if (!slots) {
      c.header('Retry-After', String(Math.ceil(streamLeaseMs(ctx) / 1000)));
      throw new ProxyHttpError('too_many_streams', 'Too many event streams open; poll the status instead');
    }
    return streamSSE(c, async (stream) => {
      streams.add(stream);
      try {
        await streamStatus(stream, {
          store: ctx.store,
          sessionId: id,
          heartbeatMs: ctx.options.heartbeatMs,
          lifetimeMs: ctx.budgets.streamLifetimeMs,
          retryMs: ctx.budgets.streamRetryMs,
          current: streamSnapshotReader(ctx, id),
          keepAlive: slots.renew,
        });
      } catch (error) {
        // Logged here, not written to the stream: an error's text is not the browser's business.
        ctx.log({ level: 'error', msg: 'event stream failed', error: describeError(error) });
      } finally {
        streams.delete(stream);
        await slots.release();
      }
    });
  };
}

/** How long drain waits for each step (the retry hint written, the stream's slots released). */
export const DRAIN_STEP_MS = 1_000;

/**
 * Ends every open stream with a retry hint, so each widget reconnects (to another
 * process) at once. Bounded: a client that reads nothing does not hold it (its write is
 * given up after DRAIN_STEP_MS); returns within about twice that.
 */
export async function drainStreams(streams: OpenStreams, retryMs: number, stepMs = DRAIN_STEP_MS): Promise<void> {
  streams.draining = true;
  const draining = [...streams];
  await Promise.allSettled(
    draining.map(async (stream) => {
      await writeWithin(stream, `retry: ${retryMs}\n\n`, stepMs);
      stream.abort();
    }),
  );
  const until = Date.now() + stepMs;
  while (draining.some((stream) => streams.has(stream)) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
}

/**
 * Live subscription pages: a callback about a subscription (a renewal paid or failed, a
 * cancel elsewhere) becomes a fresh view published to each open page of it, and each
 * page's event stream writes it as `event: view`. One inquiry per callback serves every
 * page; pages in other processes hear it through the store's pub/sub.
 */
import type { SSEStreamingApi } from 'hono/streaming';
import { ManageView } from '../../core/api/manage-view.js';
import { parseBoundedJson } from '../../core/json/bounded-json.js';
import type { ProxyContext } from '../proxy-context.js';
import { forgetManageLink } from '../session/manage-link.js';
import { manageSessionsOf } from '../session/manage-index.js';
import { readManageSession, type ManageSessionRecord } from '../session/manage-session.js';
import { inquireManaged, manageView } from '../view/manage-view.js';
import { STREAM_WRITE_BOUND_MS, waitFor, writeWithin } from './status-events.js';

export const manageChannel = (sessionId: string) => `manage-view:${sessionId}`;

/** Publishes a fresh view to every open page of the subscription (none open: no inquiry). */
export async function publishManageViews(ctx: ProxyContext, subscriptionId: string): Promise<void> {
  const ids = await manageSessionsOf(ctx, subscriptionId);
  if (ids.length === 0) return;
  const data = await inquireManaged(ctx, subscriptionId, true);
  for (const id of ids) {
    const session = await readManageSession(ctx, id);
    if (!session || session.subscriptionId !== subscriptionId) continue;
    await forgetManageLink(ctx, id, subscriptionId);
    await ctx.store.publish(manageChannel(id), JSON.stringify(await manageView(ctx, session, data)));
  }
}

export interface ManageStreamOptions {
  /** The stream ends after this with a `retry: retryMs` hint (the widget reconnects). */
  lifetimeMs: number;
  retryMs: number;
  /** Called every heartbeat (renews the stream's budget slots); false ends the stream. */
  keepAlive: () => Promise<boolean>;
}

/**
 * Streams a page's views as SSE: the current view first, then every published one, a
 * heartbeat comment every heartbeatMs; ends when the client goes away or stops reading,
 * its slot is lost, the session expires, or at its lifetime (with a reconnect hint).
 */
export async function streamManageViews(ctx: ProxyContext, stream: SSEStreamingApi, session: ManageSessionRecord, options: ManageStreamOptions): Promise<void> {
  const queue: ManageView[] = [];
  let wake: (() => void) | undefined;
  const unsubscribe = await ctx.store.subscribe(manageChannel(session.id), (message) => {
    const parsed = parseBoundedJson(message);
    const view = parsed.ok ? ManageView.safeParse(parsed.value) : undefined;
    if (view?.success) queue.push(view.data);
    wake?.();
  });
  stream.onAbort(() => wake?.());
  const write = (text: string) => writeWithin(stream, text, STREAM_WRITE_BOUND_MS);
  const endsAt = Math.min(Date.now() + options.lifetimeMs, Date.parse(session.expiresAt));
  try {
    queue.unshift(await manageView(ctx, session));
    let lastAt = '';
    let lastContent = '';
    while (!stream.aborted) {
      const next = queue.shift();
      if (next) {
        // A view published while the first was built may be older than it; an unchanged one is not news.
        const { updatedAt, ...content } = next;
        const text = JSON.stringify(content);
        if (updatedAt < lastAt) continue;
        if (text !== lastContent && !(await write(`event: view\ndata: ${JSON.stringify(next)}\n\n`))) return;
        lastAt = updatedAt;
        lastContent = text;
        continue;
      }
      if (Date.now() >= endsAt) {
        await write(`retry: ${options.retryMs}\n\n`);
        return;
      }
      const beat = await waitFor(Math.max(0, Math.min(ctx.options.heartbeatMs, endsAt - Date.now())), (resolve) => (wake = resolve));
      wake = undefined;
      if (beat && !stream.aborted && !(await heartbeat(options, write))) return;
    }
  } finally {
    await unsubscribe();
  }
}

/** One heartbeat: the comment and the slots renewed. False: the stream ends. */
async function heartbeat(options: ManageStreamOptions, write: (text: string) => Promise<boolean>): Promise<boolean> {
  if (!(await write(': heartbeat\n\n'))) return false;
  if (await options.keepAlive().catch(() => true)) return true;
  await write(`retry: ${options.retryMs}\n\n`);
  return false;
}

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
import { manageSessionsOf } from '../session/manage-index.js';
import { readManageSession, type ManageSessionRecord } from '../session/manage-session.js';
import { inquireManaged, manageView } from '../view/manage-view.js';
import { waitFor } from './status-events.js';

export const manageChannel = (sessionId: string) => `manage-view:${sessionId}`;

/** Publishes a fresh view to every open page of the subscription (none open: no inquiry). */
export async function publishManageViews(ctx: ProxyContext, subscriptionId: string): Promise<void> {
  const ids = await manageSessionsOf(ctx, subscriptionId);
  if (ids.length === 0) return;
  const data = await inquireManaged(ctx, subscriptionId);
  for (const id of ids) {
    const session = await readManageSession(ctx, id);
    if (!session || session.subscriptionId !== subscriptionId) continue;
    await ctx.store.publish(manageChannel(id), JSON.stringify(await manageView(ctx, session, data)));
  }
}

/**
 * Streams a page's views as SSE: the current view first, then every published one, a
 * heartbeat comment every heartbeatMs; ends when the client goes away or the session expires.
 */
export async function streamManageViews(ctx: ProxyContext, stream: SSEStreamingApi, session: ManageSessionRecord): Promise<void> {
  const queue: ManageView[] = [];
  let wake: (() => void) | undefined;
  const unsubscribe = await ctx.store.subscribe(manageChannel(session.id), (message) => {
    const parsed = parseBoundedJson(message);
    const view = parsed.ok ? ManageView.safeParse(parsed.value) : undefined;
    if (view?.success) queue.push(view.data);
    wake?.();
  });
  stream.onAbort(() => wake?.());
  try {
    queue.unshift(await manageView(ctx, session));
    let lastAt = '';
    let lastContent = '';
    while (!stream.aborted && Date.parse(session.expiresAt) > Date.now()) {
      const next = queue.shift();
      if (next) {
        // A view published while the first was built may be older than it; an unchanged one is not news.
        const { updatedAt, ...content } = next;
        const text = JSON.stringify(content);
        if (updatedAt < lastAt) continue;
        if (text !== lastContent) await stream.writeSSE({ event: 'view', data: JSON.stringify(next) });
        lastAt = updatedAt;
        lastContent = text;
        continue;
      }
      const heartbeat = await waitFor(ctx.options.heartbeatMs, (resolve) => (wake = resolve));
      wake = undefined;
      if (heartbeat && !stream.aborted) await stream.write(': heartbeat\n\n');
    }
  } finally {
    await unsubscribe();
  }
}

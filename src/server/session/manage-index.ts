/**
 * Manage sessions by subscription: a callback names a subscription, not a session, so
 * the open subscription pages of that subscription are found here to hear of it. One
 * small JSON record per subscription (sessionId → until when, epoch ms).
 */
import type { ProxyContext } from '../proxy-context.js';

const indexKey = (subscriptionId: string) => `manage-sub:${subscriptionId}`;

type Entries = Record<string, number>;

/** Lists a manage session under its subscription until it expires. */
export async function indexManageSession(ctx: ProxyContext, subscriptionId: string, sessionId: string, untilMs: number): Promise<void> {
  const key = indexKey(subscriptionId);
  const ttl = (entries: Entries) => Math.max(1, ...Object.values(entries).map((until) => until - Date.now()));
  await ctx.store.setIfAbsent(key, '{}', Math.max(1, untilMs - Date.now()));
  await ctx.records.update<Entries>(key, (current) => ({ ...live(current), [sessionId]: untilMs }), ttl);
}

/** The manage sessions of a subscription that have not expired. */
export async function manageSessionsOf(ctx: ProxyContext, subscriptionId: string): Promise<string[]> {
  return Object.keys(live((await ctx.records.read<Entries>(indexKey(subscriptionId))) ?? {}));
}

function live(entries: Entries): Entries {
  const now = Date.now();
  return Object.fromEntries(Object.entries(entries).filter(([, until]) => until > now));
}

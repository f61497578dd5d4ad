/**
 * The event streams' budget: at most streamsPerSession open on one session and
 * streamsPerClient from one client, counted in the store (every process of a Redis
 * deployment sees the same numbers). Each stream holds a leased slot of both, renewed on
 * its heartbeats and released when it ends; a process that dies frees its slots when
 * their leases lapse.
 */
import { randomUUID } from 'node:crypto';
import type { ProxyContext } from '../proxy-context.js';

export interface StreamSlots {
  /** Renews both leases; false once a slot was lost (its lease lapsed and another took it). */
  renew(): Promise<boolean>;
  release(): Promise<void>;
}

/** A lease outlives two heartbeats: one late beat does not lose the slot. */
export const streamLeaseMs = (ctx: ProxyContext) => 2 * ctx.options.heartbeatMs + 5_000;

/** Both slots for a new stream, or undefined when either budget is spent (nothing is held then). */
export async function takeStreamSlots(ctx: ProxyContext, sessionId: string, clientKey: string): Promise<StreamSlots | undefined> {
  const holder = randomUUID();
  const leaseMs = streamLeaseMs(ctx);
  const slots: [key: string, limit: number][] = [
    [`streams:client:${clientKey}`, ctx.budgets.streamsPerClient],
    [`streams:session:${sessionId}`, ctx.budgets.streamsPerSession],
  ];
  const release = async (keys: readonly (readonly [string, number])[]) => {
    // A store away now: the lease lapses on its own.
    await Promise.all(keys.map(([key]) => ctx.store.releaseSlot(key, holder).catch(() => undefined)));
  };
  for (let i = 0; i < slots.length; i++) {
    const [key, limit] = slots[i]!;
    if (await ctx.store.takeSlot(key, holder, limit, leaseMs)) continue;
    await release(slots.slice(0, i));
    return undefined;
  }
  return {
    renew: async () => (await Promise.all(slots.map(([key, limit]) => ctx.store.takeSlot(key, holder, limit, leaseMs)))).every(Boolean),
    release: () => release(slots),
  };
}

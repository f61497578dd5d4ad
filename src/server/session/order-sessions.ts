/**
 * createSession called again for the same order with the same input — the checkout page
 * reloaded, opened in a second tab — answers the session it created before while that one
 * is still open, instead of a second session of one order. The shopper then lands where
 * they left: before paying, or back from the acquirer's page unpaid with that payment to
 * continue (a second session's Pay would cancel that payment first: attempt/order-claim.ts).
 * The store remembers the last session of each merchantOrderId (with a digest of its
 * input) until that session expires. Orders only; any difference in the input (another
 * amount, another shopper, another expiry) makes a new session.
 */
import { createHash } from 'node:crypto';
import { isFinalCashierStatus } from '../../core/api/status.js';
import type { ProxyContext } from '../proxy-context.js';
import type { CreateSessionInput } from './create-session.js';
import { isSessionExpired, sessionKey, type SessionRecord } from './session.js';

const lastSessionKey = (merchantOrderId: string) => `order-session:${merchantOrderId}`;

interface LastSession {
  sessionId: string;
  /** SHA-256 of the createSession input as JSON. */
  input: string;
}

const digestOf = (input: CreateSessionInput) => createHash('sha256').update(JSON.stringify(input)).digest('base64url');

/** The order's earlier session for this very input, when it can still be paid in; else undefined. `fresh`: the session a new call would create. */
export async function reusableOrderSession(ctx: ProxyContext, input: CreateSessionInput, fresh: SessionRecord): Promise<SessionRecord | undefined> {
  if (fresh.request.kind !== 'order') return undefined;
  const merchantOrderId = fresh.request.body.merchantOrderId;
  const last = await ctx.records.read<LastSession>(lastSessionKey(merchantOrderId));
  if (!last || last.input !== digestOf(input)) return undefined;
  const earlier = await ctx.records.read<SessionRecord>(sessionKey(last.sessionId));
  if (!earlier || !isReusable(earlier, fresh)) return undefined;
  ctx.log({ level: 'info', msg: 'createSession: the same input for this merchantOrderId again; its open session answers', sessionId: earlier.id, merchantOrderId });
  return earlier;
}

/**
 * Still open (not paid, failed or closed), and either a payment of it is under way (a
 * new session would only be refused meanwhile) or at least half of a new session's time
 * is left (else a reload gets the full time of a new one).
 */
function isReusable(earlier: SessionRecord, fresh: SessionRecord, now = Date.now()): boolean {
  if (isFinalCashierStatus(earlier.snapshot.status) || isSessionExpired(earlier, now)) return false;
  if (earlier.attempts.length > 0 || earlier.unresolved) return true;
  return Date.parse(earlier.expiresAt) - now >= (Date.parse(fresh.expiresAt) - now) / 2;
}

/** Remembers a new order session as its order's last one, until it expires. */
export async function rememberOrderSession(ctx: ProxyContext, input: CreateSessionInput, session: SessionRecord): Promise<void> {
  if (session.request.kind !== 'order') return;
  const ttl = Date.parse(session.expiresAt) - Date.now();
  if (ttl <= 0) return;
  const last: LastSession = { sessionId: session.id, input: digestOf(input) };
  await ctx.records.write(lastSessionKey(session.request.body.merchantOrderId), last, ttl);
}

/**
 * One merchant order is charged at most once, whatever number of sessions name it (two
 * tabs, a reload of the checkout page, a retry of the merchant's own code): the order's
 * merchantOrderId is claimed in the store by the session that pays for it, at pay time,
 * before anything reaches the acquirer.
 *
 * The claim (`order-claim:<merchantOrderId>` → `<sessionId> <attempt>`) is taken with
 * setIfAbsent and passed on with compareAndSet, so of two sessions paying at the same
 * instant (any processes) exactly one sends. It lives as long as the holder's session
 * record (its expiry + 25 h). It is never released by hand: a session that wants it asks
 * how the holder stands now — its pay call under way (the attempt's claim, which lapses
 * within one acquirer timeout when its process dies), its record, and, while the record
 * says the attempt is not final, the acquirer itself — and takes the claim over only when
 * the holder's attempt has failed, was cancelled or expired, or never reached the
 * acquirer. A declined card in one tab therefore never blocks paying in another, and a
 * crashed process never blocks the order. A holder's order that waits on the shopper at
 * the acquirer's page (left there, or still open in another tab) is cancelled at the
 * acquirer and the newer session pays (replace-attempt.ts): an abandoned payment never
 * blocks the order either, and the acquirer's cancel, not a guess, decides the race with
 * a shopper paying on that page at the same moment. Only the same shopper's (userId):
 * another shopper's session on the same merchantOrderId is the merchant reusing an id,
 * which is refused and logged as an error, never allowed to cancel a stranger's payment.
 *
 * Orders only. A subscription's merchantSubscriptionId is the merchant's plan id (the
 * subscription page matches plans by it), shared by every subscriber of a plan and by a
 * shopper subscribing again after a cancel: it does not name one checkout. A plan change
 * is guarded by the acquirer itself, per subscription it replaces (A-codes "already being
 * paid" and "already paid").
 */
import { isFinalCashierStatus } from '../../core/api/status.js';
import { ProxyHttpError } from '../errors.js';
import type { ProxyContext } from '../proxy-context.js';
import { retentionTtlMs, sessionKey, type SessionRecord } from '../session/session.js';
import { refreshStatus, settleByInquiry } from './attempt-resolve.js';
import { storedPayAnswer } from './ledger.js';
import { isReplaceableByAnother, replaceWaitingAttempt } from './replace-attempt.js';

const claimKey = (merchantOrderId: string) => `order-claim:${merchantOrderId}`;

/** How a session stands towards its order: it has paid, may be paying (an attempt not final), or neither. */
type Standing = 'paid' | 'paying' | 'free';

interface Holder {
  sessionId: string;
  attempt: number;
}

const holderValue = (sessionId: string, attempt: number) => `${sessionId} ${attempt}`;

function holderOf(value: string): Holder {
  const [sessionId = '', attempt = '0'] = value.split(' ');
  return { sessionId, attempt: Number(attempt) };
}

/** The merchant's order id of an order session; undefined for the other kinds (see above). */
export function merchantOrderIdOf(session: SessionRecord): string | undefined {
  return session.request.kind === 'order' ? session.request.body.merchantOrderId : undefined;
}

/**
 * Claims the session's order for attempt `attempt` of a pay call, or refuses the call:
 * 409 paid_in_another_session, 503 paying_in_another_session (the shopper may try again
 * once the other session's attempt has failed, or once the acquirer can be asked). Called with the attempt's own claim held.
 */
export async function claimOrder(ctx: ProxyContext, session: SessionRecord, attempt: number): Promise<void> {
  const merchantOrderId = merchantOrderIdOf(session);
  if (merchantOrderId === undefined) return;
  const key = claimKey(merchantOrderId);
  const mine = holderValue(session.id, attempt);
  const ttl = retentionTtlMs(session);
  for (let tries = 0; tries < 5; tries++) {
    const held = await ctx.store.get(key);
    if (held === mine) return;
    if (held === undefined) {
      if (await ctx.store.setIfAbsent(key, mine, ttl)) return;
      continue;
    }
    const holder = holderOf(held);
    // This session's own earlier attempt: its pay rules (pay.ts) already allow this one.
    if (holder.sessionId !== session.id) {
      const standing = await standingOfHolder(ctx, holder, session);
      if (standing !== 'free') throw refusal(ctx, session, merchantOrderId, holder.sessionId, standing);
    }
    // Passed on only if nobody else changed it since it was read.
    if (await ctx.store.compareAndSet(key, held, mine, ttl)) return;
  }
  throw refusal(ctx, session, merchantOrderId, undefined, 'paying');
}

/**
 * How the holder stands now. Read in this order, so no step can miss the one before:
 * its pay call holds the attempt's claim until the attempt is recorded on the session
 * (or noted unresolved before its request leaves).
 */
async function standingOfHolder(ctx: ProxyContext, holder: Holder, payer: SessionRecord): Promise<Standing> {
  if ((await storedPayAnswer(ctx, holder.sessionId, holder.attempt)) === 'pending') return 'paying';
  const session = await ctx.records.read<SessionRecord>(sessionKey(holder.sessionId));
  if (!session) return 'free';
  const standing = standingOf(session);
  if (standing !== 'paying') return standing;
  // Not final by the record: the acquirer's word decides (a callback may be late or lost).
  try {
    if (session.unresolved) {
      const settled = await settleByInquiry(ctx, session, session.unresolved);
      // The acquirer holds nothing for it: a re-send of that attempt would have to claim the order again.
      if (!settled) return standingOf({ ...session, unresolved: undefined });
    } else {
      await refreshStatus(ctx, session);
    }
  } catch {
    return 'paying';
  }
  const now = await ctx.records.read<SessionRecord>(sessionKey(holder.sessionId));
  if (!now) return 'free';
  if (!isReplaceableByAnother(now)) return standingOf(now);
  // Another shopper's payment is never cancelled: two shoppers on one merchantOrderId is the merchant's mistake.
  return shopperOf(now) === shopperOf(payer) ? standingAfterReplacing(ctx, now) : sharedOrderId(ctx, now, payer);
}

const shopperOf = (session: SessionRecord) => session.request.body.userInfo.userId;

/** Refused as before replacement existed, and said loudly: a constant or reused order id lets shoppers collide. */
function sharedOrderId(ctx: ProxyContext, holder: SessionRecord, payer: SessionRecord): Standing {
  ctx.log({
    level: 'error',
    msg: 'merchantOrderId used by two shoppers: each order needs its own id (never a constant); the other payment is left alone',
    sessionId: payer.id,
    otherSessionId: holder.id,
    merchantOrderId: merchantOrderIdOf(payer),
  });
  return 'paying';
}

/** The holder's payment waits on the acquirer's page, perhaps abandoned: replaced (replace-attempt.ts) unless it was paid meanwhile. */
async function standingAfterReplacing(ctx: ProxyContext, holder: SessionRecord): Promise<Standing> {
  try {
    await replaceWaitingAttempt(ctx, holder);
  } catch {
    return 'paying';
  }
  const now = await ctx.records.read<SessionRecord>(sessionKey(holder.id));
  return now ? standingOf(now) : 'free';
}

function standingOf(session: SessionRecord): Standing {
  // An approval after the shopper's cancel that was not given back is money taken.
  if (session.snapshot.status === 'succeeded' || session.approvedAfterCancel?.refunded === false) return 'paid';
  if (session.unresolved) return 'paying';
  return session.attempts.length > 0 && !isFinalCashierStatus(session.snapshot.status) ? 'paying' : 'free';
}

function refusal(ctx: ProxyContext, session: SessionRecord, merchantOrderId: string, other: string | undefined, standing: 'paid' | 'paying'): ProxyHttpError {
  const paid = standing === 'paid';
  ctx.log({
    level: 'warn',
    msg: paid
      ? 'pay refused: this merchantOrderId was already paid in another session (one order, one payment)'
      : 'pay refused: another session of this merchantOrderId has a payment in progress (one order, one payment)',
    sessionId: session.id,
    merchantOrderId,
    ...(other ? { otherSessionId: other } : {}),
  });
  return paid
    ? new ProxyHttpError('paid_in_another_session', 'This order was already paid in another checkout session')
    : new ProxyHttpError('paying_in_another_session', 'A payment of this order is in progress in another checkout session; try again once it has ended');
}

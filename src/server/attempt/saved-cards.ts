import type { ViewPayMethod, ViewSavedCard } from '../../core/api/cashier.js';
import type { TokenRecord } from '../../core/api/tokenization.js';
import type { ProxyContext } from '../proxy-context.js';

/** Inferred: token states that can pay (tokenStatus values are not shown). */
const USABLE = new Set(['ACTIVE', 'VALID', '']);

const tokensKey = (userId: string) => `tokens:${userId}`;

/**
 * The shopper's tokens (tokenization/inquiry by merchantUserId), kept in the store for
 * savedCardsCacheMs so that reloading the view costs the acquirer one inquiry per user
 * and window, whatever the visitor does; views loaded at the same moment in this proxy
 * share one call. A payment that may have saved or used a card forgets them (forgetTokensOf).
 */
export function tokensOfUser(ctx: ProxyContext, userId: string): Promise<TokenRecord[]> {
  const running = ctx.local.tokenInquiries;
  const under = running.get(userId);
  if (under) return under;
  const inquiry = storedOrAsked(ctx, userId).finally(() => running.delete(userId));
  running.set(userId, inquiry);
  return inquiry;
}

async function storedOrAsked(ctx: ProxyContext, userId: string): Promise<TokenRecord[]> {
  const stored = await ctx.store.get(tokensKey(userId));
  if (stored !== undefined) return JSON.parse(stored) as TokenRecord[];
  const records = await ctx.acquirer.tokenizationInquiry({ merchantInfo: ctx.merchantInfo, merchantUserId: userId, tokenType: 'CARD' });
  const ttl = ctx.budgets.savedCardsCacheMs;
  if (ttl > 0) await ctx.store.set(tokensKey(userId), JSON.stringify(records), ttl);
  return records;
}

/**
 * The user's cards changed (a pay with a token, a payment that may have saved a card):
 * the next view asks again. Best effort: never fails the payment; the copy lapses anyway.
 */
export async function forgetTokensOf(ctx: ProxyContext, userId: string): Promise<void> {
  await ctx.store.delete(tokensKey(userId)).catch(() => undefined);
}

/** Whether a token may pay for this user: it is theirs and usable. */
export function isUsableTokenOf(record: TokenRecord, userId: string): boolean {
  return record.merchantUserId === userId && USABLE.has((record.tokenStatus ?? '').toUpperCase());
}

/**
 * The saved cards the view shows: usable tokens of the user whose card type the
 * session may pay with. Only masked data leaves: a masked number that still shows more
 * than 6 + 4 digits is re-masked.
 */
export function savedCardsView(records: readonly TokenRecord[], userId: string, methods: readonly ViewPayMethod[]): ViewSavedCard[] {
  const cards: ViewSavedCard[] = [];
  for (const record of records) {
    const data = record.tokenData;
    if (!data?.maskedCardInfo || !isUsableTokenOf(record, userId)) continue;
    const payMethodType = data.cardType?.toUpperCase() === 'DEBIT' ? 'DEBITCARD' : 'CREDITCARD';
    const scheme = data.cardScheme?.toUpperCase();
    const payMethodName = scheme ? `${payMethodType === 'DEBITCARD' ? 'DC' : 'CC'}_${scheme}` : '';
    // A method of the card's own type, or the acquirer's generic CARD, with the card's scheme.
    const method = methods.find(
      (m) => (m.payMethodType === payMethodType || m.payMethodType === 'CARD') && (!payMethodName || m.payMethodName === payMethodName),
    );
    if (!method) continue;
    cards.push({
      tokenId: record.tokenId,
      maskedCardInfo: safeMask(data.maskedCardInfo),
      ...(data.cardScheme ? { cardScheme: data.cardScheme } : {}),
      ...(data.cardExpiry ? { cardExpiry: data.cardExpiry } : {}),
      ...(data.cardHolderName ? { cardHolderName: data.cardHolderName } : {}),
      payMethodType: method.payMethodType,
      payMethodName: payMethodName || method.payMethodType,
    });
  }
  return cards;
}

function safeMask(masked: string): string {
  const digits = masked.replace(/\D/g, '');
  if (digits.length <= 10) return masked;
  return `${digits.slice(0, 6)}${'*'.repeat(Math.max(digits.length - 10, 2))}${digits.slice(-4)}`;
}

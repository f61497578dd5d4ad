import type { ViewPayMethod, ViewSavedCard } from '../../core/api/cashier.js';
import type { TokenRecord } from '../../core/api/tokenization.js';
import type { ProxyContext } from '../proxy-context.js';

/** Inferred: token states that can pay (tokenStatus values are not shown). */
const USABLE = new Set(['ACTIVE', 'VALID', '']);

/** The shopper's tokens (tokenization/inquiry by merchantUserId). */
export function tokensOfUser(ctx: ProxyContext, userId: string): Promise<TokenRecord[]> {
  let perUser = inFlight.get(ctx);
  if (!perUser) inFlight.set(ctx, (perUser = new Map()));
  const running = perUser.get(userId);
  if (running) return running;
  const inquiry = ctx.acquirer
    .tokenizationInquiry({ merchantInfo: ctx.merchantInfo, merchantUserId: userId, tokenType: 'CARD' })
    .finally(() => perUser.delete(userId));
  perUser.set(userId, inquiry);
  return inquiry;
}

/**
 * Inquiries under way, per proxy and user: views loaded at the same moment (a burst of
 * reloads, several tabs) share one call instead of queueing many identical ones at the
 * acquirer. Nothing is cached past the answer, so a card saved a moment ago shows.
 */
const inFlight = new WeakMap<ProxyContext, Map<string, Promise<TokenRecord[]>>>();

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

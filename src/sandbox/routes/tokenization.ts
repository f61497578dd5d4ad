/** tokenization/generate and tokenization/inquiry. */
import { fail, ok } from '../../core/api/envelope.js';
import { ErrorCode } from '../../core/api/error-codes.js';
import { TokenGenerateRequest, TokenInquiryRequest } from '../../core/api/tokenization.js';
import type { SandboxContext } from '../context.js';
import { withIdempotency } from '../idempotency.js';
import { checkSubmittedCard } from '../test-cards.js';
import { createToken, tokenRecord, unknownToken } from '../tokens.js';
import { parse, type ApiRouter } from './api.js';

/** Tokenization answers also carry success/fail flags (the spec's envelope notes). */
function flagged<T extends { code: string }>(envelope: T): T & { success: boolean; fail: boolean } {
  const success = envelope.code === '0';
  return { ...envelope, success, fail: !success };
}

export function registerTokenizationRoutes(api: ApiRouter, ctx: SandboxContext): void {
  api.post('/tokenization/generate', ({ body }) => {
    const { data: req, refusal } = parse(TokenGenerateRequest, body);
    if (refusal) return flagged(refusal);
    if (req.tokenData && !ctx.options.pciCertified) {
      return flagged(fail(ErrorCode.PciNotCertified, 'tokenData: raw card data is accepted only from PCI-DSS certified merchants', { field: 'tokenData' }));
    }
    if (!req.tokenData) {
      // Inferred: without raw card data there is nothing to tokenize; other merchants save a
      // card when the shopper pays on the card page with paymentInfo.setupFutureUsage = true.
      return flagged(fail(ErrorCode.RequiredFieldMissing, 'tokenData: is required (or pay an order with paymentInfo.setupFutureUsage = true)', { field: 'tokenData', rule: 'required' }));
    }
    const data = req.tokenData;
    return flagged(
      withIdempotency(ctx.state, 'tokenRequestId', req.tokenRequestId, body, () => {
        const check = checkSubmittedCard({ number: data.pan ?? '', expiry: data.expiry ?? '', cvc: data.cvv ?? '', name: data.name ?? 'Card holder' }, ctx.clock.now());
        if (!check.ok) {
          const field = { number: 'pan', expiry: 'expiry', cvc: 'cvv', name: 'name' }[check.field];
          const code = check.reason === 'required' ? ErrorCode.RequiredFieldMissing : ErrorCode.InvalidFieldValue;
          return fail(code, `tokenData.${field}: is ${check.reason}`, { field: `tokenData.${field}`, rule: check.reason });
        }
        const token = createToken(ctx, {
          merchantUserId: req.merchantUserId,
          tokenRequestId: req.tokenRequestId,
          card: check.card,
          billingAddress: req.billingAddress as Record<string, string> | undefined,
          notifyUrl: req.notifyUrl,
        });
        return ok({ tokenRequestId: req.tokenRequestId, tokenSessionId: token.tokenSessionId, merchantUserId: token.merchantUserId, tokenId: token.tokenId });
      }),
    );
  });

  api.post('/tokenization/inquiry', ({ body }) => {
    const { data: req, refusal } = parse(TokenInquiryRequest, body);
    if (refusal) return flagged(refusal);
    const tokens = [...ctx.state.tokens.values()].filter(
      (t) =>
        (!req.tokenId || t.tokenId === req.tokenId) &&
        (!req.merchantUserId || t.merchantUserId === req.merchantUserId) &&
        (!req.tokenRequestId || t.tokenRequestId === req.tokenRequestId) &&
        (!req.tokenType || t.tokenType === req.tokenType),
    );
    // An unknown tokenId is a request error (the caller named a token it was never given,
    // often a browser's choice): A0021 with the field; a user without cards is an empty list.
    if (req.tokenId && tokens.length === 0) return flagged(unknownToken('tokenId', req.tokenId));
    return flagged(ok(tokens.map((t) => tokenRecord(ctx, t))));
  });
}

/** merchantconfig/inquiry and paymethodconfig/inquiry. */
import { ok } from '../../core/api/envelope.js';
import { MerchantConfigInquiryRequest, PayMethodConfigInquiryRequest } from '../../core/api/config.js';
import type { SandboxContext } from '../context.js';
import { merchantLimits } from '../limits.js';
import { limitsIn, methodsFor } from '../pay-methods.js';
import { parse, type ApiRouter } from './api.js';

export function registerConfigRoutes(api: ApiRouter, ctx: SandboxContext): void {
  api.post('/merchantconfig/inquiry', ({ body }) => {
    const { data: req, refusal } = parse(MerchantConfigInquiryRequest, body);
    if (refusal) return refusal;
    return ok({ merchantId: String(req.merchantId), ...merchantLimits(ctx) });
  });

  api.post('/paymethodconfig/inquiry', ({ body }) => {
    const { data: req, refusal } = parse(PayMethodConfigInquiryRequest, body);
    if (refusal) return refusal;
    const currency = req.currency?.toUpperCase();
    const payMethodDetails = methodsFor(currency).flatMap((m) =>
      m.currencies
        .filter((c) => !currency || c === currency)
        .map((c) => {
          const limits = limitsIn(m, c);
          return {
            payMethodType: m.payMethodType,
            payMethodName: m.payMethodName,
            currency: c,
            orderAmountMin: limits.minAmount,
            orderAmountMax: limits.maxAmount,
            refundSupported: m.refundSupported,
            currentStatus: 'ACTIVE',
          };
        }),
    );
    return ok({ payMethodDetails });
  });
}

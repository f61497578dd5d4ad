import type { CreateSessionInput } from '../../src/server/index.js';

let orders = 0;

/** Inferred from demo/shop-api.ts: the smallest order session a shop creates (EUR: cards and wallets), in `language`. */
export function orderInput(publicUrl: string, language = 'en'): CreateSessionInput {
  const n = `${Date.now().toString(36)}-${(orders++).toString(36)}`;
  return {
    kind: 'order',
    merchantOrderId: `bench-${n}`,
    orderAmount: '24.00',
    orderCurrency: 'EUR',
    orderDescription: 'Bench coffee, 1 kg',
    userInfo: { userId: `bench-shopper-${n}`, userEmail: 'bench@shop.example', userTerminal: 'WEB' },
    goodsInfo: { goodsId: 'beans-1kg', goodsName: 'Bench coffee', goodsQuantity: 1 },
    brandInfo: { cashierDisplayName: 'Bench & Burr' },
    paymentInfo: { productName: 'ONE_TIME_PAYMENT', cashierLanguage: language },
    returnUrl: `${publicUrl}/result.html`,
  } as CreateSessionInput;
}

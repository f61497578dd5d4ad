/** Builders of contract values for flow and client tests. */
import type { CashierView, StatusSnapshot } from '../../../src/core/api/cashier.js';
import type { CashierStatus } from '../../../src/core/api/status.js';

export function snapshot(status: CashierStatus, attempt = 1, extra: Partial<StatusSnapshot> = {}): StatusSnapshot {
  return { status, attempt, updatedAt: `2026-10-01T10:00:0${attempt}Z`, ...extra };
}

export function actionSnapshot(attempt = 1, webUrl = 'https://pay.example.com/auth/1'): StatusSnapshot {
  return snapshot('action_required', attempt, { action: { webUrl } });
}

export function view(extra: Partial<CashierView> = {}): CashierView {
  return {
    id: 'cs_test_1',
    kind: 'order',
    expiresAt: '2026-10-01T11:00:00Z',
    amount: { value: '9.99', currency: 'EUR' },
    order: { description: 'Mug', merchantOrderId: 'ord-1' },
    payMethods: [
      { payMethodType: 'CARD', payMethodName: 'CARD' },
      { payMethodType: 'EWALLET', payMethodName: 'PAYPAL' },
    ],
    savedCards: [
      {
        tokenId: 'tok_1',
        maskedCardInfo: '424242******4242',
        payMethodType: 'CARD',
        payMethodName: 'CARD',
      },
    ],
    webUrlHosts: ['pay.example.com'],
    status: snapshot('open', 1),
    ...extra,
  };
}

export const CARD = { payMethodType: 'CARD', payMethodName: 'CARD' } as const;
export const WALLET = { payMethodType: 'EWALLET', payMethodName: 'PAYPAL' } as const;
export const SAVED = { payMethodType: 'CARD', payMethodName: 'CARD', tokenId: 'tok_1' } as const;

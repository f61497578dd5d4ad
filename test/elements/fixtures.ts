import { waitUntil } from '@open-wc/testing';
/** Session views and snapshots the element tests render (shapes from src/core/api/cashier.ts). */
import type { CashierView, StatusSnapshot, ViewPlan } from '../../src/core/api/cashier.js';

export function snapshot(overrides: Partial<StatusSnapshot> = {}): StatusSnapshot {
  return { status: 'open', attempt: 1, updatedAt: '2026-05-01T10:00:00Z', ...overrides };
}

export const monthlyPlan: ViewPlan = {
  description: 'Pro plan',
  amount: { value: '9.99', currency: 'EUR' },
  periodType: 'WEEKLY',
  periodInterval: 2,
  numberOfPeriod: 12,
  trial: { amount: { value: '0.00', currency: 'EUR' }, periodType: 'DAILY', periodInterval: 1, numberOfPeriod: 7 },
};

/** The sandbox's default methods for EUR: five choices once the card methods fold into one. */
export const SANDBOX_METHODS = [
  ['CREDITCARD', 'CC_VISA'],
  ['CREDITCARD', 'CC_MASTERCARD'],
  ['DEBITCARD', 'DC_VISA'],
  ['EWALLET', 'EWALLET_SANDPAY'],
  ['EWALLET', 'EWALLET_MOCKPAY'],
  ['APPLEPAY', 'APPLEPAY'],
  ['GOOGLEPAY', 'GOOGLEPAY'],
].map(([payMethodType, payMethodName]) => ({ payMethodType: payMethodType!, payMethodName: payMethodName! }));

export function orderView(overrides: Partial<CashierView> = {}): CashierView {
  return {
    id: 'cs_test_1',
    kind: 'order',
    expiresAt: '2099-01-01T00:00:00Z',
    amount: { value: '25.50', currency: 'EUR' },
    brand: { displayName: 'Acme <b>Shop</b>', logoUrl: 'https://cdn.example.test/logo.png' },
    order: { description: 'Blue mug', merchantOrderId: 'M-1001', goodsName: 'Mug', quantity: 2 },
    payMethods: [
      { payMethodType: 'EWALLET', payMethodName: 'SANDBOX_WALLET' },
      { payMethodType: 'CREDITCARD', payMethodName: 'CC_VISA' },
    ],
    savedCards: [
      {
        tokenId: 'tok_1',
        maskedCardInfo: '424242******4242',
        cardScheme: 'VISA',
        cardExpiry: '12/30',
        payMethodType: 'CREDITCARD',
        payMethodName: 'CC_VISA',
      },
    ],
    webUrlHosts: ['127.0.0.1:4010', 'pay.example.test'],
    status: snapshot(),
    ...overrides,
  };
}

/** The coffee order the screenshots and the skeleton's place are measured with: five methods, no saved card. */
export function coffeeOrderView(overrides: Partial<CashierView> = {}): CashierView {
  return orderView({
    brand: { displayName: 'Bean & Burr' },
    order: { description: 'Single-origin coffee, 1 kg', goodsName: 'Single-origin coffee, 1 kg', quantity: 1, merchantOrderId: 'ord-1001' },
    amount: { value: '24.90', currency: 'EUR' },
    payMethods: SANDBOX_METHODS,
    savedCards: [],
    ...overrides,
  });
}

export function subscriptionView(overrides: Partial<CashierView> = {}): CashierView {
  return orderView({
    kind: 'subscription',
    amount: { value: '0.00', currency: 'EUR' },
    order: undefined,
    subscription: {
      plan: monthlyPlan,
      firstChargeAt: '2026-05-08T00:00:00Z',
      nextPaymentAt: '2026-05-08T00:00:00Z',
      endAt: '2026-10-23T00:00:00Z',
      manageable: false,
    },
    ...overrides,
  });
}

export function changeView(): CashierView {
  return subscriptionView({
    kind: 'subscription-change',
    amount: { value: '15.00', currency: 'EUR' },
    change: {
      fromPlan: { description: 'Basic plan', amount: { value: '4.99', currency: 'EUR' }, periodType: 'MONTHLY', periodInterval: 1 },
      remainingAmount: { value: '3.20', currency: 'EUR' },
    },
  });
}

/** Waits until a lazily loaded catalog is on screen (the host's lang is the wanted locale). */
export async function settle(el: HTMLElement & { updateComplete: Promise<unknown> }, lang: string): Promise<void> {
  await waitUntil(() => el.getAttribute('lang') === lang, `lang never became ${lang}`, { timeout: 3000 });
  await el.updateComplete;
}

/** Replaces an element's navigation (location.assign) with a list the test reads. */
export function captureNavigation(el: HTMLElement): string[] {
  const visited: string[] = [];
  (el as unknown as { navigateTo: (u: string) => void }).navigateTo = (u) => visited.push(u);
  return visited;
}

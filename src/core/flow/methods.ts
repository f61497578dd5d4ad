/** The shopper's method choice against what a view offers. */
import type { CashierView, PayRequest } from '../api/cashier.js';
import type { MethodChoice } from './state.js';

/** Every choice a view offers: saved cards first (one-click), then the pay methods. */
export function offeredMethods(view: CashierView): MethodChoice[] {
  const cards = view.savedCards.map((card) => ({
    payMethodType: card.payMethodType,
    payMethodName: card.payMethodName,
    tokenId: card.tokenId,
  }));
  const methods = view.payMethods.map((m) => ({ payMethodType: m.payMethodType, payMethodName: m.payMethodName }));
  return [...cards, ...methods];
}

export function sameMethod(a: MethodChoice | null | undefined, b: MethodChoice | null | undefined): boolean {
  if (!a || !b) return a === b;
  return a.payMethodType === b.payMethodType && a.payMethodName === b.payMethodName && a.tokenId === b.tokenId;
}

export function isOfferedMethod(view: CashierView, method: MethodChoice): boolean {
  return offeredMethods(view).some((offered) => sameMethod(offered, method));
}

/** Preselect only when there is nothing to choose: a single offered method. */
export function defaultMethod(view: CashierView): MethodChoice | null {
  const offered = offeredMethods(view);
  return offered.length === 1 ? (offered[0] ?? null) : null;
}

/** The body of `POST …/pay` for a choice and an attempt. */
export function payRequestOf(method: MethodChoice, attempt: number): PayRequest {
  const request: PayRequest = { payMethodType: method.payMethodType, payMethodName: method.payMethodName, attempt };
  if (method.tokenId !== undefined) request.tokenId = method.tokenId;
  return request;
}

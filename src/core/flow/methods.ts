/** The shopper's method choice against what a view offers. */
import type { CashierView, PayRequest } from '../api/cashier.js';
import { payOptionsOf } from './pay-options.js';
import type { MethodChoice } from './state.js';

/** Every choice a view offers: saved cards first (one-click), then the pay options (one for all cards). */
export function offeredMethods(view: CashierView): MethodChoice[] {
  const cards = view.savedCards.map((card) => ({
    payMethodType: card.payMethodType,
    payMethodName: card.payMethodName,
    tokenId: card.tokenId,
  }));
  return [...cards, ...payOptionsOf(view.payMethods).map((option) => option.choice)];
}

export function sameMethod(a: MethodChoice | null | undefined, b: MethodChoice | null | undefined): boolean {
  if (!a || !b) return a === b;
  return a.payMethodType === b.payMethodType && a.payMethodName === b.payMethodName && a.tokenId === b.tokenId;
}

export function isOfferedMethod(view: CashierView, method: MethodChoice): boolean {
  return offeredMethods(view).some((offered) => sameMethod(offered, method));
}

/** Whether the view offers anything to pay with (a pay method or a saved card): Pay, and a retry after a failure, are possible. */
export function offersPayment(view: CashierView): boolean {
  return view.payMethods.length + view.savedCards.length > 0;
}

/** The first choice preselected, as the best checkouts do: the shopper's saved card, else the first option. */
export function defaultMethod(view: CashierView): MethodChoice | null {
  return offeredMethods(view)[0] ?? null;
}

/** The body of `POST …/pay` for a choice and an attempt, with the language the shopper picked, if they did. */
export function payRequestOf(method: MethodChoice, attempt: number, language?: string): PayRequest {
  const request: PayRequest = { payMethodType: method.payMethodType, payMethodName: method.payMethodName, attempt };
  if (method.tokenId !== undefined) request.tokenId = method.tokenId;
  if (language !== undefined) request.language = language;
  return request;
}

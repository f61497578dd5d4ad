import 'server-only';
import type { CashierView } from 'acq-cashier';

/** The merchant's server (examples/shared/merchant-server.mjs): the proxy and the session endpoints. */
export const merchantUrl = process.env.MERCHANT_URL ?? 'http://127.0.0.1:6530';

/**
 * Asks the merchant's server for a cashier session for this cart (the price is decided
 * there), as its view: what the widget would fetch for it (`view.id` is the session id).
 */
export async function createCheckoutSession(): Promise<CashierView> {
  const response = await fetch(`${merchantUrl}/api/checkout?view=1`, { method: 'POST', cache: 'no-store' });
  if (!response.ok) throw new Error(`checkout failed: ${response.status}`);
  return ((await response.json()) as { view: CashierView }).view;
}

/** The view of the session the shopper comes back with from the acquirer (it may be paid by now); undefined if unknown or expired. */
export async function checkoutSessionView(sessionId: string): Promise<CashierView | undefined> {
  const response = await fetch(`${merchantUrl}/api/sessions/${encodeURIComponent(sessionId)}/view`, { cache: 'no-store' });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`session view failed: ${response.status}`);
  return (await response.json()) as CashierView;
}

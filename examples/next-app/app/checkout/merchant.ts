import 'server-only';

/** The merchant's server (examples/shared/merchant-server.mjs): the proxy and the session endpoint. */
export const merchantUrl = process.env.MERCHANT_URL ?? 'http://127.0.0.1:6530';

/** Asks the merchant's server for a cashier session for this cart (the price is decided there). */
export async function createCheckoutSession(): Promise<string> {
  const response = await fetch(`${merchantUrl}/api/checkout`, { method: 'POST', cache: 'no-store' });
  if (!response.ok) throw new Error(`checkout failed: ${response.status}`);
  return ((await response.json()) as { sessionId: string }).sessionId;
}

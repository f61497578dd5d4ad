import { env } from '$env/dynamic/private';

/** The merchant's server (examples/shared/merchant-server.mjs): the proxy and the session endpoint. */
export const merchantUrl = (): string => env.MERCHANT_URL ?? 'http://127.0.0.1:6530';

/** Asks the merchant's server for a cashier session for this cart (the price is decided there). */
export async function createCheckoutSession(fetch: typeof globalThis.fetch): Promise<string> {
  const response = await fetch(`${merchantUrl()}/api/checkout`, { method: 'POST' });
  if (!response.ok) throw new Error(`checkout failed: ${response.status}`);
  return ((await response.json()) as { sessionId: string }).sessionId;
}

/** The merchant's server (examples/shared/merchant-server.mjs): the proxy and the session endpoint. */
export const merchantUrl: string = import.meta.env.VITE_MERCHANT_URL ?? 'http://127.0.0.1:6530';

/**
 * The session this page shows: the one in the URL when the shopper comes back from the
 * acquirer's page (`acq_session`), else a new one the merchant's server creates.
 */
export async function checkoutSession(): Promise<string> {
  const back = new URLSearchParams(location.search).get('acq_session');
  if (back) return back;
  const response = await fetch(`${merchantUrl}/api/checkout`, { method: 'POST' });
  if (!response.ok) throw new Error(`checkout failed: ${response.status}`);
  return ((await response.json()) as { sessionId: string }).sessionId;
}

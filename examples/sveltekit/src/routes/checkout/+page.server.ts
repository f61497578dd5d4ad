import { createCheckoutSession, merchantUrl } from '$lib/server/merchant';
import type { PageServerLoad } from './$types';

/**
 * On the server: a new session for this visit, or the one the shopper comes back with
 * from the acquirer's page. Only its id reaches the browser.
 */
export const load: PageServerLoad = async ({ url, fetch }) => ({
  sessionId: url.searchParams.get('acq_session') ?? (await createCheckoutSession(fetch)),
  endpoint: `${merchantUrl()}/cashier`,
});

/**
 * The subscription page's calls to the merchant proxy (the routes of
 * core/api/manage-view.ts). The management link goes through the checkout's proxy client
 * (its `manage`, retried like every read); the view and the two writes are here, parsed
 * with the contract's schemas and failing with the same ProxyClientError, so the page
 * explains a refusal as the checkout does. Writes are never retried.
 */
import * as z from 'zod/mini';
import { ManageView } from '../../core/api/manage-view.js';
import { createProxyClient, type FetchLike, type ManageLink } from '../../client/proxy-client.js';
import { abortedError, badResponseError, errorOfAnswer, networkError, ProxyClientError } from '../../client/proxy-client-error.js';
import { viewUrl } from '../../client/early-view.js';

const ChangeAnswer = z.object({ id: z.string() });

/** The code the page's view read fails with when the session is a checkout's (an order, a subscription, a plan change): `<acq-cashier>` shows those. */
export const CHECKOUT_SESSION = 'checkout_session';

export interface ManageClientOptions {
  endpoint: string;
  session: string;
  language?: string | undefined;
  fetch?: FetchLike | undefined;
}

export interface ManageClient {
  /** `{endpoint}/sessions/{id}/events`, for EventSource (`event: view`). */
  readonly eventsUrl: string;
  view(signal?: AbortSignal): Promise<ManageView>;
  cancel(signal?: AbortSignal): Promise<ManageView>;
  link(signal?: AbortSignal): Promise<ManageLink>;
  /** The id of the new `subscription-change` session. */
  change(planId: string, signal?: AbortSignal): Promise<string>;
}

export function createManageClient(options: ManageClientOptions): ManageClient {
  const endpoint = options.endpoint.replace(/\/+$/, '');
  const base = viewUrl(endpoint, options.session);
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const proxy = createProxyClient({ endpoint, ...(options.fetch ? { fetch: options.fetch } : {}) });

  async function call<T>(method: 'GET' | 'POST', url: string, schema: z.ZodMiniType<T>, body: unknown, signal: AbortSignal | undefined): Promise<T> {
    if (signal?.aborted) throw abortedError();
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    let text: string;
    try {
      const init: RequestInit = { method, headers, credentials: 'same-origin', cache: 'no-store', ...(signal ? { signal } : {}) };
      if (body !== undefined) init.body = JSON.stringify(body);
      response = await doFetch(url, init);
      text = await response.text();
    } catch (cause) {
      throw signal?.aborted ? abortedError() : networkError(cause);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      if (!response.ok) throw errorOfAnswer(response.status, undefined);
      throw badResponseError(response.status, 'not JSON');
    }
    if (!response.ok) throw errorOfAnswer(response.status, json);
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw checkoutSession(schema, json, response.status) ?? badResponseError(response.status, parsed.error.issues[0]?.path.join('.') || 'wrong shape');
    return parsed.data;
  }

  return {
    eventsUrl: `${base}/events`,
    view: (signal) => call('GET', viewUrl(endpoint, options.session, options.language), ManageView, undefined, signal),
    cancel: (signal) => call('POST', `${base}/subscription/cancel`, ManageView, {}, signal),
    link: (signal) => proxy.manage(options.session, signal),
    change: (planId, signal) => call('POST', `${base}/subscription/change`, ChangeAnswer, { planId }, signal).then((answer) => answer.id),
  };
}

/**
 * A view of another kind where the page's was asked for: the session is a checkout's, a
 * mistake of the merchant's page that no retry can fix (not the proxy's `bad_response`).
 */
function checkoutSession(schema: unknown, json: unknown, status: number): ProxyClientError | undefined {
  const kind = (json as { kind?: unknown } | null)?.kind;
  if (schema !== ManageView || typeof kind !== 'string' || kind === 'subscription-manage') return undefined;
  return new ProxyClientError({ code: CHECKOUT_SESSION, messageKey: 'error.setup', message: `A checkout session (kind ${kind}), not a subscription page's`, status, retryable: false });
}

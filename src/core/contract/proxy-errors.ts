/**
 * The one table of the codes the proxy answers a widget route with (the `error.code` of a
 * ProxyError body), each with its HTTP status and the catalog key the widget shows. The
 * proxy throws by code (`new ProxyHttpError(code, message)`); the widget names codes through
 * `ProxyErrorCode` (`'attempt_in_progress' satisfies ProxyErrorCode`, a typed switch), so a
 * code that is renamed or misspelt on either side is a type error, at no cost in bytes.
 * Acquirer refusals pass their envelope code on (A0048…) with their own keys
 * (server/acquirer/message-keys.ts); those are not in this table.
 */
import type { MessageKey } from '../i18n/catalogs/en.js';

/** A key of the cashier's catalog. */
export type { MessageKey };

interface ProxyErrorEntry {
  /** The HTTP status (the acquirer's and the store's failures pick theirs by cause: 503 or 504). */
  status: number;
  messageKey: MessageKey;
}

export const PROXY_ERRORS = {
  // The request's own fault.
  invalid_request: { status: 400, messageKey: 'error.generic' },
  malformed_json: { status: 400, messageKey: 'error.generic' },
  field_not_allowed: { status: 400, messageKey: 'error.generic' },
  pay_method_not_allowed: { status: 400, messageKey: 'error.generic' },
  token_not_allowed: { status: 400, messageKey: 'error.generic' },
  origin_not_allowed: { status: 403, messageKey: 'error.generic' },
  not_found: { status: 404, messageKey: 'error.generic' },
  session_not_found: { status: 404, messageKey: 'error.sessionNotFound' },
  method_not_allowed: { status: 405, messageKey: 'error.generic' },
  body_too_large: { status: 413, messageKey: 'error.generic' },
  request_aborted: { status: 400, messageKey: 'error.generic' },
  unsupported_media_type: { status: 415, messageKey: 'error.generic' },
  // The session's state.
  attempt_superseded: { status: 409, messageKey: 'error.generic' },
  attempt_out_of_order: { status: 409, messageKey: 'error.generic' },
  attempt_in_progress: { status: 409, messageKey: 'error.generic' },
  session_closed: { status: 409, messageKey: 'error.generic' },
  not_manageable: { status: 409, messageKey: 'error.generic' },
  // Another session of the same merchantOrderId (attempt/order-claim.ts): it paid (final), or its payment is under way (try again later).
  paid_in_another_session: { status: 409, messageKey: 'result.succeeded.body' },
  paying_in_another_session: { status: 503, messageKey: 'error.statusTimeout' },
  // The subscription page (subscription-manage sessions).
  subscription_not_active: { status: 409, messageKey: 'error.generic' },
  plan_not_offered: { status: 400, messageKey: 'error.generic' },
  plan_not_changeable: { status: 409, messageKey: 'error.generic' },
  cancel_pending: { status: 503, messageKey: 'error.unavailable' },
  // A plan change of the page is being paid: its cancel waits for the acquirer's word on it.
  change_pending: { status: 409, messageKey: 'error.changeInPayment' },
  attempt_pending: { status: 503, messageKey: 'error.unavailable' },
  // Budgets.
  rate_limited: { status: 429, messageKey: 'error.generic' },
  too_many_streams: { status: 429, messageKey: 'error.generic' },
  // The merchant's setup, the acquirer, the store, the proxy itself.
  proxy_misconfigured: { status: 500, messageKey: 'error.generic' },
  merchant_misconfigured: { status: 502, messageKey: 'error.generic' },
  acquirer_protocol: { status: 502, messageKey: 'error.generic' },
  acquirer_unavailable: { status: 503, messageKey: 'error.unavailable' },
  store_unavailable: { status: 503, messageKey: 'error.unavailable' },
  internal: { status: 500, messageKey: 'error.generic' },
} as const satisfies Record<string, ProxyErrorEntry>;

export type ProxyErrorCode = keyof typeof PROXY_ERRORS;

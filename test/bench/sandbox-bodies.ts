/** Requests the benches send to the sandbox directly, built from the sandbox tests' own builders. */
import { API_KEY, MERCHANT, orderBody } from '../sandbox/helpers.js';

export const SANDBOX_MERCHANT = MERCHANT;

export const SANDBOX_HEADERS = { 'Content-Type': 'application/json', 'X-API-KEY': API_KEY, 'X-API-VERSION': '1.0.0' } as const;

/** An order create body for a wallet (its page waits: no callback is sent), unique ids each call. */
export function bareOrderBody() {
  return orderBody({}, { payMethodType: 'EWALLET', payMethodName: 'EWALLET_SANDPAY' });
}

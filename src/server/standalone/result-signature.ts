/**
 * The signature of the results the standalone proxy POSTs to the shop: its own header,
 * its own secret (resultSecret, ACQ_RESULT_SECRET) and a purpose prefix in the signed
 * string, so that a result can never pass for an acquirer callback, nor a callback (or
 * anything else signed with the API key or the webhook secret) for a result.
 *
 *   X-ACQ-Cashier-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(resultSecret, "result.v1:<t>.<raw body>")>
 */
import { signPayload, verifyPayload, type SignatureCheck } from '../acquirer/callback-signature.js';

export const RESULT_SIGNATURE_HEADER = 'X-ACQ-Cashier-Signature';
const PURPOSE = 'result.v1:';

export function signResult(secret: string, rawBody: string, t = Math.floor(Date.now() / 1000)): string {
  return signPayload(secret, PURPOSE, rawBody, t);
}

/** For the shop's receiver (Node): the header against the raw body, in constant time, within 5 minutes. */
export function verifyResultSignature(
  header: string | null | undefined,
  rawBody: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): SignatureCheck {
  return verifyPayload(header, PURPOSE, rawBody, secret, nowSeconds);
}

/**
 * The callback signature: `X-ACQ-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`.
 * The timestamp is wall-clock time (not the test clock), so a receiver can enforce a replay window.
 */
import { createHmac } from 'node:crypto';

export const SIGNATURE_HEADER = 'X-ACQ-Signature';

export function signatureOf(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

export function signatureHeader(secret: string, timestamp: number, rawBody: string): string {
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, rawBody)}`;
}

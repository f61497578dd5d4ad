import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far the signed timestamp may be from our clock: older or newer is a replay. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** `X-ACQ-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. */
export function signCallback(secret: string, rawBody: string, t = Math.floor(Date.now() / 1000)): string {
  return signPayload(secret, '', rawBody, t);
}

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' };

/**
 * Verifies a callback's signature header against the raw body, in constant time.
 * Several v1 values are accepted (a secret rotation signs with both).
 */
export function verifyCallbackSignature(
  header: string | null | undefined,
  rawBody: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): SignatureCheck {
  return verifyPayload(header, '', rawBody, secret, nowSeconds);
}

/**
 * `t=<t>,v1=<hex HMAC-SHA256(secret, purpose + "<t>.<raw body>")>`. The acquirer's callbacks
 * sign with no purpose (the spec's scheme, so the string starts with a digit); every
 * signature of our own starts with its purpose (`result.v1:`), so that one kind can never
 * be replayed as the other even under the same secret.
 */
export function signPayload(secret: string, purpose: string, rawBody: string, t: number): string {
  return `t=${t},v1=${hmacHex(secret, `${purpose}${t}.${rawBody}`)}`;
}

/** Checks a header made by signPayload with the same purpose. */
export function verifyPayload(header: string | null | undefined, purpose: string, rawBody: string, secret: string, nowSeconds: number): SignatureCheck {
  if (!header) return { ok: false, reason: 'missing' };
  const parts = header.split(',').map((part) => part.trim().split('='));
  const t = parts.find(([k]) => k === 't')?.[1];
  const signatures = parts.filter(([k, v]) => k === 'v1' && v && /^[0-9a-f]{64}$/i.test(v)).map(([, v]) => v!);
  if (!t || !/^\d{1,12}$/.test(t) || signatures.length === 0) return { ok: false, reason: 'malformed' };
  if (Math.abs(nowSeconds - Number(t)) > SIGNATURE_TOLERANCE_SECONDS) return { ok: false, reason: 'stale' };
  const expected = Buffer.from(hmacHex(secret, `${purpose}${t}.${rawBody}`), 'hex');
  const matches = signatures.some((sig) => {
    const given = Buffer.from(sig, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? { ok: true } : { ok: false, reason: 'mismatch' };
}

function hmacHex(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload, 'utf8').digest('hex');
}

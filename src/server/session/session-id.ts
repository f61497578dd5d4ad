/** base64url of n random bytes from the platform CSPRNG. */
export function randomBase64Url(bytes: number): string {
  const buf = crypto.getRandomValues(new Uint8Array(bytes));
  return Buffer.from(buf).toString('base64url');
}

/** A cashier session id: `cs_` + 192 random bits (the widget's only handle; unguessable). */
export function newSessionId(): string {
  return `cs_${randomBase64Url(24)}`;
}

/**
 * A subscription page's session id: `ms_` + 192 random bits. Its own prefix lets a
 * route tell the two kinds apart by shape alone: a checkout request never costs a
 * store read to learn it is no subscription page's, and the reverse.
 */
export function newManageSessionId(): string {
  return `ms_${randomBase64Url(24)}`;
}

const SESSION_ID = /^cs_[A-Za-z0-9_-]{32}$/;
const MANAGE_SESSION_ID = /^ms_[A-Za-z0-9_-]{32}$/;

/** Cheap shape check of a checkout session id before any store lookup. */
export function isSessionId(value: string): boolean {
  return SESSION_ID.test(value);
}

/** Cheap shape check of a subscription page's session id before any store lookup. */
export function isManageSessionId(value: string): boolean {
  return MANAGE_SESSION_ID.test(value);
}

/**
 * The per-session prefix of the acquirer request ids (96 bits). `${key}-${attempt}`
 * stays within the 32 characters of subscriptionRequest.
 */
export function newRequestKey(): string {
  return randomBase64Url(12);
}

/**
 * The pay body's limits, in a module of their own: the proxy's PayRequest schema is built
 * from them, and the browser client checks them by hand without loading that schema.
 * Inferred: 256 as the spec's payMethodType and (raised) payMethodName; a token id as a user id, 64.
 */
export const PAY_REQUEST_LIMITS = { payMethodType: 256, payMethodName: 256, tokenId: 64, language: 24 } as const;

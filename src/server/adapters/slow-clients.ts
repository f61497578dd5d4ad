/**
 * Deadlines for a client that sends slowly (slowloris): its headers within 10 s and its
 * whole request within 30 s, or Node answers 408 and closes the socket. Node's defaults
 * (60 s and 300 s, checked every 30 s) let one host hold hundreds of sockets for five
 * minutes. They bound receiving only: an answer (an SSE stream) lasts as long as it needs.
 * Every server of the package and the demo is created with these options.
 */
export const SLOW_CLIENT_LIMITS = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  // How often Node looks for requests past those deadlines.
  connectionsCheckingInterval: 2_000,
} as const;

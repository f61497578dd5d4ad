import type { Server } from 'node:http';

export interface GracefulCloseOptions {
  /** After this, connections still open are cut. Default 25 000 ms (under Kubernetes' 30 s grace). */
  timeoutMs?: number;
  /** Runs once the server stops accepting: end long-lived streams (proxy.drain). */
  drain?: () => Promise<void>;
}

/**
 * Stops accepting connections, lets in-flight requests (a pay waiting on the acquirer)
 * finish and ends event streams through `drain`. A closed connection's next request goes
 * to another process. Sweeping idle connections repeatedly would reset connections just
 * accepted whose request has not arrived yet, so that is left to Connection: close. Resolves
 * with whether everything finished before the timeout.
 */
export async function closeGracefully(server: Server, options: GracefulCloseOptions = {}): Promise<{ clean: boolean }> {
  const { timeoutMs = 25_000, drain } = options;
  // One deadline for everything, drain included: a drain that hangs (a client reading
  // nothing) must not hold the process past its grace period.
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<true>((resolve) => (timer = setTimeout(() => resolve(true), timeoutMs)));
  // close() also cuts the keep-alive connections idle now; answers sent from here on say
  // Connection: close (the caller's app sets it), so busy connections end with their answer.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  try {
    const drainLate = await Promise.race([afterDrain(server, drain), timedOut]);
    const late = drainLate || (await Promise.race([closed.then(() => false as const), timedOut]));
    if (late) {
      server.closeAllConnections();
      await closed;
    }
    return { clean: !late };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs drain, then closes the connections its streams leave idle: a stream's answer
 * said keep-alive, so without this sweep each would hold close() until its client's
 * keep-alive ran out. Once, just after the streams ended (their answers take a moment to
 * finish), not repeatedly (see above). Resolves false (not late).
 */
async function afterDrain(server: Server, drain: (() => Promise<void>) | undefined): Promise<false> {
  if (!drain) return false;
  await drain().catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 50));
  server.closeIdleConnections();
  return false;
}

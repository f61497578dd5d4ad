import type { Server } from 'node:http';

export interface GracefulCloseOptions {
  /** After this, connections still open are cut. Default 25 000 ms (under Kubernetes' 30 s grace). */
  timeoutMs?: number;
  /** Runs once the server stops accepting: end long-lived streams (proxy.drain). */
  drain?: () => Promise<void>;
}

/**
 * Stops accepting connections, lets in-flight requests (a pay waiting on the acquirer)
 * finish, ends event streams through `drain`, and closes keep-alive connections as soon
 * as they fall idle so that a client's next request goes to another process. Resolves
 * with whether everything finished before the timeout.
 */
export async function closeGracefully(server: Server, options: GracefulCloseOptions = {}): Promise<{ clean: boolean }> {
  const { timeoutMs = 25_000, drain } = options;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  await drain?.();
  // close() cuts only the connections idle at the time; others fall idle as their answers end.
  const sweeper = setInterval(() => server.closeIdleConnections(), 50);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), timeoutMs)));
  try {
    const late = await Promise.race([closed.then(() => false), timedOut]);
    if (late) {
      server.closeAllConnections();
      await closed;
    }
    return { clean: !late };
  } finally {
    clearInterval(sweeper);
    clearTimeout(timer);
  }
}

import { createClient } from 'redis';
import type { Logger } from '../log/logger.js';
import { StoreUnavailableError, storeError } from './redis-errors.js';

export type RedisClient = ReturnType<typeof createClient>;

export interface RedisConnectionTuning {
  /** Longest wait between reconnect attempts. Default 2 000 ms. */
  reconnectMaxMs?: number;
  /** Longest wait for one command's answer; past it the call fails (outcome unknown). Default 2 000 ms. */
  commandTimeoutMs?: number;
  /** Longest wait for a TCP connection. Default 2 000 ms. */
  connectTimeoutMs?: number;
}

/**
 * A client that fails fast while Redis is away (no offline queue: a command either runs
 * now or errors) and keeps reconnecting with capped, jittered exponential backoff.
 */
export function createFailFastClient(url: string, tuning: RedisConnectionTuning): RedisClient {
  const cap = tuning.reconnectMaxMs ?? 2_000;
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: tuning.connectTimeoutMs ?? 2_000,
      reconnectStrategy: (retries) => Math.min(cap, 50 * 2 ** Math.min(retries, 10)) * (0.75 + Math.random() / 4),
    },
  });
}

/**
 * Handles the client's error events (an unhandled one would crash the process) and logs
 * only the transitions: lost once, restored once. Never logs the URL.
 */
export function watchConnection(client: RedisClient, role: string, logger: Logger | undefined): void {
  let lost = false;
  client.on('error', (err: unknown) => {
    if (lost) return;
    lost = true;
    const reason = err instanceof Error ? ((err as NodeJS.ErrnoException).code ?? err.constructor.name) : 'unknown';
    logger?.({ level: 'warn', msg: 'Redis connection lost; store calls fail until it returns', role, reason });
  });
  client.on('ready', () => {
    if (!lost) return;
    lost = false;
    logger?.({ level: 'info', msg: 'Redis connection restored', role });
  });
}

/**
 * Runs one store operation with a deadline and typed errors. The redis client's own
 * command timeout stops counting once a command is written, so a stalled server would
 * otherwise hang the caller.
 */
export async function bounded<T>(operation: string, timeoutMs: number, run: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StoreUnavailableError(operation, 'timeout')), timeoutMs);
  });
  try {
    return await Promise.race([run(), deadline]);
  } catch (cause) {
    throw storeError(operation, cause);
  } finally {
    clearTimeout(timer);
  }
}

/** Closes gracefully, or destroys the socket when pending replies never come. */
export async function closeClient(client: RedisClient, graceMs: number): Promise<void> {
  if (!client.isOpen) return;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), graceMs)));
  const outcome = await Promise.race([client.close().then(() => 'closed' as const, () => 'late' as const), late]);
  clearTimeout(timer);
  if (outcome === 'late' && client.isOpen) client.destroy();
}

import type { Logger } from './logger.js';

/** What background work needs from its owner: somewhere to track it and a logger. */
export interface BackgroundHost {
  background: Set<Promise<unknown>>;
  log: Logger;
}

/** Runs work after the answer, logging (never throwing) its failure; close() and tests wait for it. */
export function runInBackground(host: BackgroundHost, what: string, work: () => Promise<unknown>): void {
  const promise: Promise<unknown> = Promise.resolve()
    .then(work)
    .catch((error: unknown) => host.log({ level: 'error', msg: `${what} failed`, error: describeError(error) }))
    .finally(() => host.background.delete(promise));
  host.background.add(promise);
}

/** Name and message only: never a stack, never request bodies. */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return `${error.name}${typeof code === 'string' ? ` ${code}` : ''}: ${error.message}`;
  }
  return 'non-error thrown';
}

import type { AcquirerClient } from './acquirer-client.js';
import type { JsonStore } from './json-store.js';
import type { Logger } from './logger.js';
import type { ResolvedProxyOptions } from './proxy-options.js';
import type { CashierStore } from './store.js';

/** What every route handler of one proxy shares. */
export interface ProxyContext {
  options: ResolvedProxyOptions;
  acquirer: AcquirerClient;
  store: CashierStore;
  records: JsonStore;
  /** Redacting logger. */
  log: Logger;
  merchantInfo: { merchantId: string; subMerchantId?: string };
  /** Work started after an answer was sent (callbacks); close() and tests wait for it. */
  background: Set<Promise<unknown>>;
}

/** Runs work after the answer, logging (never throwing) its failure. */
export function runInBackground(ctx: ProxyContext, what: string, work: () => Promise<unknown>): void {
  const promise: Promise<unknown> = Promise.resolve()
    .then(work)
    .catch((error: unknown) => ctx.log({ level: 'error', msg: `${what} failed`, error: describeError(error) }))
    .finally(() => ctx.background.delete(promise));
  ctx.background.add(promise);
}

/** Name and message only: never a stack, never request bodies. */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return `${error.name}${typeof code === 'string' ? ` ${code}` : ''}: ${error.message}`;
  }
  return 'non-error thrown';
}

/**
 * One cancel at a time per key, on any process (shared-outcome.ts), leased and awaited as
 * a cancel at the acquirer needs: three acquirer calls (an inquiry or a cancel each), each
 * with its retries. The checkout's cancel (attempt/cancel.ts) and the subscription page's
 * (session/manage-cancel.ts) share it.
 */
import { ProxyHttpError } from '../errors.js';
import { sharedOutcome } from './shared-outcome.js';
import type { CashierStore } from './store.js';

export function oneCancelAtATime<T>(store: CashierStore, { timeoutMs, retries }: { timeoutMs: number; retries: number }, key: string, work: () => Promise<T>): Promise<T> {
  return sharedOutcome(
    store,
    key,
    {
      // A lease its holder renews while it works: a holder that dies frees the cancel within seconds.
      claimMs: timeoutMs + 1_000,
      waitMs: 3 * timeoutMs * (retries + 1) + 5_000,
      busy: () => new ProxyHttpError('cancel_pending', 'The cancel did not finish; try again'),
    },
    work,
  );
}

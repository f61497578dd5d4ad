/**
 * Signed callbacks the proxy refuses. A wrong webhookSecret (or a server clock far off)
 * refuses every callback of the acquirer, and onResult then hears of a result only when the
 * proxy asks (a browser asks about its session, or the reconcileEveryMs sweep). Each refusal still gets its warn line (metrics
 * count them); on top, for a callback that names a request of ours (notify.ts: a
 * stranger's forgery does not), an error line naming the fix, once per reason per
 * interval, and a readiness warning until a callback passes again.
 */
import type { Logger } from '../log/logger.js';
import { SIGNATURE_TOLERANCE_SECONDS } from '../acquirer/callback-signature.js';

/** The refusals that mean a configuration to fix: a signature over the wrong secret, or a timestamp off our clock. */
export type SignedRefusal = 'mismatch' | 'stale';

export interface CallbackRefusals {
  /** One callback refused for this reason. */
  refused(reason: SignedRefusal): void;
  /** A callback's signature checked: the secret and the clock are right (again). */
  accepted(): void;
  /** What readiness reports: one line per reason refused lately and not followed by an accepted callback. */
  warnings(): string[];
}

/** The fix for each reason, in the error line and the readiness warning. */
export const REFUSAL_FIX: Readonly<Record<SignedRefusal, string>> = {
  mismatch:
    "their signature does not match webhookSecret (ACQ_WEBHOOK_SECRET): set it to the secret the acquirer signs callbacks with (default: the API key); until then no callback is applied, and onResult hears of a result only when the proxy asks the acquirer: when a shopper's browser asks about its session, and in the sweep of waiting sessions at start and every reconcileEveryMs (default 5 minutes)",
  stale: `their signed timestamp is more than ${SIGNATURE_TOLERANCE_SECONDS} s away from this server's clock: check the server clock (NTP); until then no callback is applied`,
};

export interface RefusalOptions {
  /** Least time between two error lines of one reason. Default 5 minutes. */
  reportEveryMs?: number;
  /** How long after its last refusal a reason stays a readiness warning. Default 1 hour. */
  warnForMs?: number;
  now?: () => number;
}

export function createCallbackRefusals(log: Logger, options: RefusalOptions = {}): CallbackRefusals {
  const { reportEveryMs = 300_000, warnForMs = 3_600_000, now = Date.now } = options;
  const state = new Map<SignedRefusal, { count: number; unreported: number; lastAt: number; reportedAt?: number }>();
  return {
    refused(reason) {
      const t = now();
      const entry = state.get(reason) ?? { count: 0, unreported: 0, lastAt: t };
      entry.count += 1;
      entry.unreported += 1;
      entry.lastAt = t;
      state.set(reason, entry);
      if (entry.reportedAt !== undefined && t - entry.reportedAt < reportEveryMs) return;
      log({ level: 'error', msg: `acquirer callbacks refused: ${REFUSAL_FIX[reason]}`, reason, refused: entry.unreported });
      entry.reportedAt = t;
      entry.unreported = 0;
    },
    accepted() {
      state.clear();
    },
    warnings() {
      const t = now();
      return [...state].filter(([, entry]) => t - entry.lastAt < warnForMs).map(([reason, entry]) => `${entry.count} signed callback${entry.count === 1 ? '' : 's'} refused (${reason}), the last at ${new Date(entry.lastAt).toISOString()}: ${REFUSAL_FIX[reason]}`);
    },
  };
}

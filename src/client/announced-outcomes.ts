/**
 * Which payment outcomes this tab has already told the merchant's page about, so that a
 * reload of the return page replays `acq-success`/`acq-failure` marked `restored: true`
 * instead of announcing a second payment. sessionStorage (per tab); without it every
 * outcome is new, as before.
 */
import { sessionStorageOrNull, type StorageLike } from './resume-key.js';

const PREFIX = 'acq-cashier:announced:';

/** One payment's outcome: the session, the attempt and what it ended in. */
export function outcomeKey(sessionId: string, attempt: number, status: string): string {
  return `${PREFIX}${sessionId}:${attempt}:${status}`;
}

/** Records the outcome; true when it had been recorded before (a replay). */
export function recordOutcome(key: string, storage: StorageLike | null = sessionStorageOrNull()): boolean {
  try {
    if (storage?.getItem(key) != null) return true;
    storage?.setItem(key, '1');
  } catch {
    // Storage refused: the outcome counts as new.
  }
  return false;
}

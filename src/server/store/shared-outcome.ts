/**
 * One call at a time does a piece of work for a key, on any process, and the calls that
 * come while it works answer its outcome instead of doing it again (300 clicks on one
 * session's cancel are one cancel at the acquirer). A store claim makes one call the
 * doer: `working:<token>`, leased for claimMs and renewed while the work runs, so a holder
 * that dies frees the key within claimMs and a waiter then does the work itself. The
 * outcome replaces the claim for a minute: `done:<token>:<JSON value>`, or
 * `failed:<token>:<ErrorAnswer>`, which the waiters answer as a RepeatedAnswerError (the
 * same status, code and message key). A call that waited answers the first outcome it
 * finds (that work ended after the call came); a call that finds an outcome without having
 * waited does the work again: the work itself knows whether anything is left to do.
 */
import { answerToRepeat, RepeatedAnswerError, type ErrorAnswer } from '../errors.js';
import { randomBase64Url } from '../session/session-id.js';
import type { CashierStore } from './store.js';

export interface SharedOutcomeOptions {
  /** The claim's lease, renewed every third of it while the work runs. */
  claimMs: number;
  /** How long a waiter waits for the outcome at most; then `busy()` is thrown. */
  waitMs: number;
  busy: () => Error;
}

/** How long an outcome is kept for the calls that waited for it (they look every 200 ms at most). */
const OUTCOME_KEPT_MS = 60_000;

type State = { kind: 'working'; token: string } | { kind: 'done'; token: string; value: string } | { kind: 'failed'; token: string; answer: ErrorAnswer };

export async function sharedOutcome<T>(store: CashierStore, key: string, options: SharedOutcomeOptions, work: () => Promise<T>): Promise<T> {
  const token = randomBase64Url(9);
  const deadline = Date.now() + options.waitMs;
  let waited = false;
  for (let pauseMs = 10; ; pauseMs = Math.min(pauseMs * 2, 200)) {
    const current = await store.get(key);
    const state = current === undefined ? undefined : stateOf(current);
    if (state?.kind === 'working') waited = true;
    else if (state && waited) return outcomeOf<T>(state);
    else if (await claim(store, key, current, token, options.claimMs)) return doWork(store, key, token, options.claimMs, work);
    if (Date.now() > deadline) throw options.busy();
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}

/** Takes the key: free, or holding an outcome (or anything else) this call did not wait for. */
function claim(store: CashierStore, key: string, current: string | undefined, token: string, claimMs: number): Promise<boolean> {
  const working = `working:${token}`;
  return current === undefined ? store.setIfAbsent(key, working, claimMs) : store.compareAndSet(key, current, working, claimMs);
}

async function doWork<T>(store: CashierStore, key: string, token: string, claimMs: number, work: () => Promise<T>): Promise<T> {
  const working = `working:${token}`;
  const renew = setInterval(() => void store.compareAndSet(key, working, working, claimMs).catch(() => undefined), claimMs / 3);
  // Only over this call's own claim; when the store is away, the claim lapses and a waiter works instead.
  const settle = (outcome: string) => store.compareAndSet(key, working, outcome, OUTCOME_KEPT_MS).catch(() => false);
  let value: T;
  try {
    value = await work();
  } catch (error) {
    await settle(`failed:${token}:${JSON.stringify(answerToRepeat(error))}`);
    throw error;
  } finally {
    clearInterval(renew);
  }
  await settle(`done:${token}:${JSON.stringify(value) ?? 'null'}`);
  return value;
}

function outcomeOf<T>(state: Exclude<State, { kind: 'working' }>): T {
  if (state.kind === 'failed') throw new RepeatedAnswerError(state.answer);
  return JSON.parse(state.value) as T;
}

/** The state a value stands for; a value of another shape is an outcome no call waits for. */
function stateOf(value: string): State | undefined {
  const match = /^(working|done|failed):([\w-]+)(?::([\s\S]*))?$/.exec(value);
  if (!match) return undefined;
  const [, kind, token = '', rest = ''] = match;
  try {
    if (kind === 'working') return { kind, token };
    if (kind === 'done') return { kind, token, value: rest };
    return { kind: 'failed', token, answer: JSON.parse(rest) as ErrorAnswer };
  } catch {
    return undefined;
  }
}

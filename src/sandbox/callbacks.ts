/**
 * Callbacks: every final result is POSTed to the request's notifyUrl, signed (see
 * signature.ts). The receiver acknowledges with HTTP 2xx and a JSON body
 * `{"result": "success"}` (Inferred: the spec names the values success, failed and
 * unknown but not the field). Anything else (failed, unknown, another status, a
 * network error, no answer within the timeout) is retried on the test clock with
 * backoff: 1 min, 5 min, 15 min, 1 h, 2 h, 4 h, 8 h, then every 8 h, the last attempt
 * no later than 24 h after the first.
 */
import type { TestClock } from './clock.js';
import { signatureHeader, SIGNATURE_HEADER } from './signature.js';

/** Delays (ms) after attempt 1, 2, … before the next attempt. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 3_600_000, 2 * 3_600_000, 4 * 3_600_000, 8 * 3_600_000];
const LATE_DELAY_MS = 8 * 3_600_000;
export const RETRY_WINDOW_MS = 24 * 3_600_000;

export interface DeliveryAttempt {
  at: string;
  status?: number;
  acknowledged: boolean;
  error?: string;
}

export interface CallbackRecord {
  id: string;
  /** What the callback reports, e.g. ORDER, SUBSCRIPTION, SUBSCRIPTION_CHANGE, TOKENIZATION, SUBSCRIPTION_PAYMENT. */
  notifyType: string;
  url: string;
  body: string;
  firstAttemptAt: string;
  attempts: DeliveryAttempt[];
  state: 'pending' | 'delivered' | 'gave-up';
}

export interface CallbackDispatcher {
  send(notifyType: string, url: string, payload: unknown): CallbackRecord;
  records(): readonly CallbackRecord[];
  /** Resolves once every delivery started so far has settled (tests). */
  idle(): Promise<void>;
}

export interface CallbackOptions {
  clock: TestClock;
  secret: string;
  fetch: typeof fetch;
  timeoutMs: number;
}

async function isAcknowledged(response: Response): Promise<boolean> {
  if (response.status < 200 || response.status > 299) return false;
  try {
    const body = (await response.json()) as { result?: unknown };
    return body?.result === 'success';
  } catch {
    return false;
  }
}

export function createCallbackDispatcher(options: CallbackOptions): CallbackDispatcher {
  const records: CallbackRecord[] = [];
  const inFlight = new Set<Promise<void>>();
  let counter = 0;

  async function attempt(record: CallbackRecord): Promise<void> {
    const now = options.clock.now();
    // Signed with wall-clock time, not the test clock: receivers check a replay window
    // against their own clock, and an advanced test clock would look like a stale replay.
    const timestamp = Math.floor(Date.now() / 1000);
    const entry: DeliveryAttempt = { at: now.toISOString(), acknowledged: false };
    try {
      const response = await options.fetch(record.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signatureHeader(options.secret, timestamp, record.body) },
        body: record.body,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      entry.status = response.status;
      entry.acknowledged = await isAcknowledged(response);
    } catch (e) {
      entry.error = e instanceof Error ? e.name : 'error';
    }
    record.attempts.push(entry);
    if (entry.acknowledged) {
      record.state = 'delivered';
      return;
    }
    scheduleRetry(record);
  }

  function scheduleRetry(record: CallbackRecord): void {
    const delay = RETRY_DELAYS_MS[record.attempts.length - 1] ?? LATE_DELAY_MS;
    const first = Date.parse(record.firstAttemptAt);
    const at = Math.min(options.clock.now().getTime() + delay, first + RETRY_WINDOW_MS);
    if (at <= options.clock.now().getTime() || record.attempts.length > 1 + RETRY_DELAYS_MS.length + 3) {
      record.state = 'gave-up';
      return;
    }
    options.clock.schedule(new Date(at), `callback retry ${record.id}`, () => track(attempt(record)));
  }

  function track(work: Promise<void>): Promise<void> {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
    return work;
  }

  return {
    send(notifyType, url, payload) {
      counter += 1;
      const record: CallbackRecord = {
        id: `cb_${counter}`,
        notifyType,
        url,
        body: JSON.stringify(payload),
        firstAttemptAt: options.clock.now().toISOString(),
        attempts: [],
        state: 'pending',
      };
      records.push(record);
      void track(attempt(record));
      return record;
    },
    records: () => records,
    async idle() {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
  };
}

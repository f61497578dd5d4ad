/**
 * What redirect mode saves before it leaves, so the return page can resume: which session
 * and attempt to confirm (never a second pay call), against which proxy endpoint.
 */
import * as z from 'zod/mini';

/**
 * The record's shape. Its limits are checked by hand (withinLimits), not with zod checks:
 * this code is in the browser bundle, where each kind of zod check brings its own class.
 */
export const ResumeRecord = z.object({
  sessionId: z.string(),
  attempt: z.number(),
  endpoint: z.string(),
  /** Epoch milliseconds. */
  savedAt: z.number(),
});
export type ResumeRecord = z.infer<typeof ResumeRecord>;

/** sessionId 1–256 characters, attempt a positive integer, endpoint ≤ 2048 characters, savedAt ≥ 0. */
function withinLimits(record: ResumeRecord): boolean {
  const { sessionId, attempt, endpoint, savedAt } = record;
  return sessionId.length >= 1 && sessionId.length <= 256 && Number.isSafeInteger(attempt) && attempt >= 1 && endpoint.length <= 2048 && savedAt >= 0;
}

/** Inferred: a shopper back from an authorization page later than a day is not resuming anything. */
export const RESUME_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Throws on a record out of shape or limits (a caller's bug). */
export function encodeResumeRecord(record: ResumeRecord): string {
  const parsed = ResumeRecord.parse(record);
  if (!withinLimits(parsed)) throw new RangeError('ResumeRecord out of limits');
  return JSON.stringify(parsed);
}

/** Reads a stored record; anything else (absent, garbage, wrong shape) is null. */
export function decodeResumeRecord(text: string | null | undefined): ResumeRecord | null {
  if (typeof text !== 'string' || text === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = ResumeRecord.safeParse(value);
  return parsed.success && withinLimits(parsed.data) ? parsed.data : null;
}

/** A record resumes this element only if it is for this session and endpoint and not stale. */
export function isResumeRecordFor(
  record: ResumeRecord | null,
  target: { sessionId: string; endpoint: string; now: number; maxAgeMs?: number },
): record is ResumeRecord {
  if (!record) return false;
  const age = target.now - record.savedAt;
  const maxAge = target.maxAgeMs ?? RESUME_MAX_AGE_MS;
  return record.sessionId === target.sessionId && record.endpoint === target.endpoint && age >= 0 && age <= maxAge;
}

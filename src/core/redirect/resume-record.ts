/**
 * What redirect mode saves before it leaves, so the return page can resume: which session
 * and attempt to confirm (never a second pay call), against which proxy endpoint.
 */
import * as z from 'zod/mini';

export const ResumeRecord = z.object({
  sessionId: z.string().check(z.minLength(1), z.maxLength(256)),
  attempt: z.number().check(z.int(), z.positive()),
  endpoint: z.string().check(z.maxLength(2048)),
  /** Epoch milliseconds. */
  savedAt: z.number().check(z.nonnegative()),
});
export type ResumeRecord = z.infer<typeof ResumeRecord>;

/** Inferred: a shopper back from an authorization page later than a day is not resuming anything. */
export const RESUME_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export function encodeResumeRecord(record: ResumeRecord): string {
  return JSON.stringify(ResumeRecord.parse(record));
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
  return parsed.success ? parsed.data : null;
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

/**
 * Where the ResumeRecord lives in sessionStorage, without the record's schema: the
 * cashier's first load only asks whether one is there (the return page then loads the
 * code that reads it, resume-store.ts, lazily).
 */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const RESUME_KEY_PREFIX = 'acq-cashier:resume:';

export function resumeKey(sessionId: string): string {
  return RESUME_KEY_PREFIX + sessionId;
}

/** True when something is stored under this session's key (read with loadResume to know what). */
export function hasStoredResume(sessionId: string, storage: StorageLike | null = sessionStorageOrNull()): boolean {
  try {
    return storage?.getItem(resumeKey(sessionId)) != null;
  } catch {
    return false;
  }
}

/** Even reading `window.sessionStorage` throws where storage is blocked. */
export function sessionStorageOrNull(): StorageLike | null {
  try {
    return (globalThis as { sessionStorage?: StorageLike }).sessionStorage ?? null;
  } catch {
    return null;
  }
}

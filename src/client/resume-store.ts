/**
 * Keeps the ResumeRecord across a full-page redirect, in sessionStorage (per tab, gone
 * with the tab). Storage may be absent (server rendering), disabled, full or throwing
 * (sandboxed iframes, privacy modes): every function then degrades to "nothing stored".
 */
import {
  decodeResumeRecord,
  encodeResumeRecord,
  type ResumeRecord,
} from '../core/redirect/resume-record.js';

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const RESUME_KEY_PREFIX = 'acq-cashier:resume:';

export function resumeKey(sessionId: string): string {
  return RESUME_KEY_PREFIX + sessionId;
}

/** Returns whether the record was stored (false: the return page will load the session fresh). */
export function saveResume(record: ResumeRecord, storage: StorageLike | null = sessionStorageOrNull()): boolean {
  if (!storage) return false;
  try {
    storage.setItem(resumeKey(record.sessionId), encodeResumeRecord(record));
    return true;
  } catch {
    return false;
  }
}

/** The record saved for this session, or null (none, unreadable, or saved under another id). */
export function loadResume(sessionId: string, storage: StorageLike | null = sessionStorageOrNull()): ResumeRecord | null {
  if (!storage) return null;
  try {
    const record = decodeResumeRecord(storage.getItem(resumeKey(sessionId)));
    return record && record.sessionId === sessionId ? record : null;
  } catch {
    return null;
  }
}

export function clearResume(sessionId: string, storage: StorageLike | null = sessionStorageOrNull()): void {
  if (!storage) return;
  try {
    storage.removeItem(resumeKey(sessionId));
  } catch {
    // Nothing to do: a storage that cannot remove could not have kept it either.
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

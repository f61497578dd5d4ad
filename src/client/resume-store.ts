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
import { resumeKey, sessionStorageOrNull, type StorageLike } from './resume-key.js';

export { hasStoredResume, RESUME_KEY_PREFIX, resumeKey, sessionStorageOrNull, type StorageLike } from './resume-key.js';

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

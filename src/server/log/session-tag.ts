/**
 * A session id is a bearer credential: whoever holds it may pay, cancel and open the
 * subscription's management page. Log lines are read by more people and kept longer
 * than sessions live, so they carry a tag instead: enough to correlate the lines of one
 * session (and to find them from the id, with sessionTag), useless to act on it.
 */
import { createHash } from 'node:crypto';

/** A session id anywhere in a text: `cs_` (checkout) or `ms_` (subscription page) and exactly its 32 base64url characters. */
const SESSION_ID_IN_TEXT = /(?<![A-Za-z0-9_-])(?:cs|ms)_[A-Za-z0-9_-]{32}(?![A-Za-z0-9_-])/g;

/** The id's prefix (`cs_~`, `ms_~`) + the first 8 hex digits of its SHA-256: what the logs show for that session. */
export function sessionTag(sessionId: string): string {
  const prefix = sessionId.startsWith('ms_') ? 'ms_' : 'cs_';
  return `${prefix}~${createHash('sha256').update(sessionId).digest('hex').slice(0, 8)}`;
}

/** Every session id in text replaced by its tag (the tag itself is not id-shaped, so this is idempotent). */
export function tagSessionIds(text: string): string {
  return text.replace(SESSION_ID_IN_TEXT, sessionTag);
}

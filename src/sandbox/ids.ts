/** Identifiers the sandbox hands out: readable prefixed ids, and unguessable page tokens. */
import { randomBytes } from 'node:crypto';

let counter = 0;

/** e.g. `ord_20260101_000001_ab12`: sortable, unique within a process, a little random. */
export function newId(prefix: string, now: Date): string {
  counter += 1;
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `${prefix}_${day}_${String(counter).padStart(6, '0')}${randomBytes(2).toString('hex')}`;
}

/** 32 random bytes, base64url: the secret part of every hosted page URL. */
export function newPageToken(): string {
  return randomBytes(32).toString('base64url');
}

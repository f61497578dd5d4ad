/** Checks of an object's fields together: which of them must be present. */
import * as z from 'zod/mini';
import { ErrorCode } from './error-codes.js';

const isAbsent = (value: unknown) => value === undefined || value === '';

/**
 * Object check: at least one of `keys` is present (A0019 on the first key when none
 * is); with `exclusive`, also at most one (A0021 on the second present key).
 */
export function oneOfRequired(keys: readonly string[], exclusive = false) {
  const names = keys.join(' or ');
  return z.superRefine<Record<string, unknown>>((value, ctx) => {
    const present = keys.filter((key) => !isAbsent(value[key]));
    if (present.length === 0) {
      ctx.addIssue({ code: 'custom', path: [keys[0]!], message: `one of ${names} is required`, params: { rule: 'oneOfRequired', code: ErrorCode.RequiredFieldMissing, fields: names }, input: value });
    } else if (exclusive && present.length > 1) {
      ctx.addIssue({ code: 'custom', path: [present[1]!], message: `give only one of ${names}`, params: { rule: 'exactlyOne', fields: names }, input: value });
    }
  });
}

/** Object check: `key` is required when `when(value)` holds (A0019, the reason in the message). */
export function requiredWhen(key: string, when: (value: Record<string, unknown>) => boolean, reason: string) {
  return z.superRefine<Record<string, unknown>>((value, ctx) => {
    if (isAbsent(value[key]) && when(value)) {
      ctx.addIssue({ code: 'custom', path: [key], message: `is required ${reason}`, params: { rule: 'requiredWhen', code: ErrorCode.RequiredFieldMissing }, input: value });
    }
  });
}

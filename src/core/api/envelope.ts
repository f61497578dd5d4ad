/**
 * The response envelope every acquirer operation answers with, and the one mapping
 * from a schema failure to a failure envelope (so the sandbox and the proxy report a
 * bad request the same way).
 */
import * as z from 'zod/mini';
import { ErrorCode, type ErrorCodeValue } from './error-codes.js';

export const SUCCESS_CODE = '0';

/** The spec shows code as a string, but as numeric 0 in some shapes: both become a string. */
export const EnvelopeCode = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((code) => String(code)),
);

export const MsgParams = z.record(z.string(), z.unknown());
export type MsgParams = z.infer<typeof MsgParams>;

/**
 * Object members whose value is null, removed (deeply): an acquirer that serializes
 * absent fields as null (common for Java services) reads as if it had left them out.
 */
export function withoutNulls(value: unknown, depth = 0): unknown {
  if (typeof value !== 'object' || value === null || depth > 64) return value;
  if (Array.isArray(value)) return value.map((item) => withoutNulls(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value)) {
    if (member !== null) out[key] = withoutNulls(member, depth + 1);
  }
  return out;
}

/**
 * Schema of an envelope whose data, on success, is `data`; on failure data is not
 * checked. Null members are read as absent (withoutNulls).
 */
export function envelopeOf<T extends z.ZodMiniType>(data: T) {
  const envelope = z.object({
    code: EnvelopeCode,
    msg: z._default(z.string(), ''),
    msgParams: z.optional(MsgParams),
    data: z.optional(z.unknown()),
    success: z.optional(z.boolean()),
    fail: z.optional(z.boolean()),
  });
  // data is checked only on success, its issues reported under data.… (not as a union miss).
  const checkData = z.transform((env: z.infer<typeof envelope>, ctx): Envelope<z.infer<T>> => {
    if (env.code !== SUCCESS_CODE || env.data === undefined) return env;
    const parsed = data.safeParse(env.data);
    if (parsed.success) return { ...env, code: SUCCESS_CODE, data: parsed.data as z.infer<T> };
    for (const issue of parsed.error.issues) {
      ctx.issues.push({ ...issue, path: ['data', ...issue.path], input: env.data } as (typeof ctx.issues)[number]);
    }
    return z.NEVER;
  });
  return z.pipe(z.pipe(z.transform((value: unknown) => withoutNulls(value)), envelope), checkData);
}

export interface SuccessEnvelope<T> {
  code: typeof SUCCESS_CODE;
  msg: string;
  msgParams?: MsgParams;
  data?: T;
  success?: boolean;
  fail?: boolean;
}
export interface FailureEnvelope {
  code: string;
  msg: string;
  msgParams?: MsgParams;
  data?: unknown;
  success?: boolean;
  fail?: boolean;
}
export type Envelope<T> = SuccessEnvelope<T> | FailureEnvelope;

export function ok<T>(data: T, msg = 'success'): SuccessEnvelope<T> & { data: T } {
  return { code: SUCCESS_CODE, msg, data };
}

export function fail(code: ErrorCodeValue | string, msg: string, msgParams?: MsgParams): FailureEnvelope {
  return msgParams ? { code, msg, msgParams, data: {} } : { code, msg, data: {} };
}

export function isOk<T>(env: Envelope<T>): env is SuccessEnvelope<T> {
  return env.code === SUCCESS_CODE;
}

/** What envelopeFromIssues reads of a zod error: its issues (a ZodError fits). */
export interface IssueLike {
  readonly code?: string;
  readonly path: readonly PropertyKey[];
  readonly message?: string;
  readonly params?: unknown;
}
export interface ErrorLike {
  readonly issues: readonly IssueLike[];
}

/** Rules a schema check can name in its params (`{rule, code?}`), e.g. the A0047 rule. */
export const CASHIER_LANGUAGE_RULE = 'cashierLanguage';

interface RuleFailure {
  rule: string;
  code: string;
  text: string;
  details: Record<string, unknown>;
}

/**
 * Maps a failed schema parse to the failure envelope: the first issue decides (an
 * A0047 cashierLanguage issue wins over any other). required → A0019; too long, too
 * short or out of range → A0020; format, type, enum, JSON string → A0021; a custom
 * check may name its own rule and code in its params. msg is "<field path>: <rule
 * text>"; msgParams carries {field, rule, ...limits}. `body` (the parsed input) tells a
 * missing field from a field of the wrong type; without it a type issue whose input
 * is unknown counts as missing.
 */
export function envelopeFromIssues(error: ErrorLike, body?: unknown): FailureEnvelope {
  const issues = error.issues;
  const issue = issues.find(isCashierLanguageIssue) ?? issues[0];
  if (!issue) return fail(ErrorCode.InvalidFieldValue, 'request: invalid', { field: '', rule: 'invalid' });
  const field = fieldPath(issue.path);
  const failure = describe(issue, body);
  const where = field === '' ? 'request body' : field;
  const suffix = failure.code === ErrorCode.InvalidCashierLanguage ? ` (${failure.code})` : '';
  return fail(failure.code, `${where}: ${failure.text}${suffix}`, {
    field,
    rule: failure.rule,
    ...failure.details,
  });
}

export type ParseResult<T> = { ok: true; data: T } | { ok: false; envelope: FailureEnvelope };

/** Validates a request body; never throws, whatever the body is. */
export function parseRequest<S extends z.ZodMiniType>(schema: S, body: unknown): ParseResult<z.infer<S>> {
  try {
    const result = schema.safeParse(body);
    if (result.success) return { ok: true, data: result.data as z.infer<S> };
    return { ok: false, envelope: envelopeFromIssues(result.error, body) };
  } catch {
    // A schema must not throw; if one does, the request is still answered, not crashed.
    return { ok: false, envelope: fail(ErrorCode.InvalidFieldValue, 'request body: invalid', { field: '', rule: 'invalid' }) };
  }
}

function isCashierLanguageIssue(issue: IssueLike): boolean {
  return ruleParams(issue)?.rule === CASHIER_LANGUAGE_RULE;
}

function ruleParams(issue: IssueLike): { rule?: unknown; code?: unknown } | undefined {
  const params = issue.params;
  return typeof params === 'object' && params !== null ? (params as { rule?: unknown; code?: unknown }) : undefined;
}

/** `userInfo.userId`, `productInfoList[0].periodInterval`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out;
}

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let value = body;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key as string];
  }
  return value;
}

function isMissing(issue: IssueLike, body: unknown): boolean {
  if (body !== undefined) return valueAt(body, issue.path) === undefined;
  return issue.code === 'invalid_type' && detailOf(issue, 'input') === undefined;
}

const REQUIRED: Omit<RuleFailure, 'details'> = { rule: 'required', code: ErrorCode.RequiredFieldMissing, text: 'is required' };

/** The code-specific details of an issue (maximum, origin, values…). */
function detailOf(issue: IssueLike, key: string): unknown {
  return (issue as unknown as Record<string, unknown>)[key];
}

const DEFAULT_MESSAGE = 'Invalid input';

function customText(issue: IssueLike, fallback: string): string {
  return issue.message && issue.message !== DEFAULT_MESSAGE ? issue.message : fallback;
}

function describe(issue: IssueLike, body: unknown): RuleFailure {
  const d = (key: string): unknown => detailOf(issue, key);
  const range = (rule: string, text: string, details: Record<string, unknown>): RuleFailure => ({
    rule,
    code: ErrorCode.FieldOutOfRange,
    text: customText(issue, text),
    details,
  });
  const invalid = (rule: string, text: string, details: Record<string, unknown> = {}): RuleFailure => ({
    rule,
    code: ErrorCode.InvalidFieldValue,
    text: customText(issue, text),
    details,
  });
  const unit = d('origin') === 'array' ? 'items' : d('origin') === 'string' ? 'characters' : '';
  const typeLike = issue.code === 'invalid_type' || issue.code === 'invalid_union' || issue.code === 'invalid_value';
  if (typeLike && isMissing(issue, body)) return { ...REQUIRED, details: {} };
  switch (issue.code) {
    case 'invalid_type':
      return invalid('type', `must be ${article(String(d('expected')))}`, { expected: d('expected') });
    case 'too_big':
      return unit
        ? range('maxLength', `at most ${String(d('maximum'))} ${unit}`, { maximum: d('maximum') })
        : range('maximum', `must be at most ${String(d('maximum'))}`, { maximum: d('maximum') });
    case 'too_small':
      if (d('origin') === 'string' && d('minimum') === 1) {
        return { rule: 'required', code: ErrorCode.RequiredFieldMissing, text: 'must not be empty', details: {} };
      }
      return unit
        ? range('minLength', `at least ${String(d('minimum'))} ${unit}`, { minimum: d('minimum') })
        : range('minimum', `must be at least ${String(d('minimum'))}`, { minimum: d('minimum') });
    case 'invalid_value':
      return invalid('enum', `must be one of ${listOf(d('values'))}`, { values: listOf(d('values')) });
    case 'invalid_format':
      return invalid('format', 'has an invalid format', { format: d('format') });
    case 'invalid_union':
      return invalid('type', 'does not match any allowed shape');
    case 'custom':
      return customRule(issue);
    default:
      return invalid('invalid', 'is invalid');
  }
}

function customRule(issue: IssueLike): RuleFailure {
  const params = ruleParams(issue) ?? {};
  const rule = typeof params.rule === 'string' ? params.rule : 'invalid';
  const code =
    rule === CASHIER_LANGUAGE_RULE
      ? ErrorCode.InvalidCashierLanguage
      : typeof params.code === 'string'
        ? params.code
        : ErrorCode.InvalidFieldValue;
  const { rule: _rule, code: _code, ...details } = params as Record<string, unknown>;
  return { rule, code, text: customText(issue, 'is invalid'), details };
}

function listOf(values: unknown): string {
  return Array.isArray(values) ? values.map(String).join(', ') : '';
}

function article(word: string): string {
  return /^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`;
}

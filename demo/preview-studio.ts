/**
 * The theme preview's document tools: the raw JSON editor with the JSON Schema's
 * problems listed under it, the Stripe Appearance import, and sharing by URL.
 */
import { AppearanceDocument, importStripeAppearance, parseAppearance } from '../src/core/theme/index.js';
import { stateOf, type EditorState } from './preview-appearance.js';

/** Each problem the schema finds, as `path: message` (the path as in the document). */
export function schemaProblems(text: string): string[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return [`Not valid JSON: ${(error as Error).message}`];
  }
  const result = AppearanceDocument.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.map(String).join('.') || '(document)'}: ${words(issue)}`);
}

/** zod/mini has no messages of its own: the issue in words. */
function words(issue: { code: string; message: string; keys?: string[]; values?: unknown[]; expected?: unknown }): string {
  switch (issue.code) {
    case 'unrecognized_keys':
      return `unknown key${issue.keys!.length > 1 ? 's' : ''} ${issue.keys!.join(', ')}`;
    case 'invalid_value':
      return `must be one of ${issue.values!.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_type':
      return `must be ${String(issue.expected)}`;
    default:
      return issue.message;
  }
}

/** The editor state of a typed document, when it is JSON (its refused parts are left out). */
export function stateOfText(text: string): EditorState | undefined {
  try {
    JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = parseAppearance(text);
  return parsed.invalidJson ? undefined : stateOf(parsed);
}

export type StripeResult = { ok: true; state: EditorState; notes: string[] } | { ok: false; reason: string };

/** A Stripe Appearance object as JSON (or a JS object literal with quoted keys) → editor state and what did not map. */
export function importStripe(text: string): StripeResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'Paste the Stripe appearance object as JSON: {"theme": "stripe", "variables": {…}, "rules": {…}}.' };
  }
  const { document, unmapped } = importStripeAppearance(value);
  const parsed = parseAppearance(JSON.stringify(document));
  const notes = [
    ...unmapped.map((key) => `No counterpart: ${key}.`),
    ...parsed.dropped.map(({ key, reason }) => `Dropped ${key}: ${reason}.`),
  ];
  return { ok: true, state: stateOf(parsed), notes };
}

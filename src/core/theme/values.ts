/**
 * The value grammars of the theme variables, in words: each refusal comes with its
 * reason. The grammars themselves are in value-check.ts.
 */
import { reasonText } from './reasons.js';
import { checkColor, checkFontFamily, checkLength, checkVariableValue, type ValueCheck } from './value-check.js';
import type { LengthBounds } from './variable-specs.js';
import type { VariableName } from './variables.js';

export { checkVariableValue, type ValueCheck, type ValueFault } from './value-check.js';

export type ValueResult = { ok: true; css: string } | { ok: false; reason: string };

/** Checks one variable's value (of any JSON type) and gives its canonical CSS text. */
export function parseVariableValue(name: VariableName, value: unknown): ValueResult {
  return worded(checkVariableValue(name, value));
}

export function parseColor(input: string): ValueResult {
  return worded(checkColor(input));
}

export function parseLength(input: string, bounds: LengthBounds): ValueResult {
  return worded(checkLength(input, bounds));
}

export function parseFontFamily(input: string): ValueResult {
  return worded(checkFontFamily(input));
}

function worded(check: ValueCheck): ValueResult {
  return check.ok ? check : { ok: false, reason: reasonText(check.fault) };
}

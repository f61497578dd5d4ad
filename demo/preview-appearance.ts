/**
 * The preview's editor state and the cashierAppearance it stands for: a preset plus the
 * variables typed or picked. Every value goes through the widget's own parser, so the
 * string shown is exactly what the cashier (and the proxy) will accept.
 */
import {
  PRESETS,
  VARIABLE_NAMES,
  checkContrast,
  parseAppearance,
  parseVariableValue,
  type ContrastReport,
  type DroppedKey,
  type PresetName,
  type ThemeVariables,
  type VariableName,
} from '../src/core/theme/index.js';

export interface EditorState {
  theme: PresetName;
  /** What the merchant typed or picked, per variable (raw text, checked in buildAppearance). */
  edits: Partial<Record<VariableName, string>>;
}

export interface BuiltAppearance {
  /**
   * The cashierAppearance value, exactly as createSession takes it: the JSON document
   * as text (`{"theme":"night"}`), not encoded a second time.
   */
  json: string;
  /** Every variable as the cashier will use it. */
  variables: ThemeVariables;
  /** Variables whose typed value is refused (left out of the string), with the reason. */
  invalid: Partial<Record<VariableName, string>>;
  contrast: ContrastReport;
}

export function buildAppearance(state: EditorState): BuiltAppearance {
  const preset = PRESETS[state.theme];
  const variables: ThemeVariables = { ...preset };
  const overrides: Partial<ThemeVariables> = {};
  const invalid: Partial<Record<VariableName, string>> = {};
  for (const name of VARIABLE_NAMES) {
    const raw = state.edits[name];
    if (raw === undefined) continue;
    const parsed = parseVariableValue(name, raw);
    if (!parsed.ok) invalid[name] = parsed.reason;
    // Only what differs from the preset travels: the string stays short and readable.
    else if (parsed.css !== preset[name]) overrides[name] = variables[name] = parsed.css;
  }
  const document = Object.keys(overrides).length > 0 ? { theme: state.theme, variables: overrides } : { theme: state.theme };
  const json = JSON.stringify(document);
  return { json, variables, invalid, contrast: checkContrast(variables) };
}

export type PastedAppearance =
  | { ok: true; state: EditorState; dropped: DroppedKey[] }
  | { ok: false; reason: string };

/**
 * Reads back what a merchant pasted: the JSON document (as copied) or, from older
 * copies and request bodies, the same encoded once more as a string literal. Dropped keys are reported; the rest loads into the editor.
 */
export function readPastedAppearance(text: string): PastedAppearance {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, reason: 'Paste a cashierAppearance string first.' };
  let value: unknown;
  try {
    value = JSON.parse(trimmed);
  } catch {
    return { ok: false, reason: 'Not valid JSON: paste the {"theme": …} document.' };
  }
  const parsed = parseAppearance(typeof value === 'string' ? value : trimmed);
  if (parsed.invalidJson) return { ok: false, reason: 'The string does not hold valid JSON; the cashier would use the default theme.' };
  const preset = PRESETS[parsed.theme];
  const edits: Partial<Record<VariableName, string>> = {};
  for (const name of VARIABLE_NAMES) {
    if (parsed.variables[name] !== preset[name]) edits[name] = parsed.variables[name];
  }
  return { ok: true, state: { theme: parsed.theme, edits }, dropped: parsed.dropped };
}

/**
 * The preview's editor state and the cashierAppearance it stands for: a preset, the
 * variables typed or picked, and the rest of the document (rules, layout, colour scheme,
 * fonts). Every value goes through the widget's own parser, so the text shown is exactly
 * what the cashier (and the proxy's createSession) accepts.
 */
import {
  PRESETS,
  VARIABLE_NAMES,
  checkContrast,
  parseAppearance,
  parseVariableValue,
  type ContrastReport,
  type DroppedKey,
  type ParsedAppearance,
  type PresetName,
  type ThemeVariables,
  type VariableName,
} from '../src/core/theme/index.js';

export interface EditorState {
  theme: PresetName;
  /** What the merchant typed or picked, per variable (raw text, checked in buildAppearance). */
  edits: Partial<Record<VariableName, string>>;
  /** rules, layout, colorScheme, darkVariables, fonts as written (checked in buildAppearance). */
  extras: Record<string, unknown>;
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
  /** Refused parts of the extras (`rules.Input.color`…), with the reason; left out too. */
  dropped: DroppedKey[];
  contrast: ContrastReport;
  parsed: ParsedAppearance;
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
  const extras = parseAppearance(JSON.stringify(state.extras));
  const document = { theme: state.theme, ...(Object.keys(overrides).length > 0 ? { variables: overrides } : {}), ...canonicalExtras(extras) };
  const json = JSON.stringify(document);
  return { json, variables, invalid, dropped: extras.dropped, contrast: checkContrast(variables), parsed: parseAppearance(json) };
}

/** The valid extras, written back from their canonical reading (so only checked values travel). */
export function canonicalExtras(parsed: ParsedAppearance): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (Object.keys(parsed.rules).length > 0) out['rules'] = parsed.rules;
  if (Object.keys(parsed.layout).length > 0) out['layout'] = parsed.layout;
  if (parsed.colorScheme.auto) {
    out['colorScheme'] = 'auto';
    const night = PRESETS.night as Record<string, string>;
    const dark = Object.fromEntries(Object.entries(parsed.colorScheme.dark).filter(([name, value]) => night[name] !== value));
    if (Object.keys(dark).length > 0) out['darkVariables'] = dark;
  }
  if (parsed.fonts.length > 0) out['fonts'] = parsed.fonts.map((cssSrc) => ({ cssSrc }));
  return out;
}

/**
 * The document the preview shows in dark: the dark colours written as plain variables,
 * so the preview looks dark whatever the system of the person editing prefers.
 */
export function darkPreview(built: BuiltAppearance): string {
  const document = JSON.parse(built.json) as Record<string, unknown>;
  if (!built.parsed.colorScheme.auto) return built.json;
  const { colorScheme: _scheme, darkVariables: _dark, ...rest } = document;
  return JSON.stringify({ ...rest, variables: { ...(rest['variables'] as object | undefined), ...built.parsed.colorScheme.dark } });
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
  return { ok: true, state: stateOf(parsed), dropped: parsed.dropped };
}

/** The editor state a parsed document stands for. */
export function stateOf(parsed: ParsedAppearance): EditorState {
  const preset = PRESETS[parsed.theme];
  const edits: Partial<Record<VariableName, string>> = {};
  for (const name of VARIABLE_NAMES) {
    if (parsed.variables[name] !== preset[name]) edits[name] = parsed.variables[name];
  }
  return { theme: parsed.theme, edits, extras: canonicalExtras(parsed) };
}

/** Share by URL: the document in the fragment (never sent to a server). */
export function shareUrl(base: string, json: string): string {
  const url = new URL(base);
  url.hash = `appearance=${encodeURIComponent(json)}`;
  return url.href;
}

export function appearanceFromHash(hash: string): string | undefined {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('appearance');
  return value ?? undefined;
}

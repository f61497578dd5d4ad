/**
 * Reads a cashierAppearance string leniently: unknown keys, wrong types and unsafe
 * values are dropped and reported, the rest applies over the named preset. Invalid JSON
 * gives the default theme. Never throws.
 */
import { checkContrast, type ContrastReport } from './contrast.js';
import { DEFAULT_PRESET, PRESET_NAMES, PRESETS, isPresetName, type PresetName } from './presets.js';
import { parseVariableValue } from './values.js';
import { VARIABLE_NAMES, isVariableName, type ThemeVariables, type VariableName } from './variables.js';

export interface DroppedKey {
  /** `theme`, `variables`, `variables.<name>`, another top-level key, or `$` for the document. */
  key: string;
  reason: string;
}

export interface ParsedAppearance {
  theme: PresetName;
  /** Canonical CSS values: the preset merged with the merchant's valid overrides. */
  variables: ThemeVariables;
  dropped: DroppedKey[];
  invalidJson: boolean;
  contrast: ContrastReport;
}

const MAX_KEY_LENGTH = 64;

export function parseAppearance(input: string | undefined): ParsedAppearance {
  if (input === undefined) return result(DEFAULT_PRESET, {}, [], false);
  let document: unknown;
  try {
    document = JSON.parse(input);
  } catch {
    return result(DEFAULT_PRESET, {}, [], true);
  }
  return readDocument(document);
}

function readDocument(document: unknown): ParsedAppearance {
  if (!isPlainObject(document)) {
    const reason = `must be a JSON object like {"variables": {…}}, got ${describeDocument(document)}`;
    return result(DEFAULT_PRESET, {}, [{ key: '$', reason }], false);
  }
  const dropped: DroppedKey[] = [];
  const drop = (key: string, reason: string) => dropped.push({ key: key.slice(0, MAX_KEY_LENGTH), reason });
  let theme = DEFAULT_PRESET;
  for (const [key, value] of Object.entries(document)) {
    if (key === 'theme') {
      if (typeof value === 'string' && isPresetName(value)) theme = value;
      else drop(key, `unknown theme ${JSON.stringify(value).slice(0, MAX_KEY_LENGTH)}; use one of ${PRESET_NAMES.join(', ')}`);
    } else if (key === '$schema') {
      if (typeof value !== 'string') drop(key, 'must be a string');
    } else if (key !== 'variables') {
      drop(key, isVariableName(key) ? 'variables go inside "variables"' : 'unknown key');
    }
  }
  return result(theme, readVariables(document['variables'], drop), dropped, false);
}

function readVariables(
  variables: unknown,
  drop: (key: string, reason: string) => void,
): Partial<ThemeVariables> {
  const overrides: Partial<ThemeVariables> = {};
  if (variables === undefined) return overrides;
  if (!isPlainObject(variables)) {
    drop('variables', 'must be an object of theme variables');
    return overrides;
  }
  for (const [key, value] of Object.entries(variables)) {
    if (!isVariableName(key)) {
      drop(`variables.${key}`, unknownVariableReason(key));
      continue;
    }
    const parsed = parseVariableValue(key, value);
    if (parsed.ok) overrides[key] = parsed.css;
    else drop(`variables.${key}`, parsed.reason);
  }
  return overrides;
}

function unknownVariableReason(key: string): string {
  const loose = (s: string) => s.toLowerCase().replace(/[-_\s]/g, '');
  const near = VARIABLE_NAMES.find((name: VariableName) => loose(name) === loose(key));
  return near ? `unknown variable; did you mean ${near}?` : 'unknown variable';
}

function result(
  theme: PresetName,
  overrides: Partial<ThemeVariables>,
  dropped: DroppedKey[],
  invalidJson: boolean,
): ParsedAppearance {
  const variables = { ...PRESETS[theme], ...overrides };
  return { theme, variables, dropped, invalidJson, contrast: checkContrast(variables) };
}

function describeDocument(document: unknown): string {
  if (typeof document === 'string') return 'a string (encoded twice?)';
  return Array.isArray(document) ? 'an array' : String(document);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

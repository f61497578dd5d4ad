/**
 * Reads a cashierAppearance string leniently: unknown keys, wrong types and unsafe
 * values are dropped (each with a fault code), the rest applies over the named preset.
 * Invalid JSON gives the default theme. Never throws. This is the browser's reading,
 * in its first load; parseAppearance (appearance.ts) words the faults and adds the
 * contrast report.
 */
import { DEFAULT_PRESET, PRESETS, isPresetName, type PresetName } from './presets.js';
import { checkVariableValue, type ValueFault } from './value-check.js';
import { isVariableName, type ThemeVariables } from './variables.js';

/** A dropped key with its fault as a code (reasonText in reasons.ts words it). */
export interface DroppedFault {
  key: string;
  fault: ValueFault;
}

export interface ResolvedAppearance {
  theme: PresetName;
  /** Canonical CSS values: the preset merged with the merchant's valid overrides. */
  variables: ThemeVariables;
  faults: DroppedFault[];
  invalidJson: boolean;
  /**
   * The document, when it has a key this first-load reader does not know: the lazy
   * chunk reads rules, layout, fonts and colorScheme (appearance-extras.ts), and
   * parseAppearance takes back their `key` faults. Undefined otherwise.
   */
  extras?: Record<string, unknown>;
}

const MAX_KEY_LENGTH = 64;

export function resolveAppearance(input: string | undefined): ResolvedAppearance {
  if (input === undefined) return result(DEFAULT_PRESET, {}, [], false);
  let document: unknown;
  try {
    document = JSON.parse(input);
  } catch {
    return result(DEFAULT_PRESET, {}, [], true);
  }
  return readDocument(document);
}

function readDocument(document: unknown): ResolvedAppearance {
  if (!isPlainObject(document)) return result(DEFAULT_PRESET, {}, [{ key: '$', fault: ['document', document] }], false);
  const faults: DroppedFault[] = [];
  // `fault` is [code] or [code, detail], as the call gives it.
  const drop = (key: string, ...fault: [string, unknown?]) => faults.push({ key: key.slice(0, MAX_KEY_LENGTH), fault });
  let theme = DEFAULT_PRESET;
  let extras: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(document)) {
    if (key === 'theme') {
      if (typeof value === 'string' && isPresetName(value)) theme = value;
      else drop(key, 'theme', value);
    } else if (key === '$schema') {
      if (typeof value !== 'string') drop(key, 'schema');
    } else if (key !== 'variables') {
      drop(key, isVariableName(key) ? 'nested' : 'key');
      extras = document;
    }
  }
  return { ...result(theme, readVariables(document['variables'], faults), faults, false), extras };
}

function readVariables(variables: unknown, faults: DroppedFault[]): Partial<ThemeVariables> {
  const overrides: Partial<ThemeVariables> = {};
  const drop = (key: string, fault: ValueFault) => faults.push({ key: key.slice(0, MAX_KEY_LENGTH), fault });
  if (variables === undefined) return overrides;
  if (!isPlainObject(variables)) {
    drop('variables', ['variables']);
    return overrides;
  }
  for (const [key, value] of Object.entries(variables)) {
    if (!isVariableName(key)) {
      drop(`variables.${key}`, ['variable', key]);
      continue;
    }
    const checked = checkVariableValue(key, value);
    if (checked.ok) overrides[key] = checked.css;
    else drop(`variables.${key}`, checked.fault);
  }
  return overrides;
}

function result(
  theme: PresetName,
  overrides: Partial<ThemeVariables>,
  faults: DroppedFault[],
  invalidJson: boolean,
): ResolvedAppearance {
  return { theme, variables: { ...PRESETS[theme], ...overrides }, faults, invalidJson };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

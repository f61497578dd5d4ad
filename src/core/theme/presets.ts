/**
 * The built-in themes a cashierAppearance names with `"theme"`. The values live here so
 * the browser never fetches JSON; `themes/<name>.json` is generated from them
 * (scripts/generate-themes.ts) and a test keeps the two identical.
 */
import { DEFAULT_VARIABLES, type ThemeVariables } from './variables.js';

export const PRESET_NAMES = ['default', 'night', 'flat', 'high-contrast'] as const;
export type PresetName = (typeof PRESET_NAMES)[number];

export const DEFAULT_PRESET: PresetName = 'default';

export const PRESETS: Record<PresetName, ThemeVariables> = {
  default: DEFAULT_VARIABLES,
  night: {
    ...DEFAULT_VARIABLES,
    colorPrimary: '#7aa7ff',
    colorPrimaryText: '#0b1020',
    colorBackground: '#0f1424',
    colorSurface: '#1a2135',
    colorText: '#eef1f8',
    colorTextSecondary: '#a3acc2',
    colorDanger: '#ff8a80',
    colorSuccess: '#5fd68a',
    colorBorder: '#67708a',
    focusRingColor: '#a8c5ff',
  },
  flat: {
    ...DEFAULT_VARIABLES,
    colorPrimary: '#1f2937',
    colorPrimaryText: '#ffffff',
    colorBackground: '#ffffff',
    colorSurface: '#f3f4f6',
    colorText: '#111827',
    colorTextSecondary: '#4b5563',
    colorDanger: '#b91c1c',
    colorSuccess: '#15803d',
    colorBorder: '#878f9e',
    borderRadius: '0px',
    focusRingColor: '#1f2937',
  },
  'high-contrast': {
    ...DEFAULT_VARIABLES,
    colorPrimary: '#ffff00',
    colorPrimaryText: '#000000',
    colorBackground: '#000000',
    colorSurface: '#000000',
    colorText: '#ffffff',
    colorTextSecondary: '#ffffff',
    colorDanger: '#ff9e9e',
    colorSuccess: '#7dff9b',
    colorBorder: '#ffffff',
    fontSizeBase: '18px',
    borderRadius: '4px',
    focusRingColor: '#00ffff',
  },
};

export function isPresetName(name: string): name is PresetName {
  return (PRESET_NAMES as readonly string[]).includes(name);
}

/**
 * The layout options of cashierAppearance (`"layout": {...}`) and its colour scheme
 * (`"colorScheme": "auto"` with `"darkVariables"`): read leniently like the variables,
 * each fault named, only canonical values kept. In the lazy chunk, never the first load.
 */
import { checkLength, checkVariableValue, type ValueFault } from './value-check.js';
import type { ThemeVariables, VariableName } from './variables.js';

export interface ThemeLayout {
  /** Card form labels above the fields (default) or floating inside them. */
  labels?: 'above' | 'floating';
  /** Card form fields spaced (default) or condensed (half the gaps). */
  inputs?: 'spaced' | 'condensed';
  /** Multiplies fontSizeBase, 0.75–1.5. */
  fontSizeScale?: number;
  /** Border width of fields, method tiles and buttons, 0px–4px. */
  borderWidth?: string;
  /** Width of the keyboard focus ring, 1px–6px. */
  focusRingWidth?: string;
  /** Gap between an element and its focus ring, 0px–8px. */
  focusRingOffset?: string;
}

type Fault = { key: string; fault: ValueFault };

const CHOICES = { labels: ['above', 'floating'], inputs: ['spaced', 'condensed'] } as const;
const LENGTHS = { borderWidth: [0, 4], focusRingWidth: [1, 6], focusRingOffset: [0, 8] } as const;

export function readLayout(input: unknown): { layout: ThemeLayout; faults: Fault[] } {
  const layout: ThemeLayout = {};
  const faults: Fault[] = [];
  if (input === undefined) return { layout, faults };
  if (!isPlainObject(input)) return { layout, faults: [{ key: 'layout', fault: ['layout'] }] };
  for (const [key, value] of Object.entries(input)) {
    const at = `layout.${key.slice(0, 64)}`;
    if (key === 'labels' || key === 'inputs') {
      const choice = CHOICES[key].find((c) => c === value);
      if (choice) (layout as Record<string, unknown>)[key] = choice;
      else faults.push({ key: at, fault: ['keyword-of', CHOICES[key]] });
    } else if (key === 'fontSizeScale') {
      if (typeof value === 'number' && value >= 0.75 && value <= 1.5) layout.fontSizeScale = Math.round(value * 1000) / 1000;
      else faults.push({ key: at, fault: ['scale'] });
    } else if (key === 'borderWidth' || key === 'focusRingWidth' || key === 'focusRingOffset') {
      const [min, max] = LENGTHS[key];
      const checked = typeof value === 'string' ? checkLength(value, { px: [min, max] }) : undefined;
      if (checked?.ok) layout[key] = checked.css;
      else faults.push({ key: at, fault: checked && !checked.ok ? checked.fault : ['type', value] });
    } else {
      faults.push({ key: at, fault: ['layout-key'] });
    }
  }
  return { layout, faults };
}

/** `fontSizeBase` × scale, in its own unit: `16px` × 1.125 → `18px`. */
export function scaledFontSize(fontSizeBase: string, scale: number): string {
  const match = /^([\d.]+)([a-z%]+)$/.exec(fontSizeBase);
  if (!match) return fontSizeBase;
  return `${Math.round(Number(match[1]) * scale * 1000) / 1000}${match[2]}`;
}

export interface ColorScheme {
  /** `auto`: the dark colours apply while the shopper's system prefers dark. */
  auto: boolean;
  /** The colour variables for dark: the night preset's, with darkVariables over them. */
  dark: Partial<ThemeVariables>;
}

/** Reads `colorScheme` and `darkVariables` (colour variables only; the rest stay as in light). */
export function readColorScheme(scheme: unknown, darkVariables: unknown, night: ThemeVariables): { scheme: ColorScheme; faults: Fault[] } {
  const faults: Fault[] = [];
  // The colour variables: canonical colours are hex, no other variable's value starts with #.
  const dark: Partial<ThemeVariables> = Object.fromEntries(Object.entries(night).filter(([, value]) => value.startsWith('#')));
  if (scheme !== undefined && scheme !== 'auto' && scheme !== 'light') faults.push({ key: 'colorScheme', fault: ['keyword-of', ['light', 'auto']] });
  if (darkVariables !== undefined && !isPlainObject(darkVariables)) faults.push({ key: 'darkVariables', fault: ['variables'] });
  for (const [key, value] of Object.entries(isPlainObject(darkVariables) ? darkVariables : {})) {
    const at = `darkVariables.${key.slice(0, 64)}`;
    if (!Object.hasOwn(dark, key)) {
      faults.push({ key: at, fault: ['dark-variable'] });
      continue;
    }
    const checked = checkVariableValue(key as VariableName, value);
    if (checked.ok) dark[key as VariableName] = checked.css;
    else faults.push({ key: at, fault: checked.fault });
  }
  return { scheme: { auto: scheme === 'auto', dark }, faults };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

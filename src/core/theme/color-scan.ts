/**
 * The colour grammar: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()/rgba()/hsl()/hsla()`
 * with plain numbers and percentages (comma or space syntax), a fixed set of named
 * colours and `transparent`. A colour is read into RGBA and written back as hex, so
 * nothing of the merchant's text reaches CSS. A refusal is a short fault code here
 * (this file is in the browser's first load); color.ts words it.
 */
import { NAMED_COLORS } from './named-colors.js';

/** Channels 0–255, alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** Longer input is refused before any regex runs. */
export const MAX_COLOR_LENGTH = 64;
/** Why a colour is refused: `long`, `hex`, `word`, or `<function>:<what>` (e.g. `rgb:alpha`); reasons.ts words it. */
export type ColorFault = string;

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/;
const FUNCTION = /^(rgba?|hsla?)\(([^()]*)\)$/;
const NUMBER = /^([+-]?(?:\d+(?:\.\d*)?|\.\d+))(%|deg)?$/;

/** The colour, or the code of its fault (worded by colorFaultText): the browser's path. */
export function scanColor(input: string): Rgba | ColorFault {
  const text = input.trim().toLowerCase();
  if (text.length > MAX_COLOR_LENGTH) return 'long';
  if (text.startsWith('#')) return readHex(text) ?? 'hex';
  if (text === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  if (Object.hasOwn(NAMED_COLORS, text)) return readHex(`#${NAMED_COLORS[text]}`) as Rgba;
  const call = FUNCTION.exec(text);
  if (!call) return 'word';
  const [, name, inner] = call as unknown as [string, string, string];
  return readFunction(name, inner);
}

/** The canonical CSS form: `#rrggbb`, or `#rrggbbaa` when not opaque. */
export function toHex({ r, g, b, a }: Rgba): string {
  const byte = (v: number) => Math.round(v).toString(16).padStart(2, '0');
  return `#${byte(r)}${byte(g)}${byte(b)}${a < 1 ? byte(a * 255) : ''}`;
}

function readHex(text: string): Rgba | undefined {
  const digits = HEX.exec(text)?.[1];
  if (!digits) return undefined;
  const full = digits.length <= 4 ? [...digits].map((d) => d + d).join('') : digits;
  const byte = (i: number) => parseInt(full.slice(i * 2, i * 2 + 2), 16);
  return { r: byte(0), g: byte(1), b: byte(2), a: full.length === 8 ? byte(3) / 255 : 1 };
}

function readFunction(name: string, inner: string): Rgba | ColorFault {
  const args = splitArguments(inner);
  if (typeof args === 'string') return `${name}:${args}`;
  const [channels, alphaToken] = args;
  const alpha = alphaToken === undefined ? 1 : readAlpha(alphaToken);
  if (alpha === undefined) return `${name}:alpha`;
  const rgb = name.startsWith('rgb') ? readRgb(channels) : readHsl(channels);
  if (rgb === undefined) return `${name}:${name.startsWith('rgb') ? 'rgb' : 'hsl'}`;
  return { ...rgb, a: alpha };
}

/** `a, b, c[, d]` or `a b c[ / d]` → three channel tokens and the optional alpha token (or a fault code). */
function splitArguments(inner: string): [string[], string | undefined] | string {
  let parts: string[];
  let alpha: string | undefined;
  if (inner.includes(',')) {
    parts = inner.split(',').map((p) => p.trim());
    if (parts.length === 4) alpha = parts.pop();
  } else {
    const [left = '', slashAlpha, extra] = inner.split('/');
    if (extra !== undefined) return 'slash';
    parts = left.trim().split(/\s+/);
    alpha = slashAlpha?.trim();
  }
  if (parts.length !== 3) return 'count';
  return [parts, alpha];
}

function readNumber(token: string): { value: number; unit: string } | undefined {
  const match = NUMBER.exec(token);
  return match ? { value: Number(match[1]), unit: match[2] ?? '' } : undefined;
}

function readAlpha(token: string): number | undefined {
  const n = readNumber(token);
  if (!n || n.unit === 'deg') return undefined;
  const value = n.unit === '%' ? n.value / 100 : n.value;
  return value >= 0 && value <= 1 ? value : undefined;
}

function readRgb(tokens: string[]): Omit<Rgba, 'a'> | undefined {
  const values: number[] = [];
  for (const token of tokens) {
    const n = readNumber(token);
    if (!n || n.unit === 'deg') return undefined;
    const value = n.unit === '%' ? (n.value / 100) * 255 : n.value;
    if (!(value >= 0 && value <= 255) || (n.unit === '%' && n.value > 100)) return undefined;
    values.push(value);
  }
  const [r = 0, g = 0, b = 0] = values;
  return { r, g, b };
}

function readHsl([hueToken = '', satToken = '', lightToken = '']: string[]): Omit<Rgba, 'a'> | undefined {
  const hue = readNumber(hueToken);
  const sat = readNumber(satToken);
  const light = readNumber(lightToken);
  if (!hue || hue.unit === '%' || Math.abs(hue.value) > 3600) return undefined;
  if (sat?.unit !== '%' || light?.unit !== '%') return undefined;
  const s = sat.value / 100;
  const l = light.value / 100;
  if (!(s >= 0 && s <= 1 && l >= 0 && l <= 1)) return undefined;
  const h = (((hue.value % 360) + 360) % 360) / 30;
  const k = (n: number) => (n + h) % 12;
  const amp = s * Math.min(l, 1 - l);
  const channel = (n: number) => 255 * (l - amp * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1)));
  return { r: channel(0), g: channel(8), b: channel(4) };
}

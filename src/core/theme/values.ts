/**
 * Value grammars of the theme variables. Each value is parsed into parts and written
 * back from those parts (a colour as hex, a length as number + unit, a font list from
 * its checked names), so only text built here ever reaches CSS: `url(`, `@import`,
 * `expression(`, `;`, `{`, `}`, `\`, `<` or `/*` cannot get through.
 */
import { readColor, toHex } from './color.js';
import { VARIABLES, type LengthBounds, type VariableName } from './variables.js';

export type ValueResult = { ok: true; css: string } | { ok: false; reason: string };

const MAX_VALUE_LENGTH = 256;
const MAX_FONT_FAMILIES = 10;
/** Inferred: rem and em are bounded as if the root font size were the browser's 16px. */
const PX_PER_EM = 16;
const LENGTH = /^([+-]?(?:\d+(?:\.\d*)?|\.\d+))(px|rem|em|%)?$/;
const QUOTED_FAMILY = /^(["'])([\p{L}\p{N} -]+)\1$/u;
const IDENT_WORD = /^-?\p{L}[\p{L}\p{N}-]*$/u;
const GENERIC_FAMILIES = new Set([
  'serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui', 'math', 'emoji',
  'fangsong', 'ui-serif', 'ui-sans-serif', 'ui-monospace', 'ui-rounded',
]);
/** CSS-wide keywords cannot be unquoted family names. */
const RESERVED_WORDS = new Set(['inherit', 'initial', 'unset', 'revert', 'revert-layer', 'default']);

/** Checks one variable's value (of any JSON type) and gives its canonical CSS text. */
export function parseVariableValue(name: VariableName, value: unknown): ValueResult {
  const spec = VARIABLES[name];
  if (typeof value !== 'string') return fail(`must be a string, got ${describeType(value)}`);
  if (value.length > MAX_VALUE_LENGTH) return fail(`longer than ${MAX_VALUE_LENGTH} characters`);
  if (spec.kind === 'color') return parseColor(value);
  if (spec.kind === 'length') return parseLength(value, spec.bounds);
  return parseFontFamily(value);
}

export function parseColor(input: string): ValueResult {
  const color = readColor(input);
  return typeof color === 'string' ? fail(color) : { ok: true, css: toHex(color) };
}

export function parseLength(input: string, bounds: LengthBounds): ValueResult {
  const match = LENGTH.exec(input.trim().toLowerCase());
  if (!match) return fail('not a length (a number with px, rem, em or %)');
  const value = round(Number(match[1]));
  const unit = match[2] ?? (value === 0 ? 'px' : '');
  if (!unit) return fail('needs a unit (px, rem, em or %)');
  const [min, max] = unit === '%' ? (bounds.percent ?? [NaN, NaN]) : bounds.px;
  if (Number.isNaN(min)) return fail('% is not allowed here; use px, rem or em');
  const scale = unit === 'rem' || unit === 'em' ? PX_PER_EM : 1;
  const range = unit === '%' ? `${min}%–${max}%` : `${min}px–${max}px`;
  if (value * scale < min || value * scale > max) return fail(`out of range (${range})`);
  return { ok: true, css: `${value}${unit}` };
}

export function parseFontFamily(input: string): ValueResult {
  const items = input.split(',').map((item) => item.trim());
  if (items.length > MAX_FONT_FAMILIES) return fail(`more than ${MAX_FONT_FAMILIES} font families`);
  const families: string[] = [];
  for (const item of items) {
    const family = readFamily(item);
    if (family.ok) families.push(family.css);
    else return family;
  }
  return { ok: true, css: families.join(', ') };
}

/** A quoted name is re-quoted with `"`; a bare name keeps its words (it may be a keyword like -apple-system). */
function readFamily(item: string): ValueResult {
  const quoted = QUOTED_FAMILY.exec(item);
  if (quoted) {
    const name = (quoted[2] ?? '').trim().replace(/\s+/g, ' ');
    return name ? { ok: true, css: `"${name}"` } : fail('empty font family name');
  }
  if (!item) return fail('empty font family name');
  const words = item.split(/\s+/);
  if (!words.every((word) => IDENT_WORD.test(word))) {
    return fail(`font family ${JSON.stringify(item.slice(0, 40))}: use letters, digits, spaces and hyphens, and quote names with a word starting with a digit`);
  }
  const bare = words.join(' ');
  const lower = bare.toLowerCase();
  if (RESERVED_WORDS.has(lower)) return fail(`"${bare}" is a CSS keyword, not a font family`);
  return { ok: true, css: GENERIC_FAMILIES.has(lower) ? lower : bare };
}

function round(n: number): number {
  return Math.round(n * 10000) / 10000;
}

function fail(reason: string): ValueResult {
  return { ok: false, reason };
}

function describeType(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'an array' : `a ${typeof value}`;
}

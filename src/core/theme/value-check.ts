/**
 * Value grammars of the theme variables. Each value is parsed into parts and written
 * back from those parts (a colour as hex, a length as number + unit, a font list from
 * its checked names), so only text built here ever reaches CSS: `url(`, `@import`,
 * `expression(`, `;`, `{`, `}`, `\`, `<` or `/*` cannot get through. A refusal is a fault code here (this
 * file is in the browser's first load); values.ts words it.
 */
import { scanColor, toHex } from './color-scan.js';
import { VARIABLES, type LengthBounds } from './variable-specs.js';
import type { VariableName } from './variables.js';

/** A value refused: [code, detail] (detail: the colour fault, the range, the offending text…); reasons.ts words it. */
export type ValueFault = readonly [code: string, detail?: unknown];
export type ValueCheck = { ok: true; css: string } | { ok: false; fault: ValueFault };

export const MAX_VALUE_LENGTH = 256;
export const MAX_FONT_FAMILIES = 10;

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

/** Checks one variable's value (of any JSON type) and gives its canonical CSS text, or its fault. */
export function checkVariableValue(name: VariableName, value: unknown): ValueCheck {
  const spec = VARIABLES[name];
  if (typeof value !== 'string') return fail('type', value);
  if (value.length > MAX_VALUE_LENGTH) return fail('long');
  if (spec.kind === 'color') return checkColor(value);
  if (spec.kind === 'length') return checkLength(value, spec.bounds);
  return checkFontFamily(value);
}

export function checkColor(input: string): ValueCheck {
  const color = scanColor(input);
  return typeof color === 'string' ? fail('color', color) : { ok: true, css: toHex(color) };
}

export function checkLength(input: string, bounds: LengthBounds): ValueCheck {
  const match = LENGTH.exec(input.trim().toLowerCase());
  if (!match) return fail('length');
  const value = round(Number(match[1]));
  const unit = match[2] ?? (value === 0 ? 'px' : '');
  if (!unit) return fail('unit');
  const [min, max] = unit === '%' ? (bounds.percent ?? [NaN, NaN]) : bounds.px;
  if (Number.isNaN(min)) return fail('percent');
  const scale = unit === 'rem' || unit === 'em' ? PX_PER_EM : 1;
  if (value * scale < min || value * scale > max) return fail('range', unit === '%' ? `${min}%–${max}%` : `${min}px–${max}px`);
  return { ok: true, css: `${value}${unit}` };
}

export function checkFontFamily(input: string): ValueCheck {
  const items = input.split(',').map((item) => item.trim());
  if (items.length > MAX_FONT_FAMILIES) return fail('families');
  const families: string[] = [];
  for (const item of items) {
    const family = readFamily(item);
    if (family.ok) families.push(family.css);
    else return family;
  }
  return { ok: true, css: families.join(', ') };
}

/** A quoted name is re-quoted with `"`; a bare name keeps its words (it may be a keyword like -apple-system). */
function readFamily(item: string): ValueCheck {
  const quoted = QUOTED_FAMILY.exec(item);
  if (quoted) {
    const name = (quoted[2] ?? '').trim().replace(/\s+/g, ' ');
    return name ? { ok: true, css: `"${name}"` } : fail('empty');
  }
  if (!item) return fail('empty');
  const words = item.split(/\s+/);
  if (!words.every((word) => IDENT_WORD.test(word))) return fail('family', item);
  const bare = words.join(' ');
  const lower = bare.toLowerCase();
  if (RESERVED_WORDS.has(lower)) return fail('keyword', bare);
  return { ok: true, css: GENERIC_FAMILIES.has(lower) ? lower : bare };
}

function round(n: number): number {
  return Math.round(n * 10000) / 10000;
}

function fail(code: string, detail?: unknown): ValueCheck {
  return { ok: false, fault: detail === undefined ? [code] : [code, detail] };
}

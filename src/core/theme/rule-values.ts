/**
 * Value grammars of the rule properties beyond colours and single lengths (those are
 * value-check.ts's): padding, box-shadow, font weight, line height and keyword sets.
 * Like the variable grammars, each value is read into parts and written back from them,
 * so only text built here reaches CSS.
 */
import { scanColor, toHex } from './color-scan.js';
import { checkLength, type ValueCheck } from './value-check.js';
import type { LengthBounds } from './variable-specs.js';

const fail = (code: string, detail?: unknown): ValueCheck => ({ ok: false, fault: detail === undefined ? [code] : [code, detail] });

/** One to four lengths, each within `bounds`. */
export function checkLengthList(input: string, bounds: LengthBounds, most = 4): ValueCheck {
  const parts = input.trim().split(/\s+/);
  if (parts.length > most) return fail('parts', most);
  const out: string[] = [];
  for (const part of parts) {
    const checked = checkLength(part, bounds);
    if (!checked.ok) return checked;
    out.push(checked.css);
  }
  return { ok: true, css: out.join(' ') };
}

/** One of `words` (lower-cased); the canonical text is our own copy of the word. */
export function checkKeyword(input: string, words: readonly string[]): ValueCheck {
  const word = words.find((w) => w === input.trim().toLowerCase());
  return word ? { ok: true, css: word } : fail('keyword-of', words);
}

const WEIGHTS: Readonly<Record<string, string>> = { normal: '400', bold: '700' };

/** 100–900 in steps of 100, or normal / bold. */
export function checkFontWeight(input: string): ValueCheck {
  const text = input.trim().toLowerCase();
  const named = Object.hasOwn(WEIGHTS, text) ? WEIGHTS[text] : undefined;
  if (named) return { ok: true, css: named };
  return /^[1-9]00$/.test(text) ? { ok: true, css: text } : fail('weight');
}

/** A plain factor 0.5–4, or a length 8px–64px. */
export function checkLineHeight(input: string): ValueCheck {
  const text = input.trim();
  if (/^(?:\d+(?:\.\d*)?|\.\d+)$/.test(text)) {
    const factor = Number(text);
    return factor >= 0.5 && factor <= 4 ? { ok: true, css: String(Math.round(factor * 1000) / 1000) } : fail('range', '0.5–4');
  }
  return checkLength(text, { px: [8, 64] });
}

const SHADOW_LENGTH: LengthBounds = { px: [-64, 64] };
const MAX_SHADOWS = 3;

/**
 * `none`, or up to three shadows `[inset] x y [blur [spread]] [colour]`, comma-separated.
 * A colour function may hold commas, so the shadows are split on commas outside ().
 */
export function checkBoxShadow(input: string): ValueCheck {
  const text = input.trim().toLowerCase();
  if (text === 'none') return { ok: true, css: 'none' };
  const shadows = splitTopLevel(text);
  if (!shadows || shadows.length > MAX_SHADOWS) return fail('shadow');
  const out: string[] = [];
  for (const shadow of shadows) {
    const one = readShadow(shadow);
    if (!one.ok) return one;
    out.push(one.css);
  }
  return { ok: true, css: out.join(', ') };
}

function readShadow(shadow: string): ValueCheck {
  const tokens = shadow.match(/[a-z]+\([^()]*\)|[^\s()]+/g) ?? [];
  // Every character must be in a token or be a space: no stray parentheses.
  const bare = (text: string) => text.replace(/\s+/g, '');
  if (bare(tokens.join('')) !== bare(shadow)) return fail('shadow');
  const parts: string[] = [];
  let color: string | undefined;
  const lengths: string[] = [];
  for (const token of tokens) {
    if (token === 'inset' && parts.length === 0 && lengths.length === 0) {
      parts.push('inset');
      continue;
    }
    const length = checkLength(token, SHADOW_LENGTH);
    if (length.ok && color === undefined) {
      lengths.push(length.css);
      continue;
    }
    const read = scanColor(token);
    if (typeof read === 'string' || color !== undefined) return fail('shadow');
    color = toHex(read);
  }
  if (lengths.length < 2 || lengths.length > 4) return fail('shadow');
  return { ok: true, css: [...parts, ...lengths, ...(color ? [color] : [])].join(' ') };
}

/** "a, rgb(1,2,3) b" → ["a", "rgb(1,2,3) b"]; undefined when parentheses do not pair. */
function splitTopLevel(text: string): string[] | undefined {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth += 1;
    else if (c === ')') depth -= 1;
    if (depth < 0 || depth > 1) return undefined;
    if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  if (depth !== 0) return undefined;
  parts.push(text.slice(start).trim());
  return parts;
}

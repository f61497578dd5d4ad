/**
 * JSON.parse with a nesting limit. JSON.parse itself copes with any depth, but every
 * recursive walk after it (JSON.stringify, canonical fingerprints, schema checks) can
 * overflow the stack on a body nested a few thousand levels deep. The depth is counted
 * on the text, iteratively, before anything is parsed.
 */

/** Deeper than any request of the merchant API (its deepest shapes nest about 5 levels). */
export const MAX_JSON_DEPTH = 64;

export type BoundedJson = { ok: true; value: unknown } | { ok: false; reason: 'malformed' | 'too-deep' };

/** The deepest nesting of arrays and objects in text, stopping once it passes limit. */
export function jsonDepth(text: string, limit = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c /* \ */) i++;
      else if (ch === 0x22 /* " */) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b /* [ */ || ch === 0x7b /* { */) {
      if (++depth > deepest && (deepest = depth) > limit) return deepest;
    } else if (ch === 0x5d /* ] */ || ch === 0x7d /* } */) depth--;
  }
  return deepest;
}

export function parseBoundedJson(text: string, maxDepth = MAX_JSON_DEPTH): BoundedJson {
  if (jsonDepth(text, maxDepth) > maxDepth) return { ok: false, reason: 'too-deep' };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, reason: 'malformed' };
  }
}

/**
 * JSON the elements read from text they do not control: a view's answer before the
 * contract's check, and the `<script type="application/json">` child a merchant's server
 * wrote. Anything that is not JSON reads as undefined (the caller then fetches or refuses).
 */

export function parseJsonText(text: string | null | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The `<script type="application/json">` child's JSON, if any. */
export function jsonChild(host: Element): unknown {
  return parseJsonText(host.querySelector(':scope > script[type="application/json"]')?.textContent);
}

/**
 * Formatted strings known ahead (issue 18). The first Intl formatter of a page loads ICU's
 * data, 10-30 ms in a fresh Chromium page, before the first screen can show. So the proxy
 * formats what the first screen shows (Node has all of ICU) and sends it in the view;
 * the browser remembers it, and each formatter looks here before it asks Intl. A key names
 * the whole call (what, locale, inputs), so a string found is the one Intl gives; a
 * different locale or amount simply misses and is formatted as usual.
 */
const known = new Map<string, string>();
/** Enough for any page; a proxy (which remembers what it formats, see firstScreenFormats) starts over past it. */
const MAX_KNOWN = 1000;
let recording: Record<string, string> | undefined;

/** The string known for this call's key, else the formatter's (noted while recording). */
export function preformatted(key: string, format: () => string): string {
  const text = known.get(key) ?? format();
  if (recording) recording[key] = text;
  return text;
}

/** Keeps formatted strings (a view's) for the formatters of this runtime; anything but a string is ignored. */
export function rememberFormats(formats: Readonly<Record<string, unknown>> | undefined): void {
  if (known.size > MAX_KNOWN) known.clear();
  for (const key in formats) if (typeof formats[key] === 'string') known.set(key, formats[key]);
}

/** Every formatted string `run` makes, by key: what a view carries for the browser. */
export function recordFormats(run: () => void): Record<string, string> {
  const outer = recording;
  recording = {};
  try {
    run();
    return recording;
  } finally {
    recording = outer;
  }
}

/** A plain number in the locale's digits and grouping ("1,234", "١٢"). */
export function formatNumber(value: number, locale: string): string {
  return preformatted(`n|${locale}|${value}`, () => new Intl.NumberFormat(locale).format(value));
}

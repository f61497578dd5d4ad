/** Summaries of repeated measurements: every timing the bench reports is a median with its range. */
export interface Spread {
  median: number;
  min: number;
  max: number;
  runs: number;
}

export function spread(samples: readonly number[]): Spread {
  if (samples.length === 0) throw new Error('spread: no samples');
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median: round(median), min: round(sorted[0]!), max: round(sorted.at(-1)!), runs: sorted.length };
}

export function round(value: number, digits = 2): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

export const kb = (bytes: number): number => round(bytes / 1024, 2);

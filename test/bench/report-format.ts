/** How results.md writes a figure: ms, a median with its range, KB, a budget's verdict, a section. */
import { failed, type Section } from './results.js';
import { kb, round, type Spread } from './stats.js';

export const ms = (value: number): string => `${round(value, 1)} ms`;
export const range = (s: Spread): string => `${ms(s.median)} (${round(s.min, 1)}–${round(s.max, 1)}, n=${s.runs})`;
export const KB = (bytes: number): string => `${kb(bytes).toFixed(1)} KB`;

export function verdict(value: number, limit: number, unit: (n: number) => string, strict = false): string {
  const ok = strict ? value < limit : value <= limit;
  return ok ? `met (${unit(limit - value)} to spare)` : `**over by ${unit(value - limit)}**`;
}

export function section<T extends object>(title: string, value: Section<T>, render: (v: T) => string[]): string[] {
  const head = [`### ${title}`, ''];
  if (failed(value)) return [...head, `Not measured: ${value.error}`, ''];
  return [...head, ...render(value), ''];
}

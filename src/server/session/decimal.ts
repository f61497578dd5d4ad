/**
 * Exact arithmetic on the acquirer's decimal amount strings ("9.99", "10"), for amount
 * limits and plan-change credits. Scaled BigInt: no float drift.
 */
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

function scaled(value: string, scale: number): bigint | undefined {
  const m = DECIMAL.exec(value.trim());
  if (!m) return undefined;
  const fraction = (m[3] ?? '').padEnd(scale, '0');
  const n = BigInt(`${m[2]}${fraction}`);
  return m[1] ? -n : n;
}

function scaleOf(...values: string[]): number {
  return Math.max(0, ...values.map((v) => v.split('.')[1]?.length ?? 0));
}

/** -1, 0 or 1; undefined when either is not a decimal string. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 | undefined {
  const s = scaleOf(a, b);
  const x = scaled(a, s);
  const y = scaled(b, s);
  if (x === undefined || y === undefined) return undefined;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** a − b, never below zero, written with the larger number of decimals of the two. */
export function subtractFloorZero(a: string, b: string): string | undefined {
  const s = scaleOf(a, b);
  const x = scaled(a, s);
  const y = scaled(b, s);
  if (x === undefined || y === undefined) return undefined;
  const d = x > y ? x - y : 0n;
  if (s === 0) return d.toString();
  const digits = d.toString().padStart(s + 1, '0');
  return `${digits.slice(0, -s)}.${digits.slice(-s)}`;
}

/**
 * Request bodies for the property tests of the sandbox and the proxy: any JSON value,
 * near misses of a valid body, bodies nested to any depth, bodies of any size up to a
 * route's limit (and just over it), and text that is not JSON at all. Each arbitrary
 * yields the raw text to send.
 */
import fc from 'fast-check';

/** fuzzRuns(n): FUZZ_RUNS from the environment, else n. */
export function fuzzRuns(fallback: number): number {
  const runs = Number(process.env.FUZZ_RUNS);
  return Number.isInteger(runs) && runs > 0 ? runs : fallback;
}

/** fc.assert parameters: `runs` runs, and a failure message that carries the failing assertion, cut short. */
export function fuzzParameters(runs: number): fc.Parameters<unknown> {
  return {
    numRuns: runs,
    reporter(out) {
      if (!out.failed) return;
      const example = JSON.stringify(out.counterexample)?.slice(0, 300);
      throw new Error(`after ${out.numRuns} runs (seed ${out.seed}): ${String(out.errorInstance).slice(0, 800)}\ncounterexample: ${example}`);
    },
  };
}

/** A JSON text nested `depth` levels deep, as arrays or objects, around a leaf. */
export function nestedText(depth: number, kind: 'array' | 'object', leaf = '1'): string {
  return kind === 'array' ? '['.repeat(depth) + leaf + ']'.repeat(depth) : '{"a":'.repeat(depth) + leaf + '}'.repeat(depth);
}

/** A valid body with one field replaced by any JSON value, or removed. */
function nearMiss(base: Record<string, unknown>): fc.Arbitrary<string> {
  if (Object.keys(base).length === 0) return fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify({ extra: value }));
  return fc
    .record({ key: fc.constantFrom(...Object.keys(base)), value: fc.option(fc.jsonValue({ maxDepth: 3 }), { nil: undefined }) })
    .map(({ key, value }) => JSON.stringify({ ...base, [key]: value }));
}

/** Deep nesting on its own or inside a valid body: the recursion a fingerprint or schema walk would overflow on. */
function deep(bases: readonly Record<string, unknown>[]): fc.Arbitrary<string> {
  return fc
    .record({
      depth: fc.oneof(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 100, max: 6_000 })),
      kind: fc.constantFrom('array' as const, 'object' as const),
      base: fc.option(fc.constantFrom(...bases), { nil: undefined }),
      field: fc.constantFrom('extra', 'merchantInfo', 'paymentInfo', 'payMethodType', 'data'),
    })
    .map(({ depth, kind, base, field }) => (base ? JSON.stringify({ ...base, [field]: '\u0000' }).replace('"\\u0000"', nestedText(depth, kind)) : nestedText(depth, kind)));
}

/** A valid body padded to a size near 0…limit, or just around the limit. */
function sized(bases: readonly Record<string, unknown>[], limit: number): fc.Arbitrary<string> {
  return fc
    .record({
      base: fc.constantFrom(...bases),
      size: fc.oneof(fc.integer({ min: 0, max: Math.min(limit, 8 * 1024) }), fc.integer({ min: 0, max: limit }), fc.integer({ min: limit - 64, max: limit + 64 })),
    })
    .map(({ base, size }) => {
      const text = JSON.stringify({ ...base, pad: '' });
      return text.slice(0, -2) + 'x'.repeat(Math.max(0, size - text.length)) + '"}';
    });
}

/** Not JSON: any text, a valid body cut short, or one with a stray byte. */
function malformed(bases: readonly Record<string, unknown>[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.tuple(fc.constantFrom(...bases), fc.nat()).map(([base, cut]) => {
      const text = JSON.stringify(base);
      return text.slice(0, cut % text.length);
    }),
    fc.constantFrom('', '{', '[', '{"a":}', "{'a':1}", '{"a":1,}', 'NaN', 'undefined', '\u0000', '\uFEFF{}'),
  );
}

/**
 * Bodies for one route: `bases` are valid bodies of it (near misses and padding start
 * from them), `keys` its field names (random objects use them), `limit` its body limit in bytes.
 */
export function fuzzBodies(options: { bases: readonly Record<string, unknown>[]; keys: readonly string[]; limit: number }): fc.Arbitrary<string> {
  const { bases, keys, limit } = options;
  return fc.oneof(
    { weight: 4, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 3, arbitrary: fc.dictionary(fc.constantFrom(...keys), fc.jsonValue({ maxDepth: 3 })).map((v) => JSON.stringify(v)) },
    { weight: 4, arbitrary: fc.oneof(...bases.map(nearMiss)) },
    { weight: 2, arbitrary: deep(bases) },
    { weight: 1, arbitrary: sized(bases, limit) },
    { weight: 2, arbitrary: malformed(bases) },
  );
}

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { jsonDepth, MAX_JSON_DEPTH, parseBoundedJson } from '../../../src/core/json/bounded-json.js';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('jsonDepth', () => {
  const cases: Array<[string, number]> = [
    ['1', 0],
    ['"[[[{{{"', 0],
    ['"\\"[["', 0],
    ['{}', 1],
    ['{"a":[1,{"b":[]}]}', 4],
    ['[[],[[]]]', 3],
    ['{"k\\\\":[[]]}', 3],
    ['[] [] []', 1],
  ];
  for (const [text, depth] of cases) it(`${text} → ${depth}`, () => assert.equal(jsonDepth(text), depth));

  it('stops counting just past the limit', () => assert.equal(jsonDepth(nested(100_000), 10), 11));
});

describe('parseBoundedJson', () => {
  const cases: Array<[string, string, unknown]> = [
    ['{"a":1}', 'ok', { a: 1 }],
    ['', 'malformed', undefined],
    ['{"a":', 'malformed', undefined],
    ['{a:1}', 'malformed', undefined],
    [nested(MAX_JSON_DEPTH), 'ok', undefined],
    [nested(MAX_JSON_DEPTH + 1), 'too-deep', undefined],
    [nested(5000), 'too-deep', undefined],
    // Unbalanced text deep enough is refused as too deep before it is parsed.
    ['{'.repeat(MAX_JSON_DEPTH + 1), 'too-deep', undefined],
  ];
  for (const [text, outcome, value] of cases) {
    it(`${text.slice(0, 20)}… → ${outcome}`, () => {
      const result = parseBoundedJson(text);
      assert.equal(result.ok ? 'ok' : result.reason, outcome);
      if (result.ok && value !== undefined) assert.deepEqual(result.value, value);
    });
  }
});

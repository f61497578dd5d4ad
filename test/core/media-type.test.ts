import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isEncodedBody, isJsonMediaType, mediaTypeOf } from '../../src/core/media-type.js';

test('a Content-Type is JSON only as application/json, with any parameters', () => {
  const cases: ReadonlyArray<[header: string | null | undefined, json: boolean, type: string]> = [
    ['application/json', true, 'application/json'],
    ['Application/JSON; charset=UTF-8', true, 'application/json'],
    [' application/json ;charset=utf-8', true, 'application/json'],
    ['application/jsonfoo', false, 'application/jsonfoo'],
    ['application/json-seq', false, 'application/json-seq'],
    ['application/json+x', false, 'application/json+x'],
    ['text/json', false, 'text/json'],
    ['text/plain; application/json', false, 'text/plain'],
    ['', false, ''],
    [null, false, ''],
    [undefined, false, ''],
  ];
  for (const [header, json, type] of cases) {
    assert.equal(isJsonMediaType(header), json, String(header));
    assert.equal(mediaTypeOf(header), type, String(header));
  }
});

test('a Content-Encoding other than none or identity says the body is encoded', () => {
  const cases: ReadonlyArray<[header: string | null | undefined, encoded: boolean]> = [
    [undefined, false],
    [null, false],
    ['', false],
    ['identity', false],
    [' Identity ', false],
    ['gzip', true],
    ['br', true],
    ['gzip, identity', true],
    ['x-anything', true],
  ];
  for (const [header, encoded] of cases) assert.equal(isEncodedBody(header), encoded, String(header));
});

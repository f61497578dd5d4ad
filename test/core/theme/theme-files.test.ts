import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { THEMES_DIR, themeFiles } from '../../../scripts/generate-themes.js';
import { parseAppearance } from '../../../src/core/theme/appearance.js';
import { PRESETS, PRESET_NAMES } from '../../../src/core/theme/presets.js';
import { AppearanceDocument } from '../../../src/core/theme/schema.js';

const read = (file: string) => readFileSync(`${THEMES_DIR}${file}`, 'utf8');

test('themes/ holds exactly the generated files, and none is stale', () => {
  const files = themeFiles();
  assert.deepEqual(readdirSync(THEMES_DIR).sort(), [...files.keys()].sort());
  for (const [file, content] of files) {
    assert.equal(read(file), content, `themes/${file} is stale: run node --import tsx scripts/generate-themes.ts`);
  }
});

test('each themes/<preset>.json is a valid appearance document equal to its preset', () => {
  for (const name of PRESET_NAMES) {
    const json = read(`${name}.json`);
    const document: unknown = JSON.parse(json);
    assert.deepEqual(document, { theme: name, variables: PRESETS[name] });
    assert.equal(AppearanceDocument.safeParse(document).success, true, name);
    const parsed = parseAppearance(json);
    assert.deepEqual(parsed.dropped, [], name);
    assert.deepEqual(parsed.variables, PRESETS[name], name);
  }
});

test('the published JSON Schema describes the document', () => {
  const schema = JSON.parse(read('appearance.schema.json')) as {
    $schema: string;
    additionalProperties: boolean;
    properties: { theme: { enum: string[] }; variables: { properties: Record<string, unknown>; additionalProperties: boolean } };
  };
  assert.equal(schema.$schema, 'https://json-schema.org/draft/2020-12/schema');
  assert.deepEqual(schema.properties.theme.enum, [...PRESET_NAMES]);
  assert.deepEqual(Object.keys(schema.properties.variables.properties), Object.keys(PRESETS.default));
  assert.equal(schema.additionalProperties, false);
  assert.equal(schema.properties.variables.additionalProperties, false);
});

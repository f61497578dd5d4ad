/**
 * Writes themes/<preset>.json and themes/appearance.schema.json from src/core/theme, so
 * the published files never drift from the code (test/core/theme/theme-files.test.ts
 * fails when they are stale). Run: node --import tsx scripts/generate-themes.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as z from 'zod/mini';
import { PRESETS, PRESET_NAMES } from '../src/core/theme/presets.js';
import { AppearanceDocument } from '../src/core/theme/schema.js';

export const THEMES_DIR = fileURLToPath(new URL('../themes/', import.meta.url));

/** File name (in themes/) → content. */
export function themeFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of PRESET_NAMES) files.set(`${name}.json`, toJson({ theme: name, variables: PRESETS[name] }));
  files.set('appearance.schema.json', toJson(z.toJSONSchema(AppearanceDocument, { target: 'draft-2020-12' })));
  return files;
}

function toJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const [file, content] of themeFiles()) writeFileSync(new URL(file, pathToFileURL(THEMES_DIR)), content);
  console.log(`wrote ${[...themeFiles().keys()].join(', ')} to themes/`);
}

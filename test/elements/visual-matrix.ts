/**
 * What every screenshot suite covers (themes × languages × viewports) and the one check
 * against a baseline: the screenshot plugin's `match-screenshot` command, a diff of zero.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';

export const THEMES = ['default', 'night', 'high-contrast'] as const;
export const LANGUAGES = ['en', 'ar'] as const;
export const VIEWPORTS = [
  [1280, 800],
  [390, 844],
] as const;

type Match = { created: boolean; diff: number; size?: string };

/** The element at `selector`, screenshot and compared with baseline `name` (written on first run or with UPDATE_SCREENSHOTS). */
export async function matchScreenshot(name: string, selector: string): Promise<void> {
  const result = await executeServerCommand<Match, { name: string; selector: string }>('match-screenshot', { name, selector });
  expect(result?.diff, `${name} differs from its baseline${result?.size ? `: ${result.size}` : ''}`).to.equal(0);
}

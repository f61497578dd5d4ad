import { existsSync } from 'node:fs';

/** Launch flags for a headless Chromium on a locked-down, root-run CI machine. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Debian's Chromium where the machine has it (Playwright cannot download its own
 * browsers here); otherwise undefined, so Playwright uses the browser that
 * `npx playwright install chromium` put in place.
 */
export function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

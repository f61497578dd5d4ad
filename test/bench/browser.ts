/** One headless Chromium for the browser benches (the machine's own, flags for a locked-down box). */
import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../support/chromium.js';

export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  const executablePath = chromiumExecutable();
  return chromium.launch({
    headless: true,
    ...(executablePath ? { executablePath } : {}),
    // expose-gc: the memory bench collects garbage between its heap readings.
    args: [...chromiumArgs, '--js-flags=--expose-gc', ...extraArgs],
  });
}

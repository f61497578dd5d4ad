/**
 * The browser suite's `match-screenshot` command: Playwright takes a screenshot of one
 * element of the test page (animations off, caret hidden), pixelmatch compares it with its
 * baseline in test/elements/__screenshots__/<name>.png and the test gets the number of
 * differing pixels. A missing baseline is written (and reported as created); so is every
 * baseline with UPDATE_SCREENSHOTS=1 (`npm run test:screenshots:update`). A failed
 * comparison leaves <name>.actual.png and <name>.diff.png in test-results/screenshots/.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const BASELINES = 'test/elements/__screenshots__';
const RESULTS = 'test-results/screenshots';
const NAME = /^[a-z0-9-]+$/;

export function screenshotPlugin() {
  return {
    name: 'acq-match-screenshot',
    async executeCommand({ command, payload, session }) {
      if (command !== 'match-screenshot') return undefined;
      const { name, selector } = payload;
      if (!NAME.test(name)) throw new Error(`match-screenshot: bad name ${name}`);
      const page = session.browser.getPage(session.id);
      const options = { animations: 'disabled', caret: 'hide', scale: 'css' };
      // 'viewport': the whole visible page (a modal dialog in the top layer), else one element.
      const shot = selector === 'viewport' ? await page.screenshot(options) : await page.locator(selector).first().screenshot(options);
      const file = join(BASELINES, `${name}.png`);
      if (process.env.UPDATE_SCREENSHOTS === '1' || !existsSync(file)) {
        mkdirSync(BASELINES, { recursive: true });
        writeFileSync(file, shot);
        return { created: true, diff: 0 };
      }
      const expected = PNG.sync.read(readFileSync(file));
      const actual = PNG.sync.read(shot);
      if (expected.width !== actual.width || expected.height !== actual.height) {
        writeFailure(name, shot);
        return { created: false, diff: -1, size: `${actual.width}×${actual.height}, baseline ${expected.width}×${expected.height}` };
      }
      const out = new PNG({ width: actual.width, height: actual.height });
      const diff = pixelmatch(expected.data, actual.data, out.data, actual.width, actual.height, { threshold: 0.1 });
      if (diff > 0) writeFailure(name, shot, PNG.sync.write(out));
      return { created: false, diff };
    },
  };
}

function writeFailure(name, actual, diff) {
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(join(RESULTS, `${name}.actual.png`), actual);
  if (diff) writeFileSync(join(RESULTS, `${name}.diff.png`), diff);
}

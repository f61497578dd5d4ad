/**
 * The screens side by side: Adyen's Drop-in page and ours (the README snippet's page,
 * same order, same seven-ish methods) at a laptop's and a phone's viewport, each once
 * ready, put next to each other in one PNG per size (test/bench/screens/) for a person
 * to look at after `npm run bench`. Stripe's Payment Element loads only from
 * js.stripe.com, which this machine cannot reach: it is not in the picture.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { BrowserStack } from './browser-stack.js';
import { gotoMeasured } from './measured-signal.js';
import { benchDir } from './paths.js';

export const SCREEN_SIZES = {
  laptop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

export interface SideBySide {
  /** Paths relative to the repository, one per size. */
  files: Record<keyof typeof SCREEN_SIZES, string>;
}

/** One page at one size, once its probe says it is ready and our element has taken its first paint over. */
async function shot(browser: Browser, url: string, size: { width: number; height: number }, phone: boolean): Promise<Buffer> {
  // Not isMobile: the comparison pages have no viewport meta, so a mobile viewport would lay them out 980 px wide.
  const context = await browser.newContext({ viewport: size, deviceScaleFactor: phone ? 2 : 1 });
  try {
    const page = await context.newPage();
    await gotoMeasured(page, url);
    await page.waitForFunction('(() => { const f = window.__frame; return f.readyAt !== undefined && (!f.awaitTakeover || f.takenAt !== undefined); })()');
    // Adyen fades its methods in; a second lets any transition end.
    await page.waitForTimeout(1_000);
    return await page.screenshot({ fullPage: false });
  } finally {
    await context.close();
  }
}

/** Two screenshots next to each other with their names, drawn by the browser itself (no image library). */
async function compose(browser: Browser, left: Buffer, right: Buffer, size: { width: number; height: number }, phone: boolean): Promise<Buffer> {
  const scale = phone ? 2 : 1;
  const width = size.width * 2 + 48;
  const context = await browser.newContext({ viewport: { width, height: size.height + 64 }, deviceScaleFactor: scale });
  try {
    const page = await context.newPage();
    const figure = (title: string, png: Buffer) =>
      `<figure><figcaption>${title}</figcaption><img width="${size.width}" height="${size.height}" src="data:image/png;base64,${png.toString('base64')}"></figure>`;
    await page.setContent(`<!doctype html><style>
      body { margin: 0; display: flex; gap: 16px; padding: 8px 16px 16px; background: #cfd3d8; font: 600 14px system-ui, sans-serif; }
      figure { margin: 0; } figcaption { padding: 6px 0 8px; } img { display: block; box-shadow: 0 1px 4px #0004; background: #fff; }
      </style>${figure('acq-cashier (script tag, README snippet)', left)}${figure('Adyen Web 6 Drop-in', right)}`);
    await page.evaluate('Promise.all([...document.images].map((i) => i.decode()))');
    return await page.screenshot({ fullPage: true });
  } finally {
    await context.close();
  }
}

export async function captureSideBySide(browser: Browser, stack: BrowserStack): Promise<SideBySide> {
  const dir = join(benchDir, 'screens');
  mkdirSync(dir, { recursive: true });
  const files = {} as SideBySide['files'];
  for (const [name, size] of Object.entries(SCREEN_SIZES) as Array<[keyof typeof SCREEN_SIZES, { width: number; height: number }]>) {
    const phone = name === 'phone';
    const ours = await shot(browser, `${stack.url}/compare/fetched.html?session=${await stack.orderSession()}`, size, phone);
    const adyen = await shot(browser, `${stack.url}/compare/adyen.html`, size, phone);
    const file = `test/bench/screens/side-by-side-${name}.png`;
    writeFileSync(join(dir, `side-by-side-${name}.png`), await compose(browser, ours, adyen, size, phone));
    files[name] = file;
  }
  return { files };
}

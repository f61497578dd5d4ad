/**
 * Ours against Adyen Web 6 Drop-in in one run: the pages load alternately (Adyen, the
 * floor, then each of our variants, round after round, after warm-up rounds), each in a
 * fresh browser context, all timed by the same probe (frame-probe.ts) from the merchant
 * page's HTML responseEnd to the first frame with the method list rendered and Pay enabled.
 * Medians, the ratio to Adyen's median and the time added over the floor's in the same
 * run; layout shift from first paint to ready; Pay click → redirect.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { gotoMeasured } from './measured-signal.js';
import type { BrowserStack } from './browser-stack.js';
import { round, spread, type Spread } from './stats.js';

/** The pages of compare-pages.ts; `german`: a session whose cashierLanguage is German (ready: Pay enabled in German). */
export type Variant = 'fetched' | 'lazypreload' | 'preload' | 'embedded' | 'ssr' | 'german';
export const VARIANTS: readonly Variant[] = ['fetched', 'lazypreload', 'preload', 'embedded', 'ssr', 'german'];

interface FrameTiming {
  firstFrame: number;
  readyAt: number;
  /** Ours: the first frame where <acq-cashier> is defined and past loading (readyAt where the first paint was the element's own). */
  takenAt: number;
  methodsAt: number;
  firstPaint: number;
  readyFrame: number;
  cls: number;
  methods: number;
  /** The HTML's responseEnd (from navigation start), read once known: the origin of the other times. */
  htmlEnd: number;
}

export interface PageFigures {
  /** The HTML's responseEnd → first frame with the methods rendered and Pay enabled (the floor: its first frame). */
  interactive: Spread;
  /** The HTML's responseEnd → first frame showing the method list (hydrated or not). */
  methodsShown: Spread;
  /** The HTML's responseEnd → first contentful paint. */
  firstPaint: Spread;
  /** The HTML's responseEnd → the element in charge of the screen (the script tag's first paint taken over): interactive for others. */
  takenOver: Spread;
  /** Navigation start → the HTML's responseEnd (loopback: what the times above leave out). */
  html: Spread;
  /** Loads whose first animation frame already showed the methods. */
  methodsAtFirstFrame: number;
  cls: Spread;
  methods: number;
  /** interactive median / Adyen's interactive median. */
  ratio?: number;
  /** interactive median − the floor's interactive median, ms. */
  overFloor?: number;
}

export interface CompareResult {
  adyen: PageFigures & { jsGzip: number; cssGzip: number };
  /** A static page with no widget: its first frame, the least any page takes here. */
  floor?: PageFigures;
  ours: Partial<Record<Variant, PageFigures>>;
  /** Pay click → beforeunload of the page leaving for the payment page, clicked as soon as the page is ready. */
  payToRedirect: { adyen: Spread; ours: Spread; ratio: number };
  /** The same, clicked HUMAN_PAUSE_MS after ready (as a person would): the lazy code has loaded by then. */
  payAfterPause?: { adyen: Spread; ours: Spread; ratio: number };
  /** payToRedirect on a page whose links fetch the session code early (the snippet plus those links, low priority). */
  paySnippet?: { adyen: Spread; ours: Spread; ratio: number };
}

/** A person's pause between seeing the methods and clicking Pay (well under any real one). */
export const HUMAN_PAUSE_MS = 500;

async function inContext<T>(browser: Browser, run: (context: BrowserContext) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    return await run(context);
  } finally {
    await context.close();
  }
}

async function loadOnce(browser: Browser, url: string): Promise<FrameTiming> {
  return inContext(browser, async (context) => {
    const page = await context.newPage();
    await gotoMeasured(page, url);
    // The HTML's responseEnd once it is known (the first frame may come before the last byte is counted).
    const done = await page.waitForFunction(() => {
      const f = (window as unknown as { __frame: Partial<FrameTiming> }).__frame;
      const htmlEnd = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.responseEnd ?? 0;
      const waiting = f.readyAt === undefined || ((f as { awaitTakeover?: boolean }).awaitTakeover && f.takenAt === undefined);
      return waiting || htmlEnd <= 0 ? undefined : { ...f, htmlEnd };
    }, null, { timeout: 15_000 });
    const { firstFrame, readyAt, takenAt, methodsAt, firstPaint, readyFrame, cls, methods, htmlEnd } = (await done.jsonValue()) as FrameTiming;
    const from = (at: number) => at - htmlEnd;
    return { firstFrame: from(firstFrame), readyAt: from(readyAt), takenAt: from(takenAt ?? readyAt), methodsAt: from(methodsAt), firstPaint: from(firstPaint), readyFrame, cls, methods, htmlEnd };
  });
}

/** `widget` false: the floor page, which has no methods to count. */
function figures(runs: FrameTiming[], widget = true): PageFigures {
  const methods = Math.min(...runs.map((r) => r.methods));
  if (methods === 0 && widget) throw new Error('compare: a load ended without methods');
  return {
    interactive: spread(runs.map((r) => r.readyAt)),
    methodsShown: spread(runs.map((r) => r.methodsAt)),
    firstPaint: spread(runs.map((r) => r.firstPaint)),
    takenOver: spread(runs.map((r) => r.takenAt)),
    html: spread(runs.map((r) => r.htmlEnd)),
    methodsAtFirstFrame: runs.filter((r) => r.methodsAt === r.firstFrame).length,
    cls: spread(runs.map((r) => r.cls)),
    methods,
  };
}

/** Clicks Pay (ours: after choosing the sandbox wallet) and times until the page starts to navigate away. */
async function payOnce(browser: Browser, url: string, target: 'acq' | 'adyen', pauseMs = 0): Promise<number> {
  return inContext(browser, async (context) => {
    const page = await context.newPage();
    await gotoMeasured(page, url);
    if (pauseMs) await page.waitForTimeout(pauseMs);
    if (target === 'acq') {
      await page.evaluate(async () => {
        const cashier = document.querySelector('acq-cashier') as HTMLElement & { updateComplete: Promise<boolean> };
        const probe = (window as unknown as { __frame: { deep(root: ParentNode, s: string): HTMLElement[] } }).__frame;
        const wallet = probe.deep(document, 'input[type=radio]').find((r) => (r as HTMLInputElement).value.startsWith('method:EWALLET'));
        if (!wallet) throw new Error('no wallet radio');
        wallet.click();
        await cashier.updateComplete;
        await new Promise((resolve) => requestAnimationFrame(resolve));
      });
    }
    await page.evaluate((selector) => {
      const probe = (window as unknown as { __frame: { clickAt?: number; deep(root: ParentNode, s: string): HTMLElement[] } }).__frame;
      const pay = probe.deep(document, selector)[0];
      if (!pay) throw new Error(`no ${selector}`);
      probe.clickAt = performance.now();
      pay.click();
    }, target === 'acq' ? '[part~=pay-button]' : '.adyen-checkout__button--pay');
    const left = await page.waitForFunction(
      () => {
        const f = (window as unknown as { __frame: { clickAt: number; leftAt?: number } }).__frame;
        return f.leftAt === undefined ? undefined : f.leftAt - f.clickAt;
      },
      null,
      { timeout: 15_000 },
    );
    return (await left.jsonValue()) as number;
  });
}

export interface CompareOptions {
  loads: number;
  warmup: number;
  payLoads: number;
  variants: readonly Variant[];
  adyenGzip: { js: number; css: number };
}

export async function measureAgainstAdyen(browser: Browser, stack: BrowserStack, options: CompareOptions): Promise<CompareResult> {
  const adyenUrl = `${stack.url}/compare/adyen.html`;
  const floorUrl = `${stack.url}/compare/floor.html`;
  const ourUrl = async (variant: Variant) =>
    `${stack.url}/compare/${variant}.html?session=${await stack.orderSession(variant === 'german' ? 'de-DE' : undefined)}`;
  for (let i = 0; i < options.warmup; i++) {
    await loadOnce(browser, adyenUrl);
    await loadOnce(browser, floorUrl);
    for (const v of options.variants) await loadOnce(browser, await ourUrl(v));
  }
  const adyenRuns: FrameTiming[] = [];
  const floorRuns: FrameTiming[] = [];
  const ourRuns = new Map<Variant, FrameTiming[]>(options.variants.map((v) => [v, []]));
  for (let i = 0; i < options.loads; i++) {
    adyenRuns.push(await loadOnce(browser, adyenUrl));
    floorRuns.push(await loadOnce(browser, floorUrl));
    for (const v of options.variants) ourRuns.get(v)!.push(await loadOnce(browser, await ourUrl(v)));
  }
  const adyen = figures(adyenRuns);
  const floor = figures(floorRuns, false);
  const against = (f: PageFigures): PageFigures => ({
    ...f,
    ratio: round(f.interactive.median / adyen.interactive.median, 3),
    overFloor: round(f.interactive.median - floor.interactive.median, 1),
  });
  const ours: CompareResult['ours'] = {};
  for (const [v, runs] of ourRuns) ours[v] = against(figures(runs));
  const payTimes = async (pauseMs: number, variant: Variant = 'fetched') => {
    const payAdyen: number[] = [];
    const payOurs: number[] = [];
    for (let i = 0; i < options.payLoads; i++) {
      payAdyen.push(await payOnce(browser, adyenUrl, 'adyen', pauseMs));
      payOurs.push(await payOnce(browser, await ourUrl(variant), 'acq', pauseMs));
    }
    const [a, o] = [spread(payAdyen), spread(payOurs)];
    return { adyen: a, ours: o, ratio: round(o.median / a.median, 3) };
  };
  return {
    adyen: { ...adyen, overFloor: round(adyen.interactive.median - floor.interactive.median, 1), jsGzip: options.adyenGzip.js, cssGzip: options.adyenGzip.css },
    floor: against(floor),
    ours,
    payToRedirect: await payTimes(0),
    paySnippet: await payTimes(0, 'lazypreload'),
    payAfterPause: await payTimes(HUMAN_PAUSE_MS),
  };
}

/**
 * Time to interactive in Chromium: from the module's first statement to the pay methods
 * rendered and focusable, each load in a fresh browser context; and the result screen:
 * from the status event's arrival (SSE, after the sandbox's callback) to the rendered
 * result heading.
 */
import type { Browser, Page } from 'playwright-core';
import { gotoMeasured } from './measured-signal.js';
import type { BrowserStack } from './browser-stack.js';
import { spread, type Spread } from './stats.js';

export interface TtiResult {
  /** From the module's first statement to interactive. */
  fromModule: Spread;
  /** From the classic script before the module tag: adds fetching and compiling the module. */
  fromScriptTag: Spread;
  radios: number;
  /**
   * Parts of fromModule: evaluating the module; from its end to the view request's start;
   * the view request (proxy → sandbox → back); from the response to acq-ready (reading and
   * checking the view); from acq-ready to focusable radios (rendering).
   */
  phases: { evaluate: Spread; toRequest: Spread; viewRequest: Spread; toReady: Spread; render: Spread };
  /** Cumulative layout shift from the first paint to interactive (the page's footer below the cashier). */
  cls: Spread;
}

export interface ResultScreenResult {
  /** From the status event's arrival to the result heading rendered. */
  statusToResult: Spread;
  heading: string | null;
}

interface PageTti {
  radios: number;
  fromModule: number;
  fromScriptTag: number;
  evaluate: number;
  toRequest: number;
  viewRequest: number;
  toReady: number;
  render: number;
  cls: number;
}

const WALLET = 'method:EWALLET:EWALLET_SANDPAY';

async function withPage<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

async function loadOnce(browser: Browser, url: string): Promise<PageTti> {
  return withPage(browser, async (page) => {
    await gotoMeasured(page, url);
    const handle = await page.waitForFunction(() => (window as unknown as { __bench: { tti?: PageTti } }).__bench.tti, null, { timeout: 15_000 });
    return (await handle.jsonValue()) as PageTti;
  });
}

export async function measureTti(browser: Browser, stack: BrowserStack, options: { loads: number; warmup: number }): Promise<TtiResult> {
  const session = await stack.orderSession();
  const url = `${stack.url}/tti.html?session=${session}`;
  for (let i = 0; i < options.warmup; i++) await loadOnce(browser, url);
  const runs: PageTti[] = [];
  for (let i = 0; i < options.loads; i++) runs.push(await loadOnce(browser, url));
  const radios = Math.min(...runs.map((r) => r.radios));
  if (radios === 0) throw new Error('tti: a load ended without focusable pay methods');
  const of = (key: keyof PageTti) => spread(runs.map((r) => r[key]));
  return {
    fromModule: of('fromModule'),
    fromScriptTag: of('fromScriptTag'),
    radios,
    phases: { evaluate: of('evaluate'), toRequest: of('toRequest'), viewRequest: of('viewRequest'), toReady: of('toReady'), render: of('render') },
    cls: of('cls'),
  };
}

/** Pays with the sandbox wallet in frame mode, approves on the hosted page, and times the result screen. */
async function resultOnce(browser: Browser, stack: BrowserStack): Promise<{ ms: number; heading: string | null }> {
  const session = await stack.orderSession();
  return withPage(browser, async (page) => {
    await gotoMeasured(page, `${stack.url}/result.html?session=${session}`);
    await page.evaluate(async (wallet) => {
      const bench = (window as unknown as { __bench: { deepFind(el: Element, s: string): HTMLElement[] } }).__bench;
      const cashier = document.querySelector('acq-cashier') as HTMLElement & { updateComplete: Promise<boolean> };
      const radio = bench.deepFind(cashier, 'input[type=radio]').find((r) => (r as HTMLInputElement).value === wallet);
      if (!radio) throw new Error(`no ${wallet} radio`);
      radio.click();
      await cashier.updateComplete;
      bench.deepFind(cashier, '[part~="pay-button"]')[0]!.click();
    }, WALLET);
    // The hosted page is open in the frame and the status stream is connected.
    const redirect = await page.waitForFunction(
      () => {
        const bench = (window as unknown as { __bench: { redirect?: { url: string }; liveSources: Set<EventSource> } }).__bench;
        return bench.redirect && [...bench.liveSources].some((s) => s.readyState === 1) ? bench.redirect.url : undefined;
      },
      null,
      { timeout: 15_000 },
    );
    const webUrl = (await redirect.jsonValue()) as string;
    const approved = await fetch(webUrl, { method: 'POST', body: new URLSearchParams({ decision: 'approve' }), redirect: 'manual' });
    if (approved.status !== 303) throw new Error(`approve: ${approved.status}`);
    const result = await page.waitForFunction(() => (window as unknown as { __bench: { result?: unknown } }).__bench.result, null, { timeout: 15_000 });
    const { ms, heading, state } = (await result.jsonValue()) as { ms: number; heading: string | null; state: string };
    if (state !== 'succeeded') throw new Error(`result: ${state}`);
    return { ms, heading };
  });
}

export async function measureResultScreen(browser: Browser, stack: BrowserStack, options: { loads: number; warmup: number }): Promise<ResultScreenResult> {
  for (let i = 0; i < options.warmup; i++) await resultOnce(browser, stack);
  const runs: { ms: number; heading: string | null }[] = [];
  for (let i = 0; i < options.loads; i++) runs.push(await resultOnce(browser, stack));
  return { statusToResult: spread(runs.map((r) => r.ms)), heading: runs[0]?.heading ?? null };
}

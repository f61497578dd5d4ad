/**
 * Mount and unmount `<acq-cashier>` 200 times in Chromium, alternating a session that
 * shows the pay methods and one that resumes a pending payment (so each such mount opens
 * a status stream); then heap growth after garbage collection, and what was left behind:
 * timers (wrapped before the module), open EventSources, listeners on window and document
 * (CDP DOMDebugger.getEventListeners).
 */
import type { Browser, CDPSession } from 'playwright-core';
import { resumeKey } from '../../src/client/resume-store.js';
import { encodeResumeRecord, planRedirect } from '../../src/core/redirect/index.js';
import type { BrowserStack } from './browser-stack.js';
import { round } from './stats.js';

export interface MemoryResult {
  cycles: number;
  /** Heap used after GC, after the cycles minus before them (warm-up cycles excluded). */
  heapGrowthBytes: number;
  heapBeforeBytes: number;
  msPerCycle: number;
  /** Status streams the cycles opened (shows the stream path was exercised). */
  streamsOpened: number;
  left: { timers: number; intervals: number; streams: number; windowListeners: number; documentListeners: number };
}

interface Leftovers {
  timers: number;
  intervals: number;
  streams: number;
  opened: number;
}

async function heapAfterGc(cdp: CDPSession): Promise<number> {
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

async function listenerCount(cdp: CDPSession, expression: 'window' | 'document'): Promise<number> {
  const { result } = await cdp.send('Runtime.evaluate', { expression });
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
  await cdp.send('Runtime.releaseObject', { objectId: result.objectId! });
  return listeners.length;
}

/** A session whose first attempt waits on the wallet's page, and the resume record a return page would hold. */
async function pendingSession(stack: BrowserStack): Promise<{ id: string; key: string; record: string }> {
  const id = await stack.orderSession();
  const answer = await stack.pay(id, { payMethodType: 'EWALLET', payMethodName: 'EWALLET_SANDPAY', attempt: 1 });
  if (!answer.action?.webUrl) throw new Error(`memory: expected an action, got ${answer.status}`);
  const plan = planRedirect('redirect', { url: new URL(answer.action.webUrl), sessionId: id, attempt: 1, endpoint: '/cashier', now: Date.now() });
  if (plan.mode !== 'redirect') throw new Error('memory: no resume record');
  return { id, key: resumeKey(id), record: encodeResumeRecord(plan.resume) };
}

type Bench = {
  settle(el: Element): Promise<void>;
  sleep(ms: number): Promise<void>;
  timers: Map<number, string>;
  liveSources: Set<EventSource>;
  sourcesOpened: number;
};

/** Runs in the page: n mounts, alternating the two sessions; each waits until rendered (and streaming). */
async function cycleInPage({ n, sessions }: { n: number; sessions: string[] }): Promise<number> {
  const bench = (window as unknown as { __bench: Bench }).__bench;
  const started = performance.now();
  for (let i = 0; i < n; i++) {
    const el = document.createElement('acq-cashier') as HTMLElement & { state: { name: string } };
    el.setAttribute('endpoint', '/cashier');
    el.setAttribute('language', 'en');
    el.setAttribute('session', sessions[i % sessions.length]!);
    const ready = new Promise<void>((resolve, reject) => {
      el.addEventListener('acq-ready', () => resolve(), { once: true });
      el.addEventListener('acq-error', (e) => reject(new Error(JSON.stringify((e as CustomEvent).detail))), { once: true });
    });
    document.body.append(el);
    await ready;
    await bench.settle(el);
    if (el.state.name === 'confirming') {
      // Until the stream is open, or the cashier has left `confirming` (a resumed attempt still awaiting the
      // shopper goes back to the methods as soon as the proxy says so, closing its stream).
      for (let wait = 0; wait < 100 && el.state.name === 'confirming' && ![...bench.liveSources].some((s) => s.readyState === 1); wait++) {
        await bench.sleep(20);
      }
    }
    el.remove();
  }
  return performance.now() - started;
}

function leftovers(): Leftovers {
  const bench = (window as unknown as { __bench: Bench }).__bench;
  const kinds = [...bench.timers.values()];
  return {
    timers: kinds.filter((k) => k === 'timeout').length,
    intervals: kinds.filter((k) => k === 'interval').length,
    streams: bench.liveSources.size,
    opened: bench.sourcesOpened,
  };
}

export async function measureMemory(browser: Browser, stack: BrowserStack, options: { cycles: number; warmup: number }): Promise<MemoryResult> {
  const plain = await stack.orderSession();
  const pending = await pendingSession(stack);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${stack.url}/memory.html`);
    await page.waitForFunction(() => customElements.get('acq-cashier') !== undefined);
    await page.evaluate(({ key, record }) => sessionStorage.setItem(key, record), pending);
    const cdp = await context.newCDPSession(page);
    const sessions = [plain, pending.id];

    await page.evaluate(cycleInPage, { n: options.warmup, sessions });
    await page.evaluate(() => (window as unknown as { __bench: Bench }).__bench.sleep(200));
    const before = { heap: await heapAfterGc(cdp), left: await page.evaluate(leftovers), window: await listenerCount(cdp, 'window'), document: await listenerCount(cdp, 'document') };

    const ms = await page.evaluate(cycleInPage, { n: options.cycles, sessions });
    // Let aborted requests and closed streams settle before counting what is left.
    await page.evaluate(() => (window as unknown as { __bench: Bench }).__bench.sleep(200));
    const after = { heap: await heapAfterGc(cdp), left: await page.evaluate(leftovers), window: await listenerCount(cdp, 'window'), document: await listenerCount(cdp, 'document') };

    return {
      cycles: options.cycles,
      heapGrowthBytes: after.heap - before.heap,
      heapBeforeBytes: before.heap,
      msPerCycle: round(ms / options.cycles),
      streamsOpened: after.left.opened - before.left.opened,
      left: {
        timers: after.left.timers,
        intervals: after.left.intervals,
        streams: after.left.streams,
        windowListeners: after.window - before.window,
        documentListeners: after.document - before.document,
      },
    };
  } finally {
    await context.close();
  }
}

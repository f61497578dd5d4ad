/**
 * How the bench learns that a page has recorded its figure: the page's probe writes one
 * console line, which reaches Playwright over the protocol. Polling the page instead
 * (page.waitForFunction) injects and compiles Playwright's utility script in the page
 * right after its load event, on the main thread the cashier needs then: a same-run A/B
 * found it added ~23 ms to the script-tag page's ready time and nothing to Drop-in's,
 * whose work is over by then. So no script of the bench's runs in a page until its figure
 * is in; it is read afterwards.
 */
import type { Page } from 'playwright-core';

/** The line every probe writes once (frame-probe.ts, page-probe.ts). */
export const MEASURED_SIGNAL = 'acq-bench:measured';

/** `console.log(...)` of the signal, for the probes' plain-JS strings. */
export const SIGNAL_STATEMENT = `console.log(${JSON.stringify(MEASURED_SIGNAL)})`;

/** Loads url and resolves once the page's probe says its figure is recorded (or rejects after timeoutMs). */
export async function gotoMeasured(page: Page, url: string, timeoutMs = 15_000): Promise<void> {
  const measured = page.waitForEvent('console', { predicate: (message) => message.text() === MEASURED_SIGNAL, timeout: timeoutMs });
  await Promise.all([measured, page.goto(url)]);
}

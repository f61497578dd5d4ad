/** A cashier as the merchant's server writes it (the view in a JSON child, then upgraded in one go), and what the page fetched. */
import { expect } from '@open-wc/testing';
import '../../src/elements/acq-cashier/acq-cashier.js';
import type { AcqCashier } from '../../src/elements/acq-cashier/acq-cashier.js';
import type { CashierView } from '../../src/core/api/cashier.js';
import { FakeEventSource, type FakeProxy } from './fake-proxy.js';

/** `json` null: no view child, the element fetches its own. */
export function embeddedCashier(view: CashierView, proxy: FakeProxy, json: string | null = JSON.stringify(view)): AcqCashier {
  const host = document.createElement('div');
  const child = json === null ? '' : `<script type="application/json">${json.replace(/</g, '\\u003c')}</script>`;
  host.innerHTML = `<acq-cashier session="${view.id}" endpoint="/cashier" language="en" redirect-delay="-1">${child}</acq-cashier>`;
  const el = host.querySelector<AcqCashier>('acq-cashier')!;
  el.fetchImpl = proxy.fetch;
  el.eventSourceFactory = FakeEventSource.factory;
  document.body.append(host);
  return el;
}

/** The page's first request for a module under `path` (the test server serves src/ as is). */
function requestedModule(path: string): PerformanceResourceTiming | undefined {
  return (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) => new URL(entry.name).pathname.startsWith(path));
}

/** Both modules were requested, `early` before `late` had arrived: their downloads overlapped rather than ran one after the other. */
export function expectRequestedBeside(early: string, late: string): void {
  const [first, second] = [requestedModule(early), requestedModule(late)];
  expect(first, `${early} requested`).to.exist;
  expect(second, `${late} requested`).to.exist;
  expect(first!.startTime).to.be.lessThan(second!.responseEnd);
}

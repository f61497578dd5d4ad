/**
 * A themed session's appearance code downloads beside the session code, not after it: the
 * first screen starts it as soon as it sees the theme. Alone in its file, so that neither
 * module is in this page before the cashier asks for it.
 */
import { expect, waitUntil } from '@open-wc/testing';
import '../../src/elements/acq-cashier/acq-cashier.js';
import type { AcqCashier } from '../../src/elements/acq-cashier/acq-cashier.js';
import { FakeEventSource, FakeProxy } from './fake-proxy.js';
import { orderView } from './fixtures.js';

const requested = (path: string) =>
  (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) => new URL(entry.name).pathname.startsWith(path));

it('an embedded view with a theme: the appearance code is requested before the session code has even arrived', async () => {
  const view = orderView({ appearance: JSON.stringify({ theme: 'night' }) });
  const host = document.createElement('div');
  host.innerHTML = `<acq-cashier session="${view.id}" endpoint="/cashier" language="en"><script type="application/json">${JSON.stringify(view).replace(/</g, '\\u003c')}</script></acq-cashier>`;
  const el = host.querySelector<AcqCashier>('acq-cashier')!;
  el.fetchImpl = new FakeProxy({ view }).fetch;
  el.eventSourceFactory = FakeEventSource.factory;
  document.body.append(host);
  await waitUntil(() => el.state.name === 'ready' && getComputedStyle(el).backgroundColor === 'rgb(15, 20, 36)', 'never themed', { timeout: 3000 });
  const appearance = requested('/src/elements/shared/appearance.ts');
  const session = requested('/src/elements/acq-cashier/session-controller.ts');
  expect(appearance, 'appearance.ts requested').to.exist;
  expect(session, 'session-controller.ts requested').to.exist;
  expect(appearance!.startTime).to.be.lessThan(session!.responseEnd);
  host.remove();
});

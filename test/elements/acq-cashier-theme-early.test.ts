/**
 * A themed session's appearance code downloads beside the session code, not after it: the
 * first screen starts it as soon as it sees the theme. Alone in its file, so that neither
 * module is in this page before the cashier asks for it.
 */
import { waitUntil } from '@open-wc/testing';
import { embeddedCashier, expectRequestedBeside } from './embedded-cashier.js';
import { FakeProxy } from './fake-proxy.js';
import { orderView } from './fixtures.js';

it('an embedded view with a theme: the appearance code is requested before the session code has even arrived', async () => {
  const view = orderView({ appearance: JSON.stringify({ theme: 'night' }) });
  const el = embeddedCashier(view, new FakeProxy({ view }));
  await waitUntil(() => el.state.name === 'ready' && getComputedStyle(el).backgroundColor === 'rgb(15, 20, 36)', 'never themed', { timeout: 3000 });
  expectRequestedBeside('/src/elements/shared/appearance.ts', '/src/elements/acq-cashier/session-controller.ts');
  el.parentElement!.remove();
});

/**
 * An embedded subscription view's summary element downloads beside the session code, not
 * after it: the first screen starts it as soon as it sees the view. Alone in its file, so
 * that neither module is in this page before the cashier asks for it.
 */
import { waitUntil } from '@open-wc/testing';
import { embeddedCashier, expectRequestedBeside } from './embedded-cashier.js';
import { FakeProxy } from './fake-proxy.js';
import { subscriptionView } from './fixtures.js';

it('an embedded subscription view: its summary element is requested before the session code has even arrived', async () => {
  const view = subscriptionView();
  const el = embeddedCashier(view, new FakeProxy({ view }));
  await waitUntil(() => el.state.name === 'ready' && el.shadowRoot!.querySelector('acq-subscription-summary')?.shadowRoot?.hasChildNodes(), 'never showed the plan', { timeout: 3000 });
  expectRequestedBeside('/src/elements/acq-subscription-summary/acq-subscription-summary.ts', '/src/elements/acq-cashier/session-controller.ts');
  el.parentElement!.remove();
});

/** `<acq-cashier>` mounted with a FakeProxy behind it, and the steps the element tests take on it. */
import { fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/elements/acq-cashier/acq-cashier.js';
import type { AcqCashier } from '../../src/elements/acq-cashier/acq-cashier.js';
import type { CashierView } from '../../src/core/api/cashier.js';
import { FakeEventSource, FakeProxy, type FakeProxyOptions } from './fake-proxy.js';
import { orderView } from './fixtures.js';

export async function mountCashier(
  options: Partial<FakeProxyOptions> & { view?: CashierView } = {},
  attrs: { mode?: string; language?: string } = {},
): Promise<{ el: AcqCashier; proxy: FakeProxy }> {
  const view = options.view ?? orderView();
  const proxy = new FakeProxy({ ...options, view });
  const el = await fixture<AcqCashier>(html`<acq-cashier
    session=${view.id}
    endpoint="/cashier"
    language=${attrs.language ?? 'en'}
    redirect-mode=${attrs.mode ?? 'redirect'}
    redirect-delay="-1"
    .fetchImpl=${proxy.fetch}
    .eventSourceFactory=${FakeEventSource.factory}
  ></acq-cashier>`);
  return { el, proxy };
}

export async function untilState(el: AcqCashier, name: string): Promise<void> {
  await waitUntil(() => el.state.name === name, `state never became ${name} (is ${el.state.name})`, { timeout: 3000 });
  await el.updateComplete;
}

/** Picks the index-th radio of the pay methods. */
export async function chooseMethod(el: AcqCashier, index: number): Promise<void> {
  const methods = el.shadowRoot!.querySelector('acq-pay-methods')!;
  await methods.updateComplete;
  methods.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type=radio]')[index]!.click();
  await el.updateComplete;
}

/** The order of <acq-cashier>'s events: acq-ready first, one outcome per payment, status events only on a change. */
import { expect, waitUntil } from '@open-wc/testing';
import '../../src/elements/acq-cashier/acq-cashier.js';
import type { AcqCashier } from '../../src/elements/acq-cashier/acq-cashier.js';
import type { CashierView } from '../../src/core/api/cashier.js';
import { FakeEventSource, FakeProxy } from './fake-proxy.js';
import { orderView, snapshot } from './fixtures.js';

const EVENTS = ['acq-ready', 'acq-status-change', 'acq-success', 'acq-failure', 'acq-cancel', 'acq-error'] as const;

/** Mounts a cashier with every event recorded from before it connects. */
function mountRecording(view: CashierView): { el: AcqCashier; log: Array<{ type: string; detail: any }>; proxy: FakeProxy } {
  const proxy = new FakeProxy({ view });
  const el = document.createElement('acq-cashier');
  const log: Array<{ type: string; detail: any }> = [];
  for (const type of EVENTS) el.addEventListener(type, (e) => log.push({ type, detail: (e as CustomEvent).detail }));
  el.fetchImpl = proxy.fetch;
  el.eventSourceFactory = FakeEventSource.factory;
  el.redirectDelay = -1;
  el.setAttribute('session', view.id);
  el.setAttribute('endpoint', '/cashier');
  el.setAttribute('language', 'en');
  document.body.append(el);
  return { el, log, proxy };
}

describe('acq-cashier events', () => {
  beforeEach(() => sessionStorage.clear());

  it('a paid session: acq-ready, then acq-success once; a reload replays it marked restored', async () => {
    const view = orderView({ status: snapshot({ status: 'succeeded', acquirerStatus: 'PAY_SUCCESS' }) });
    const first = mountRecording(view);
    await waitUntil(() => first.log.some((e) => e.type === 'acq-success'), 'no acq-success', { timeout: 3000 });
    const outcomes = first.log.filter((e) => e.type !== 'acq-status-change').map((e) => e.type);
    expect(outcomes).to.deep.equal(['acq-ready', 'acq-success']);
    expect(first.log.find((e) => e.type === 'acq-success')!.detail.restored).to.equal(undefined);
    // The same element starting over (a new run of the same session) does not announce it again.
    first.el.setAttribute('session', 'cs_other');
    first.el.setAttribute('session', view.id);
    await new Promise((r) => setTimeout(r, 200));
    expect(first.log.filter((e) => e.type === 'acq-success')).to.have.length(1);
    first.el.remove();

    const reload = mountRecording(view);
    await waitUntil(() => reload.log.some((e) => e.type === 'acq-success'), 'no replay', { timeout: 3000 });
    const replay = reload.log.filter((e) => e.type !== 'acq-status-change');
    expect(replay.map((e) => e.type)).to.deep.equal(['acq-ready', 'acq-success']);
    expect(replay[1]!.detail.restored).to.equal(true);
    expect(replay[1]!.detail.snapshot.status).to.equal('succeeded');
    reload.el.remove();
  });

  it('acq-status-change only when the state or status changes, not when a method is picked', async () => {
    const { el, log } = mountRecording(orderView());
    await waitUntil(() => el.state.name === 'ready', 'never ready', { timeout: 3000 });
    await el.updateComplete;
    const methods = el.shadowRoot!.querySelector('acq-pay-methods')!;
    await methods.updateComplete;
    const radios = methods.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type=radio]');
    radios[1]!.click();
    radios[2]!.click();
    await el.updateComplete;
    const changes = log.filter((e) => e.type === 'acq-status-change').map((e) => `${e.detail.previous}→${e.detail.state}`);
    expect(changes).to.deep.equal(['loading→ready']);
    expect(log[0]!.type).to.equal('acq-status-change');
    el.remove();
  });
});

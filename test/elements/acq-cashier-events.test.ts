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
    expect(log[0]!.type).to.equal('acq-ready');
    el.remove();
  });

  // Listened to from the first moment: on the document, before the element exists, and the
  // element created by the parser (upgraded at once, as in a page's HTML).
  const FIRST_MOMENT: ReadonlyArray<[name: string, view: CashierView, expected: string[]]> = [
    ['an open session', orderView(), ['acq-ready', 'acq-status-change loading→ready']],
    [
      'a paid session',
      orderView({ status: snapshot({ status: 'succeeded', acquirerStatus: 'PAY_SUCCESS' }) }),
      ['acq-ready', 'acq-status-change loading→succeeded', 'acq-success'],
    ],
    [
      'a failed session',
      orderView({ status: snapshot({ status: 'failed', acquirerStatus: 'ORDER_CLOSE' }) }),
      ['acq-ready', 'acq-status-change loading→failed', 'acq-failure'],
    ],
  ];
  for (const [name, view, expected] of FIRST_MOMENT) {
    it(`${name}: acq-ready precedes every acq-status-change, for a listener there before the element`, async () => {
      const proxy = new FakeProxy({ view });
      const log: string[] = [];
      const record = (e: Event) => {
        const detail = (e as CustomEvent).detail;
        log.push(e.type === 'acq-status-change' ? `${e.type} ${detail.previous}→${detail.state}` : e.type);
      };
      for (const type of EVENTS) document.addEventListener(type, record);
      const fetch = window.fetch;
      window.fetch = (input, init) => proxy.fetch(String(input), init ?? {});
      const host = document.createElement('div');
      try {
        document.body.append(host);
        host.innerHTML = `<acq-cashier session="${view.id}" endpoint="/cashier" language="en" redirect-delay="-1"></acq-cashier>`;
        await waitUntil(() => log.length >= expected.length, `only ${log.join(', ')}`, { timeout: 3000 });
        await new Promise((r) => setTimeout(r, 100));
        expect(log).to.deep.equal(expected);
      } finally {
        for (const type of EVENTS) document.removeEventListener(type, record);
        window.fetch = fetch;
        host.remove();
      }
    });
  }

  it('a session that does not load: acq-error alone (no acq-status-change without acq-ready first)', async () => {
    const log: string[] = [];
    const el = document.createElement('acq-cashier');
    for (const type of EVENTS) el.addEventListener(type, (e) => log.push(e.type));
    const error = console.error;
    console.error = () => undefined;
    try {
      el.fetchImpl = async () => new Response('{}', { status: 404 });
      el.setAttribute('session', 'cs_unknown');
      el.setAttribute('endpoint', '/cashier');
      document.body.append(el);
      await waitUntil(() => log.includes('acq-error'), 'no acq-error', { timeout: 3000 });
      await new Promise((r) => setTimeout(r, 100));
      expect(log).to.deep.equal(['acq-error']);
    } finally {
      console.error = error;
      el.remove();
    }
  });
});

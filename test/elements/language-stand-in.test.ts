// <acq-language-menu> is loaded lazily by the cashier: until it is defined, the header
// shows a stand-in trigger with the same name and keys. Its own file: each test file has
// a fresh page, the only place where the menu is not defined yet when the cashier is ready.
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import '../../src/elements/acq-cashier/acq-cashier.js';
import type { AcqCashier } from '../../src/elements/acq-cashier/acq-cashier.js';
import { FakeEventSource, FakeProxy } from './fake-proxy.js';
import { orderView } from './fixtures.js';

describe('acq-cashier language stand-in trigger', () => {
  it('names the language like the menu trigger, and ArrowDown on it loads and opens the menu on the current language', async () => {
    expect(customElements.get('acq-language-menu'), 'defined before the test').to.equal(undefined);
    const proxy = new FakeProxy({ view: orderView() });
    const el = await fixture<AcqCashier>(html`<acq-cashier
      session=${orderView().id}
      endpoint="/cashier"
      language="en"
      redirect-delay="-1"
      .fetchImpl=${proxy.fetch}
      .eventSourceFactory=${FakeEventSource.factory}
    ></acq-cashier>`);
    // acq-ready is dispatched before the menu's prefetch starts.
    await oneEvent(el, 'acq-ready');
    const standIn = el.shadowRoot!.querySelector<HTMLButtonElement>('acq-language-menu > button')!;
    expect(standIn.getAttribute('aria-label')).to.equal('Language: English');
    expect(standIn.getAttribute('aria-haspopup')).to.equal('menu');
    expect(standIn.getAttribute('aria-expanded')).to.equal('false');
    expect(standIn.textContent!.trim()).to.equal('English');
    standIn.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, composed: true }));

    const menu = el.shadowRoot!.querySelector('acq-language-menu')!;
    await waitUntil(() => menu.shadowRoot?.querySelector('[role=menu]'), 'the menu never opened');
    await menu.updateComplete;
    expect(menu.querySelector('button'), 'the stand-in is gone').to.equal(null);
    expect(menu.shadowRoot!.querySelector('[part=trigger]')!.getAttribute('aria-expanded')).to.equal('true');
    expect(menu.shadowRoot!.activeElement?.getAttribute('lang')).to.equal('en');
    // Type-ahead over the languages' own names: "sv" finds Svenska, "s" again moves on, accents aside.
    const type = (key: string) => menu.shadowRoot!.querySelector('[role=menu]')!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true }));
    type('s');
    type('v');
    expect(menu.shadowRoot!.activeElement?.getAttribute('lang')).to.equal('sv');
    await new Promise((resolve) => setTimeout(resolve, 600));
    type('c');
    expect(menu.shadowRoot!.activeElement?.textContent?.trim()).to.match(/^Č/);
  });
});

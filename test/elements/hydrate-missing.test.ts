/**
 * A merchant's mistake: a server-rendered cashier (renderCashierHtml, Declarative Shadow
 * DOM) on a page that loads the cashier but not the hydration support (acq-hydrate.js,
 * `acq-cashier/hydrate`). Lit cannot hydrate the server's HTML and would render beside it:
 * two cashiers, two Pay buttons, silently. The element draws one, from its embedded view,
 * and says once in the console what to load first. (This page never loads src/hydrate.ts.)
 */
import { expect, waitUntil } from '@open-wc/testing';
import '../../src/elements/acq-cashier/acq-cashier.js';
import type { AcqCashier } from '../../src/elements/acq-cashier/acq-cashier.js';
import { FakeEventSource, FakeProxy } from './fake-proxy.js';
import { orderView } from './fixtures.js';

let logged: unknown[][];
const originalError = console.error;

beforeEach(() => {
  logged = [];
  console.error = (...args: unknown[]) => void logged.push(args);
});

afterEach(() => {
  console.error = originalError;
  for (const el of document.querySelectorAll('acq-cashier')) el.remove();
});

/** The server's HTML as a page's parser reads it (the shadow root attached from its template), then put in the page. */
function serverRendered(html: string): AcqCashier {
  const el = Document.parseHTMLUnsafe(html).querySelector('acq-cashier') as AcqCashier;
  el.fetchImpl = new FakeProxy({ view: orderView() }).fetch;
  el.eventSourceFactory = FakeEventSource.factory;
  document.body.append(el);
  return el;
}

const view = orderView();
const SERVER_HTML = `<acq-cashier session="${view.id}" endpoint="/cashier" language="en"><template shadowrootmode="open">
  <div class="container" part="container" id="from-server"><acq-order-summary defer-hydration><template shadowrootmode="open"><p>server summary</p></template></acq-order-summary>
  <button part="pay-button">Pay €24.90</button></div></template><script type="application/json">${JSON.stringify(view)}</script></acq-cashier>`;

describe('a server-rendered cashier without the hydration support', () => {
  it('one cashier (the server HTML replaced, not doubled) and one console error naming what to load first', async () => {
    const el = serverRendered(SERVER_HTML);
    expect(el.shadowRoot, 'the declarative shadow root').to.not.equal(null);
    await waitUntil(() => el.state.name === 'ready', `never ready (is ${el.state.name})`, { timeout: 3000 });
    await el.updateComplete;
    const root = el.shadowRoot!;
    // Counts, not the nodes: chai would print a whole element tree on a failure.
    const count = (selector: string) => root.querySelectorAll(selector).length;
    expect(count('#from-server'), "the server's markup is gone").to.equal(0);
    expect(count('[part=container]'), 'containers').to.equal(1);
    expect(count('[part=pay-button]'), 'Pay buttons').to.equal(1);
    expect(count('acq-order-summary'), 'order summaries').to.equal(1);
    await waitUntil(() => logged.length > 0, 'no console error', { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logged).to.have.length(1);
    expect(String(logged[0]![0])).to.contain('hydration support is not loaded').and.to.contain('(acq-hydrate.js) before acq-cashier.js').and.to.contain('import "acq-cashier/hydrate"');
  });

  it('a cashier without server HTML says nothing', async () => {
    const el = document.createElement('acq-cashier');
    el.fetchImpl = new FakeProxy({ view: orderView() }).fetch;
    el.eventSourceFactory = FakeEventSource.factory;
    for (const [name, value] of Object.entries({ session: view.id, endpoint: '/cashier', language: 'en' })) el.setAttribute(name, value);
    document.body.append(el);
    await waitUntil(() => el.state.name === 'ready', 'never ready', { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(logged).to.deep.equal([]);
  });
});

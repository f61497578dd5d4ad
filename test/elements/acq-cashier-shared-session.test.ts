/** Two <acq-cashier> on one session: each runs its own flow, so the developer is told once, in the console. */
import { expect, waitUntil } from '@open-wc/testing';
import '../../src/elements/acq-cashier/acq-cashier.js';
import type { AcqCashier } from '../../src/elements/acq-cashier/acq-cashier.js';
import { FakeEventSource, FakeProxy } from './fake-proxy.js';
import { orderView } from './fixtures.js';

function mount(session: string): AcqCashier {
  const proxy = new FakeProxy({ view: orderView({ id: session }) });
  const el = document.createElement('acq-cashier');
  el.fetchImpl = proxy.fetch;
  el.eventSourceFactory = FakeEventSource.factory;
  el.setAttribute('session', session);
  el.setAttribute('endpoint', '/cashier');
  el.setAttribute('language', 'en');
  document.body.append(el);
  return el;
}

const ready = (el: AcqCashier) => waitUntil(() => el.state.name === 'ready', 'never ready', { timeout: 3000 });

describe('acq-cashier: two elements on one session', () => {
  const original = console.warn;
  let warned: string[] = [];
  beforeEach(() => {
    warned = [];
    console.warn = (...args: unknown[]) => void warned.push(String(args[0]));
  });
  afterEach(() => {
    console.warn = original;
    for (const el of document.querySelectorAll('acq-cashier')) el.remove();
  });

  const aboutTwo = () => warned.filter((w) => w.includes('two <acq-cashier> elements'));

  it('warns once, naming the session, however many more show it', async () => {
    const [a, b, c] = [mount('cs_twice'), mount('cs_twice'), mount('cs_twice')];
    await Promise.all([ready(a), ready(b), ready(c)]);
    // Told by the session code, which takes over after the first screen's frame.
    await waitUntil(() => aboutTwo().length > 0, 'no warning', { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(aboutTwo()).to.have.length(1);
    expect(aboutTwo()[0]).to.contain('"cs_twice"');
  });

  it('says nothing for two sessions, or for one element that replaced another', async () => {
    const a = mount('cs_one');
    const b = mount('cs_two');
    await Promise.all([ready(a), ready(b)]);
    a.remove();
    const again = mount('cs_one');
    await ready(again);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(aboutTwo()).to.have.length(0);
  });
});

/**
 * The loading skeleton holds the place of the default order: nothing below the cashier
 * moves when the view arrives. A view that comes within the hold (first-screen.ts) is the
 * first thing drawn: till then the same place is kept unseen.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/elements/acq-cashier/acq-cashier.js';
import type { AcqCashier } from '../../src/elements/acq-cashier/acq-cashier.js';
import { FakeEventSource, FakeProxy } from './fake-proxy.js';
import { coffeeOrderView } from './fixtures.js';

async function cashierAbove(width: number, proxy: FakeProxy, session: string): Promise<{ el: AcqCashier; footer: HTMLElement }> {
  const page = await fixture<HTMLElement>(html`<div style="inline-size: ${width}px">
    <acq-cashier session=${session} endpoint="/cashier" language="en" .fetchImpl=${proxy.fetch} .eventSourceFactory=${FakeEventSource.factory}></acq-cashier>
    <footer>below</footer>
  </div>`);
  return { el: page.querySelector<AcqCashier>('acq-cashier')!, footer: page.querySelector('footer')! };
}

/** Watches the page's layout shifts; the returned function stops and tells their sum. */
function layoutShift(): () => number {
  let sum = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) sum += entry.value;
  });
  observer.observe({ type: 'layout-shift' });
  return () => {
    observer.disconnect();
    return sum;
  };
}

/** Whether the loading skeleton is drawn (not merely in the tree). */
const skeletonShown = (el: AcqCashier) => el.shadowRoot!.querySelector('[part=skeleton]')?.checkVisibility({ visibilityProperty: true }) ?? false;

for (const width of [480, 326]) {
  it(`a quick view: its place kept unseen, the pay screen the first thing drawn, nothing below moves (${width} px wide)`, async () => {
    const view = coffeeOrderView();
    const shift = layoutShift();
    const { el, footer } = await cashierAbove(width, new FakeProxy({ view, delay: 40 }), view.id);
    await el.updateComplete;
    const reserved = el.shadowRoot!.querySelector('.reserved');
    expect(reserved, 'the place kept').to.exist;
    expect(skeletonShown(el), 'nothing drawn').to.equal(false);
    const before = footer.getBoundingClientRect().top;
    let drawn = false;
    const watch = () => {
      drawn ||= skeletonShown(el);
      if (el.state.name !== 'ready') requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
    await waitUntil(() => el.state.name === 'ready', 'never ready', { timeout: 3000 });
    const methods = el.shadowRoot!.querySelector('acq-pay-methods')!;
    await methods.updateComplete;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    expect(methods.shadowRoot!.querySelectorAll('input[type=radio]')).to.have.length(5);
    expect(drawn, 'the skeleton was drawn').to.equal(false);
    expect(footer.getBoundingClientRect().top).to.equal(before);
    expect(shift()).to.equal(0);
  });
}

it('a view slower than the hold: the loading screen shows while it comes', async () => {
  const view = coffeeOrderView();
  const { el } = await cashierAbove(480, new FakeProxy({ view, delay: 700 }), view.id);
  await waitUntil(() => skeletonShown(el), 'the skeleton never showed', { timeout: 600 });
  expect(el.state.name).to.equal('loading');
  expect(el.shadowRoot!.querySelector('[role=status]')?.textContent).to.contain('Loading');
  // Seen: its blocks stand out from the page's white in the default theme, whose surface is that white too.
  const block = getComputedStyle(el.shadowRoot!.querySelector('[part=skeleton] i')!).backgroundColor;
  expect(block).to.not.equal(getComputedStyle(el).backgroundColor);
  expect(block).to.not.equal('rgb(255, 255, 255)');
  // The view's language is not known yet: the language trigger keeps its place, unseen (it would say "English" to everyone).
  const trigger = () => el.shadowRoot!.querySelector<HTMLElement>('[part~=language-trigger]')!;
  expect(trigger().checkVisibility({ visibilityProperty: true }), 'no language named while loading').to.equal(false);
  const height = el.shadowRoot!.querySelector('[part=header]')!.getBoundingClientRect().height;
  expect(height).to.be.at.least(44);
  await waitUntil(() => el.state.name === 'ready', 'never ready', { timeout: 3000 });
  await el.updateComplete;
  expect(trigger().checkVisibility({ visibilityProperty: true }), 'shown once the view is here').to.equal(true);
  expect(el.shadowRoot!.querySelector('[part=header]')!.getBoundingClientRect().height).to.equal(height);
});

for (const width of [480, 326]) {
  it(`keeps the page below still from skeleton to ready (${width} px wide)`, async () => {
    const view = coffeeOrderView();
    // Slower than the hold: the skeleton is drawn first.
    const proxy = new FakeProxy({ view, delay: 300 });
    const shift = layoutShift();
    const { el, footer } = await cashierAbove(width, proxy, view.id);
    await waitUntil(() => skeletonShown(el), 'the skeleton never showed', { timeout: 1000 });
    const before = footer.getBoundingClientRect().top;
    await waitUntil(() => el.state.name === 'ready', 'never ready', { timeout: 3000 });
    const methods = el.shadowRoot!.querySelector('acq-pay-methods')!;
    await methods.updateComplete;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    expect(methods.shadowRoot!.querySelectorAll('input[type=radio]')).to.have.length(5);
    expect(footer.getBoundingClientRect().top).to.equal(before);
    expect(shift()).to.equal(0);
  });
}

it('a quick view with a theme: nothing is drawn in the default colours before its themed screen', async () => {
  const view = coffeeOrderView({ appearance: JSON.stringify({ theme: 'night' }) });
  const { el } = await cashierAbove(480, new FakeProxy({ view, delay: 40 }), view.id);
  // How the container looked each time the shadow root changed.
  const looks = new Set<string>();
  const look = () => {
    const container = el.shadowRoot!.querySelector('.container');
    if (container) looks.add(`${getComputedStyle(container).visibility} on ${getComputedStyle(el).backgroundColor}`);
  };
  const observer = new MutationObserver(look);
  observer.observe(el.shadowRoot!, { childList: true, subtree: true });
  look();
  await waitUntil(() => el.state.name === 'ready' && getComputedStyle(el).backgroundColor === 'rgb(15, 20, 36)', 'never themed', { timeout: 3000 });
  await el.updateComplete;
  look();
  observer.disconnect();
  expect([...looks].filter((seen) => seen !== 'hidden on rgba(0, 0, 0, 0)')).to.deep.equal(['visible on rgb(15, 20, 36)']);
});

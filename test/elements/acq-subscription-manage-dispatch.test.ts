/** <acq-cashier> with a `subscription-manage` session: the subscription page instead of the checkout, and a plan change back into the checkout. */
import { expect, waitUntil } from '@open-wc/testing';
import '../../src/elements/acq-cashier/acq-cashier.js';
import type { AcqCashier } from '../../src/elements/acq-cashier/acq-cashier.js';
import { axeViolations } from './axe.js';
import { FakeManageProxy, FakeViewSource, manageView } from './fake-manage-proxy.js';
import { FakeProxy } from './fake-proxy.js';
import { changeView } from './fixtures.js';

function mount(): { el: AcqCashier; manage: FakeManageProxy; checkout: FakeProxy; log: Array<{ type: string; detail: any }> } {
  const manage = new FakeManageProxy({ view: manageView() });
  const checkout = new FakeProxy({ view: { ...changeView(), id: 'cs_change_1' } });
  const el = document.createElement('acq-cashier');
  const log: Array<{ type: string; detail: any }> = [];
  for (const type of ['acq-ready', 'acq-subscription-cancel', 'acq-plan-change', 'acq-error']) el.addEventListener(type, (e) => log.push({ type, detail: (e as CustomEvent).detail }));
  el.fetchImpl = (input, init) => (new URL(input, location.href).pathname.includes('/cs_change_1') ? checkout.fetch(input, init) : manage.fetch(input, init));
  el.eventSourceFactory = FakeViewSource.factory as never;
  el.setAttribute('session', 'ms_test_1');
  el.setAttribute('endpoint', '/cashier');
  el.setAttribute('language', 'en');
  document.body.append(el);
  return { el, manage, checkout, log };
}

const page = (el: AcqCashier) => el.shadowRoot!.querySelector('acq-subscription-manage');

describe('acq-cashier with a subscription-manage session', () => {
  afterEach(() => document.querySelector('acq-cashier')?.remove());

  it('shows the subscription page (one acq-ready, the page’s), no checkout, no error', async () => {
    const { el, log } = mount();
    await waitUntil(() => log.some((e) => e.type === 'acq-ready'), 'never ready', { timeout: 4000 });
    const shown = page(el)!;
    await shown.updateComplete;
    expect(shown.getAttribute('session')).to.equal('ms_test_1');
    expect(shown.shadowRoot!.textContent).to.include('Coffee club');
    expect(el.shadowRoot!.querySelector('.container')).to.equal(null);
    expect(log.map((e) => e.type)).to.deep.equal(['acq-ready']);
    expect(log[0]!.detail.view.kind).to.equal('subscription-manage');
    expect(el.state.name).to.equal('loading');
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('the page’s events reach the cashier’s listeners (cancel)', async () => {
    const { el, log } = mount();
    await waitUntil(() => page(el)?.shadowRoot?.querySelector('[part~=cancel-button]'), 'no page', { timeout: 4000 });
    page(el)!.shadowRoot!.querySelector<HTMLButtonElement>('[part~=cancel-button]')!.click();
    await page(el)!.updateComplete;
    page(el)!.shadowRoot!.querySelector<HTMLButtonElement>('[part~=confirm-cancel-button]')!.click();
    await waitUntil(() => log.some((e) => e.type === 'acq-subscription-cancel'), 'no cancel event', { timeout: 3000 });
    expect(log.find((e) => e.type === 'acq-subscription-cancel')!.detail).to.deep.equal({ subscriptionStatus: 'USER_CANCELLED', status: 'cancelled' });
  });

  it('a plan change: the cashier switches its session and shows the plan-change checkout', async () => {
    const { el, manage, log } = mount();
    await waitUntil(() => page(el)?.shadowRoot?.querySelector('[part~=change-plan-button]'), 'no page', { timeout: 4000 });
    page(el)!.shadowRoot!.querySelector<HTMLButtonElement>('[part~=change-plan-button]')!.click();
    await page(el)!.updateComplete;
    page(el)!.shadowRoot!.querySelector<HTMLButtonElement>('[part~=plan-choice]')!.click();
    await waitUntil(() => el.state.name === 'ready', `never ready (${el.state.name})`, { timeout: 4000 });
    expect(manage.callsTo('/subscription/change')[0]!.body).to.deep.equal({ planId: 'club-plus' });
    expect(el.getAttribute('session')).to.equal('cs_change_1');
    expect(page(el)).to.equal(null);
    expect(el.state.name === 'ready' && el.state.view.kind).to.equal('subscription-change');
    const summary = el.shadowRoot!.querySelector('acq-subscription-summary')!;
    await summary.updateComplete;
    expect(summary.shadowRoot!.textContent).to.include('Plan change');
    expect(log.filter((e) => e.type === 'acq-plan-change').map((e) => e.detail)).to.deep.equal([{ session: 'cs_change_1' }]);
    expect(log.filter((e) => e.type === 'acq-ready').map((e) => e.detail.view.kind)).to.deep.equal(['subscription-manage', 'subscription-change']);
  });

  it('a plan change: the page never takes the change session for its own (no read of it, no acq-error)', async () => {
    const { el, log } = mount();
    await waitUntil(() => page(el)?.shadowRoot?.querySelector('[part~=change-plan-button]'), 'no page', { timeout: 4000 });
    const shown = page(el)!;
    const sessions: Array<string | null> = [];
    new MutationObserver(() => sessions.push(shown.getAttribute('session'))).observe(shown, { attributeFilter: ['session'] });
    shown.shadowRoot!.querySelector<HTMLButtonElement>('[part~=change-plan-button]')!.click();
    await shown.updateComplete;
    shown.shadowRoot!.querySelector<HTMLButtonElement>('[part~=plan-choice]')!.click();
    await waitUntil(() => el.state.name === 'ready', `never ready (${el.state.name})`, { timeout: 4000 });
    await new Promise((r) => setTimeout(r, 100));
    expect(sessions).to.deep.equal([]);
    expect(log.filter((e) => e.type === 'acq-error')).to.deep.equal([]);
  });
});

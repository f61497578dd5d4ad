/** <acq-subscription-manage>'s "View at the payment provider": the checked URL by redirect, popup and frame, acq-redirect, and the view read again on return. */
import { expect, waitUntil } from '@open-wc/testing';
import { axeViolations } from './axe.js';
import { FakeManageProxy, FakeViewSource, manageView, pastDueView } from './fake-manage-proxy.js';
import { captureNavigation } from './fixtures.js';
import { mount, part, root, text } from './manage-mount.js';

describe('acq-subscription-manage: the payment-method page', () => {
  afterEach(() => {
    for (const el of document.querySelectorAll('acq-subscription-manage')) el.remove();
    FakeViewSource.instances = [];
  });

  it('update payment method, redirect mode: the checked URL, the whole page', async () => {
    const proxy = new FakeManageProxy({ view: manageView() });
    const el = document.createElement('acq-subscription-manage');
    const visited = captureNavigation(el);
    el.fetchImpl = proxy.fetch;
    el.eventSourceFactory = null;
    el.setAttribute('session', 'ms_test_1');
    el.setAttribute('endpoint', '/cashier');
    document.body.append(el);
    await waitUntil(() => part(el, 'update-payment-button'), 'no button', { timeout: 3000 });
    part(el, 'update-payment-button')!.click();
    await waitUntil(() => visited.length === 1, 'no navigation', { timeout: 3000 });
    expect(visited).to.deep.equal(['https://pay.example.test/manage/tok_1']);
    expect(proxy.callsTo('/manage', 'GET')).to.have.length(1);
  });

  it('acq-redirect first (cancelable, as the checkout\'s): prevented, the shopper stays', async () => {
    const { el } = await mount({ view: manageView() });
    const visited = captureNavigation(el);
    const seen: unknown[] = [];
    el.addEventListener('acq-redirect', (e) => {
      seen.push(e.detail);
      e.preventDefault();
    });
    part(el, 'update-payment-button')!.click();
    await waitUntil(() => seen.length === 1, 'no acq-redirect', { timeout: 3000 });
    await el.updateComplete;
    expect(seen).to.deep.equal([{ url: 'https://pay.example.test/manage/tok_1', mode: 'redirect' }]);
    expect(visited).to.deep.equal([]);
    expect(root(el).querySelector('[role=alert]')).to.equal(null);
    expect(part(el, 'update-payment-button')!.disabled).to.equal(false);
  });

  it('a URL outside webUrlHosts is refused, on screen', async () => {
    const { el } = await mount({ view: manageView(), link: () => ({ url: 'https://evil.example/steal', expiresAt: '2099-01-01T00:00:00Z' }) });
    const visited = captureNavigation(el);
    part(el, 'update-payment-button')!.click();
    await waitUntil(() => root(el).querySelector('[role=alert]'), 'no alert', { timeout: 3000 });
    expect(text(el)).to.include('The payment page address was refused for your safety.');
    expect(visited).to.deep.equal([]);
  });

  it('popup mode: the window opens in the click, goes to the URL, and its closing refreshes the view', async () => {
    const popup = { closed: false, location: { href: 'about:blank' }, focus() {}, close() { this.closed = true; } };
    const open = window.open;
    window.open = (() => popup) as unknown as typeof window.open;
    try {
      const { el, proxy } = await mount({ view: manageView() }, { 'redirect-mode': 'popup' });
      part(el, 'update-payment-button')!.click();
      await waitUntil(() => popup.location.href.startsWith('https://'), 'the popup never left about:blank', { timeout: 3000 });
      expect(popup.location.href).to.equal('https://pay.example.test/manage/tok_1');
      await el.updateComplete;
      expect(text(el)).to.include('Continue at the payment provider in the window that opened.');
      const views = proxy.callsTo('/sessions/ms_test_1', 'GET').length;
      proxy.view = manageView({}, { nextPaymentAt: '2026-07-08T10:00:00Z' });
      popup.closed = true;
      await waitUntil(() => text(el).includes('Jul 8, 2026'), 'the view was not refreshed', { timeout: 3000 });
      expect(proxy.callsTo('/sessions/ms_test_1', 'GET').length).to.equal(views + 1);
    } finally {
      window.open = open;
    }
  });

  it('frame mode: the page in a dialog; closing it refreshes the view', async () => {
    const { el, proxy } = await mount({ view: manageView({ webUrlHosts: [location.host] }), link: () => ({ url: `${location.origin}/test/elements/frame-fixture.html`, expiresAt: '2099-01-01T00:00:00Z' }) }, { 'redirect-mode': 'frame' });
    part(el, 'update-payment-button')!.click();
    await waitUntil(() => root(el).querySelector('dialog[open]'), 'no dialog', { timeout: 3000 });
    expect(root(el).querySelector('iframe')!.getAttribute('src')).to.equal(`${location.origin}/test/elements/frame-fixture.html`);
    expect(await axeViolations(el)).to.deep.equal([]);
    proxy.view = pastDueView();
    root(el).querySelector('dialog')!.close();
    await waitUntil(() => text(el).includes('Payment overdue'), 'the view was not refreshed', { timeout: 3000 });
    expect(root(el).querySelector('dialog')).to.equal(null);
  });
});

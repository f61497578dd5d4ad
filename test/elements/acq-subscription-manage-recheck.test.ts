/** <acq-subscription-manage> reading the view again: a cancel whose answer was lost, a refusal, a stream that fails, a tab shown again; focus and announcements. */
import { expect, waitUntil } from '@open-wc/testing';
import { ManageRun } from '../../src/elements/acq-subscription-manage/manage-run.js';
import { cancelledView, FakeViewSource, manageView, pastDueView, refusal } from './fake-manage-proxy.js';
import { mount, part, root, text } from './manage-mount.js';

const status = (el: HTMLElement) => root(el).querySelector('[part=status]')!.textContent!.trim();
const alertText = (el: HTMLElement) => root(el).querySelector('[role=alert]')?.textContent?.replace(/\s+/g, ' ') ?? null;

async function confirmCancel(el: HTMLElement & { updateComplete: Promise<boolean> }): Promise<void> {
  part(el, 'cancel-button')!.click();
  await el.updateComplete;
  part(el, 'confirm-cancel-button')!.click();
}

describe('acq-subscription-manage: reading the view again', () => {
  const pollMs = ManageRun.pollMs;
  afterEach(() => {
    for (const el of document.querySelectorAll('acq-subscription-manage')) el.remove();
    FakeViewSource.instances = [];
    ManageRun.pollMs = pollMs;
  });

  it('a cancel whose answer is lost after the proxy cancelled: the cancelled notice and one acq-subscription-cancel, no alert', async () => {
    const { el, proxy, log } = await mount({ view: manageView(), drop: (call) => call.path.endsWith('/subscription/cancel') });
    await confirmCancel(el);
    await waitUntil(() => text(el).includes('Your subscription is cancelled.'), `never cancelled (${text(el)})`, { timeout: 3000 });
    await el.updateComplete;
    expect(status(el)).to.equal('Cancelled');
    expect(text(el)).to.include('You keep access until Jun 8, 2026.');
    expect(alertText(el)).to.equal(null);
    expect(proxy.calls.map((c) => `${c.method} ${c.path.split('/').slice(4).join('/')}`)).to.deep.equal(['GET ', 'POST subscription/cancel', 'GET ']);
    // The stream's word on the same cancel comes too: still one event, no error.
    FakeViewSource.instances.at(-1)!.emit(proxy.view);
    await el.updateComplete;
    expect(log.filter((e) => e.type === 'acq-subscription-cancel').map((e) => e.detail)).to.deep.equal([{ subscriptionStatus: 'USER_CANCELLED', status: 'cancelled' }]);
    expect(log.some((e) => e.type === 'acq-error')).to.equal(false);
  });

  it('lost, and the read after it fails too: the connection alert, until a view shows the subscription over', async () => {
    let views = 0;
    const drop = ({ method, path }: { method: string; path: string }) => path.endsWith('/subscription/cancel') || (method === 'GET' && path.endsWith('/ms_test_1') && ++views === 2);
    const { el, proxy, log } = await mount({ view: manageView(), drop });
    await confirmCancel(el);
    await waitUntil(() => alertText(el), 'no alert', { timeout: 3000 });
    expect(alertText(el)).to.include('Your subscription could not be cancelled.');
    expect(log.map((e) => e.type)).to.deep.equal(['acq-ready', 'acq-error']);
    FakeViewSource.instances.at(-1)!.emit(proxy.view);
    await el.updateComplete;
    expect(alertText(el)).to.equal(null);
    expect(text(el)).to.include('Your subscription is cancelled.');
    expect(status(el)).to.equal('Cancelled');
    FakeViewSource.instances.at(-1)!.emit(proxy.view);
    expect(log.filter((e) => e.type === 'acq-subscription-cancel')).to.have.length(1);
  });

  it('lost, then cancelled by a second try: the stream’s word after it tells nothing more', async () => {
    let cancels = 0;
    let views = 0;
    const drop = ({ method, path }: { method: string; path: string }) =>
      (path.endsWith('/subscription/cancel') && ++cancels === 1) || (method === 'GET' && path.endsWith('/ms_test_1') && ++views === 2);
    const { el, proxy, log } = await mount({ view: manageView(), drop, cancel: () => (cancels === 0 ? manageView() : cancelledView(manageView())) });
    await confirmCancel(el);
    await waitUntil(() => alertText(el) && !part(el, 'cancel-button')!.disabled, 'no alert', { timeout: 3000 });
    await confirmCancel(el);
    await waitUntil(() => text(el).includes('Your subscription is cancelled.'), 'never cancelled', { timeout: 3000 });
    FakeViewSource.instances.at(-1)!.emit(proxy.view);
    await el.updateComplete;
    expect(log.filter((e) => e.type === 'acq-subscription-cancel')).to.have.length(1);
  });

  it('a refusal that a fresh view shows moot (cancelled elsewhere) is cleared', async () => {
    const { el } = await mount({ view: manageView(), cancel: () => refusal(502, 'acquirer_unavailable', 'error.unavailable') });
    await confirmCancel(el);
    await waitUntil(() => alertText(el), 'no alert', { timeout: 3000 });
    FakeViewSource.instances.at(-1)!.emit(cancelledView(manageView()));
    await el.updateComplete;
    expect(alertText(el)).to.equal(null);
    expect(status(el)).to.equal('Cancelled');
  });

  it('a cancel refused because another tab cancelled (no stream): the view read again, in words of its own', async () => {
    const { el, proxy, log } = await mount({ view: manageView(), cancel: () => refusal(409, 'subscription_not_active') });
    proxy.view = cancelledView(manageView());
    await confirmCancel(el);
    await waitUntil(() => alertText(el) && status(el) === 'Cancelled', `not read again (${text(el)})`, { timeout: 3000 });
    expect([...root(el).querySelectorAll('[role=alert] p')].map((p) => p.textContent)).to.deep.equal(['Your subscription could not be cancelled.', 'This subscription is no longer active.']);
    expect(alertText(el)).not.to.include('Something went wrong');
    expect(part(el, 'cancel-button')).to.equal(null);
    expect(log.filter((e) => e.type === 'acq-error').map((e) => e.detail.error.code)).to.deep.equal(['subscription_not_active']);
    expect(log.some((e) => e.type === 'acq-subscription-cancel')).to.equal(false);
  });

  it('a plan pick refused because another tab cancelled: the view read again, the same words', async () => {
    const { el, proxy } = await mount({ view: manageView(), change: () => refusal(409, 'subscription_not_active') });
    part(el, 'change-plan-button')!.click();
    await el.updateComplete;
    proxy.view = cancelledView(manageView());
    root(el).querySelector<HTMLButtonElement>('[part=plan-choice]')!.click();
    await waitUntil(() => alertText(el) && status(el) === 'Cancelled', `not read again (${text(el)})`, { timeout: 3000 });
    expect(alertText(el)!.trim()).to.equal('This subscription is no longer active.');
    expect(part(el, 'change-plan-button')).to.equal(null);
  });

  it('a stream that fails gives way to reads every pollMs', async () => {
    ManageRun.pollMs = 100;
    const { el, proxy } = await mount({ view: manageView() });
    const source = FakeViewSource.instances.at(-1)!;
    source.fail();
    expect(source.closed).to.equal(true);
    proxy.view = cancelledView(manageView());
    await waitUntil(() => status(el) === 'Cancelled', 'never polled', { timeout: 3000 });
    el.remove();
    const reads = proxy.calls.length;
    await new Promise((r) => setTimeout(r, 300));
    expect(proxy.calls.length, 'polls after removal').to.equal(reads);
  });

  it('a poll that finds the session gone stops polling and tells it once (acq-error)', async () => {
    ManageRun.pollMs = 100;
    const { el, proxy, log } = await mount({ view: manageView() });
    FakeViewSource.instances.at(-1)!.fail();
    proxy.expired = true;
    await waitUntil(() => log.some((e) => e.type === 'acq-error'), 'never told', { timeout: 3000 });
    const reads = proxy.calls.length;
    await new Promise((r) => setTimeout(r, 400));
    expect(proxy.calls.length, 'reads after the session was gone').to.equal(reads);
    expect(log.filter((e) => e.type === 'acq-error').map((e) => (e.detail as { error: { code: string } }).error.code)).to.deep.equal(['session_not_found']);
    // The page stays as it was: the shopper's next act says what is wrong.
    expect(status(el)).to.equal('Active');
  });

  it('a tab shown again reads the view', async () => {
    const { el, proxy } = await mount({ view: manageView() });
    proxy.view = pastDueView();
    document.dispatchEvent(new Event('visibilitychange'));
    await waitUntil(() => status(el) === 'Payment overdue', 'not read again', { timeout: 3000 });
  });

  it('a failed "Update payment method" gives focus back to its button', async () => {
    const { el } = await mount({ view: manageView(), link: () => refusal(409, 'not_manageable'), delay: 300 });
    const button = part(el, 'update-payment-button')!;
    button.focus();
    button.click();
    await waitUntil(() => alertText(el), 'no alert', { timeout: 3000 });
    await waitUntil(() => !button.disabled, 'still busy', { timeout: 3000 });
    await el.updateComplete;
    expect(root(el).activeElement?.getAttribute('part') ?? document.activeElement?.tagName).to.equal('update-payment-button');
  });

  it('a past-due notice that arrives live is announced (role=status)', async () => {
    const { el } = await mount({ view: manageView() });
    FakeViewSource.instances.at(-1)!.emit(pastDueView());
    await el.updateComplete;
    const notice = root(el).querySelector('[part=notice]')!;
    expect(notice.getAttribute('role')).to.equal('status');
    expect(notice.textContent).to.include('Your latest payment failed.');
  });
});

/** <acq-subscription-manage> against a fake proxy: each state, the cancel, the refusals, plan change, live updates, languages, axe. */
import { expect, waitUntil } from '@open-wc/testing';
import type { ManageStatus, ManageView } from '../../src/core/api/manage-view.js';
import { axeViolations } from './axe.js';
import { cancelledView, FakeManageProxy, FakeViewSource, manageView, pastDueView, refusal } from './fake-manage-proxy.js';
import { mount, part, root, rows, text } from './manage-mount.js';

describe('acq-subscription-manage', () => {
  afterEach(() => {
    for (const el of document.querySelectorAll('acq-subscription-manage, acq-cashier')) el.remove();
    FakeViewSource.instances = [];
  });

  it('shows the plan, the price per period, the status in words, the next payment and the history newest first', async () => {
    const { el, log } = await mount({ view: manageView() });
    const shown = text(el);
    expect(shown).to.include('Coffee club');
    expect(shown).to.include('€9.99 every month');
    expect(shown).to.include('Active');
    expect(shown).not.to.include('ACTIVE');
    expect(shown).to.include('Next payment');
    expect(shown).to.include('Jun 8, 2026');
    expect(rows(el)).to.deep.equal([
      ['May 8, 2026', '€9.99', 'Paid'],
      ['Apr 8, 2026', '€9.99', 'Paid'],
      ['Mar 8, 2026', '€9.99', 'Paid'],
    ]);
    expect(root(el).querySelector('[role=alert]')).to.equal(null);
    expect(log[0]).to.deep.equal({ type: 'acq-ready', detail: { locale: 'en', view: { id: 'ms_test_1', kind: 'subscription-manage', amount: { value: '9.99', currency: 'EUR' }, status: 'active' } } });
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('says every status in words and offers nothing once the subscription is over', async () => {
    const words: Record<ManageStatus, string> = {
      trialing: 'In trial', active: 'Active', past_due: 'Payment overdue', pending: 'Pending', cancelled: 'Cancelled', expired: 'Expired', closed: 'Closed',
    };
    for (const [status, word] of Object.entries(words) as Array<[ManageStatus, string]>) {
      const { el } = await mount({ view: manageView({}, { status, trialEndAt: '2026-05-15T00:00:00Z', endAt: '2027-01-08T10:00:00Z' }) });
      expect(root(el).querySelector('[part=status]')!.textContent!.trim(), status).to.equal(word);
      const over = ['cancelled', 'expired', 'closed'].includes(status);
      expect(part(el, 'cancel-button') === null, `${status}: cancel offered`).to.equal(over);
      expect(part(el, 'update-payment-button') === null, `${status}: update offered`).to.equal(over);
      expect(text(el).includes('Trial ends'), `${status}: trial end`).to.equal(status === 'trialing');
      // The planned end means nothing once the subscription is over (a cancel ends it sooner).
      expect(text(el).includes('Ends on'), `${status}: planned end`).to.equal(!over);
      el.remove();
    }
  });

  it('past due: the notice, the failed period in words', async () => {
    const { el } = await mount({ view: pastDueView() });
    expect(text(el)).to.include('Your latest payment failed. It may be tried again, so make sure your payment method can be charged.');
    expect(rows(el)[0]).to.deep.equal(['May 8, 2026', '€9.99', 'Failed']);
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('the merchant’s return page, when the session has one, and only an http(s) one', async () => {
    const { el } = await mount({ view: manageView({ returnUrl: 'https://shop.example.test/account' }) });
    expect(part(el, 'return-link')!.getAttribute('href')).to.equal('https://shop.example.test/account');
    expect(part(el, 'return-link')!.textContent!.trim()).to.equal('Return to the shop');
    el.remove();
    const unsafe = await mount({ view: manageView({ returnUrl: 'javascript:alert(1)' }) });
    expect(part(unsafe.el, 'return-link')).to.equal(null);
  });

  it('an empty history says so', async () => {
    const { el } = await mount({ view: manageView({ payments: [] }) });
    expect(text(el)).to.include('No payments yet.');
  });

  it('cancel: a confirmation that says what the shopper keeps, then the cancelled state and one event', async () => {
    const { el, proxy, log } = await mount({ view: manageView(), delay: 50 });
    part(el, 'cancel-button')!.click();
    await el.updateComplete;
    expect(text(el)).to.include('Cancel your subscription?');
    expect(text(el)).to.include('You keep access until Jun 8, 2026.');
    expect(proxy.callsTo('/subscription/cancel')).to.have.length(0);
    expect(await axeViolations(el)).to.deep.equal([]);
    // A double click: one request.
    const confirm = part(el, 'confirm-cancel-button')!;
    confirm.click();
    confirm.click();
    await el.updateComplete;
    expect(confirm.disabled).to.equal(true);
    await waitUntil(() => log.some((e) => e.type === 'acq-subscription-cancel'), 'no cancel event', { timeout: 3000 });
    await el.updateComplete;
    expect(proxy.callsTo('/subscription/cancel')).to.have.length(1);
    expect(proxy.callsTo('/subscription/cancel')[0]!.body).to.deep.equal({});
    expect(log.filter((e) => e.type === 'acq-subscription-cancel').map((e) => e.detail)).to.deep.equal([{ subscriptionStatus: 'USER_CANCELLED', status: 'cancelled' }]);
    expect(text(el)).to.include('Your subscription is cancelled.');
    expect(text(el)).to.include('You keep access until Jun 8, 2026.');
    expect(root(el).querySelector('[part=status]')!.textContent!.trim()).to.equal('Cancelled');
    expect(part(el, 'cancel-button')).to.equal(null);
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('"Keep subscription" goes back without a request', async () => {
    const { el, proxy } = await mount({ view: manageView() });
    part(el, 'cancel-button')!.click();
    await el.updateComplete;
    part(el, 'keep-button')!.click();
    await el.updateComplete;
    expect(part(el, 'cancel-button')).not.to.equal(null);
    expect(proxy.callsTo('/subscription/cancel')).to.have.length(0);
  });

  for (const [status, code, key, words] of [
    [409, 'subscription_not_active', 'error.generic', 'This subscription is no longer active.'],
    [502, 'acquirer_unavailable', 'error.unavailable', 'Payments are unavailable right now. Please try again in a moment.'],
  ] as const) {
    it(`a refused cancel (${status}) is explained on screen, never silent`, async () => {
      const { el, log } = await mount({ view: manageView(), cancel: () => refusal(status, code, key) });
      part(el, 'cancel-button')!.click();
      await el.updateComplete;
      part(el, 'confirm-cancel-button')!.click();
      await waitUntil(() => root(el).querySelector('[role=alert]'), 'no alert', { timeout: 3000 });
      const alert = root(el).querySelector('[role=alert]')!.textContent!.replace(/\s+/g, ' ');
      expect(alert).to.include('Your subscription could not be cancelled.');
      expect(alert).to.include(words);
      expect(log.some((e) => e.type === 'acq-subscription-cancel')).to.equal(false);
      expect(log.find((e) => e.type === 'acq-error')!.detail.error.code).to.equal(code);
      expect(root(el).querySelector('[part=status]')!.textContent!.trim()).to.equal('Active');
      expect(await axeViolations(el)).to.deep.equal([]);
    });
  }

  it('change plan: the other plans; a pick creates the change session and announces it (cancelable)', async () => {
    const { el, proxy, log } = await mount({ view: manageView() });
    el.addEventListener('acq-plan-change', (e) => e.preventDefault());
    part(el, 'change-plan-button')!.click();
    await el.updateComplete;
    const choices = [...root(el).querySelectorAll<HTMLButtonElement>('[part=plan-choice]')];
    expect(choices.map((c) => c.textContent!.replace(/\s+/g, ' ').trim())).to.deep.equal(['Coffee club plus €17.50 every month 14-day trial · €0.00 Number of payments: 12', 'Weekly beans €4.90 every 2 weeks']);
    expect(await axeViolations(el)).to.deep.equal([]);
    choices[0]!.click();
    choices[0]!.click();
    await waitUntil(() => log.some((e) => e.type === 'acq-plan-change'), 'no event', { timeout: 3000 });
    expect(proxy.callsTo('/subscription/change')).to.deep.equal([{ method: 'POST', path: '/cashier/sessions/ms_test_1/subscription/change', body: { planId: 'club-plus' } }]);
    expect(log.find((e) => e.type === 'acq-plan-change')!.detail).to.deep.equal({ session: 'cs_change_1' });
    expect(el.isConnected).to.equal(true);
  });

  it('change plan, by default: the checkout of the new session takes the page’s place; switchSession when <acq-cashier> set it', async () => {
    const { el } = await mount({ view: manageView() }, { 'redirect-mode': 'popup' });
    part(el, 'change-plan-button')!.click();
    await el.updateComplete;
    root(el).querySelector<HTMLButtonElement>('[part=plan-choice]')!.click();
    await waitUntil(() => !el.isConnected, 'still on the page', { timeout: 3000 });
    const cashier = document.querySelector('acq-cashier')!;
    expect([cashier.getAttribute('session'), cashier.getAttribute('endpoint'), cashier.getAttribute('redirect-mode')]).to.deep.equal(['cs_change_1', '/cashier', 'popup']);
    cashier.remove();

    const second = await mount({ view: manageView() });
    const switched: string[] = [];
    second.el.switchSession = (id) => switched.push(id);
    part(second.el, 'change-plan-button')!.click();
    await second.el.updateComplete;
    root(second.el).querySelector<HTMLButtonElement>('[part=plan-choice]')!.click();
    await waitUntil(() => switched.length === 1, 'never switched', { timeout: 3000 });
    expect(switched).to.deep.equal(['cs_change_1']);
  });

  it('a refused plan change (A0048) is explained with the checkout’s words', async () => {
    const { el } = await mount({ view: manageView(), change: () => refusal(409, 'A0048', 'error.changeInPayment') });
    part(el, 'change-plan-button')!.click();
    await el.updateComplete;
    root(el).querySelector<HTMLButtonElement>('[part=plan-choice]')!.click();
    await waitUntil(() => root(el).querySelector('[role=alert]'), 'no alert', { timeout: 3000 });
    expect(text(el)).to.include('A change to this subscription is already being paid.');
  });

  it('live: an `event: view` from the stream updates the screen', async () => {
    const { el } = await mount({ view: manageView() });
    const source = FakeViewSource.instances.at(-1)!;
    expect(source.url).to.match(/\/cashier\/sessions\/ms_test_1\/events$/);
    source.emit(pastDueView());
    await el.updateComplete;
    expect(text(el)).to.include('Your latest payment failed.');
    source.emit({ ...cancelledView(manageView()), id: 'someone_else' } as ManageView);
    await el.updateComplete;
    expect(root(el).querySelector('[part=status]')!.textContent!.trim()).to.equal('Payment overdue');
    el.remove();
    expect(source.closed).to.equal(true);
  });

  it('live: a cancel from elsewhere while the confirmation is open leaves it for the overview', async () => {
    const { el, proxy } = await mount({ view: manageView() });
    part(el, 'cancel-button')!.click();
    await el.updateComplete;
    FakeViewSource.instances.at(-1)!.emit(cancelledView(manageView()));
    await waitUntil(() => part(el, 'confirm-cancel-button') === null, 'still asking', { timeout: 3000 });
    expect(root(el).querySelector('[part=status]')!.textContent!.trim()).to.equal('Cancelled');
    expect(proxy.callsTo('/subscription/cancel')).to.have.length(0);
  });

  it('German: money, dates and words in German', async () => {
    const { el } = await mount({ view: manageView() }, { language: 'de' });
    expect(el.getAttribute('lang')).to.equal('de');
    const shown = text(el);
    expect(shown).to.include('9,99 € monatlich');
    expect(shown).to.include('Aktiv');
    expect(shown).to.include('Zahlungsverlauf');
    expect(rows(el)[0]).to.deep.equal(['08.05.2026', '9,99\u00a0€', 'Bezahlt']);
    expect(part(el, 'cancel-button')!.textContent!.trim()).to.equal('Abonnement kündigen');
  });

  it('Arabic: right to left, Arabic words, the amount isolated', async () => {
    const { el } = await mount({ view: manageView() }, { language: 'ar' });
    expect([el.getAttribute('lang'), el.getAttribute('dir')]).to.deep.equal(['ar', 'rtl']);
    expect(root(el).querySelector('[part=status]')!.textContent!.trim()).to.equal('نشط');
    expect(text(el)).to.include('سجل الدفعات');
    expect(root(el).querySelector('tbody td:nth-child(2) bdi')!.textContent).to.include('€');
    // Arabic's own date and money order (Latin digits, right-to-left marks), no-break spaces as spaces.
    expect(rows(el)[0]!.map((cell) => cell.replace(/\s/g, ' '))).to.deep.equal(['08\u200f/05\u200f/2026', '\u200f9.99 €', 'مدفوع']);
    expect(root(el).querySelector('.plan p:nth-child(2)')!.textContent!.replace(/\s/g, ' ')).to.equal('\u200f9.99 € كل شهر');
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('a view that cannot be loaded: an explanation and a retry', async () => {
    const proxy = new FakeManageProxy({ view: manageView() });
    const el = document.createElement('acq-subscription-manage');
    el.fetchImpl = proxy.fetch;
    el.setAttribute('session', 'ms_missing');
    el.setAttribute('endpoint', '/cashier');
    document.body.append(el);
    await waitUntil(() => root(el).querySelector('[role=alert]'), 'no alert', { timeout: 3000 });
    expect(text(el)).to.include('Your subscription could not be loaded. Please try again later.');
    expect(await axeViolations(el)).to.deep.equal([]);
  });
});

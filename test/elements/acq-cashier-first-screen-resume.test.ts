/**
 * The first screen and a stored resume record (issue 31): only a pay call answered with the
 * acquirer's page stores one, so a view at attempt 0 is shown without reading
 * sessionStorage (whose first access blocks on the browser process before the first
 * paint). A view past attempt 0 is read as before; an embedded view at attempt 0 that is
 * older than the tab's record (a cached page) is read once the session code is there.
 */
import { expect, waitUntil } from '@open-wc/testing';
import '../../src/elements/acq-cashier/acq-cashier.js';
import type { AcqCashier } from '../../src/elements/acq-cashier/acq-cashier.js';
import type { CashierView } from '../../src/core/api/cashier.js';
import { RESUME_KEY_PREFIX } from '../../src/client/resume-key.js';
import { clearResume, saveResume } from '../../src/client/resume-store.js';
import { embeddedCashier } from './embedded-cashier.js';
import { FakeProxy } from './fake-proxy.js';
import { orderView, snapshot } from './fixtures.js';

type WithFirst = { first: { run?: unknown } };
const fresh = () => orderView({ status: snapshot({ status: 'open', attempt: 0 }) });
const paid = () => snapshot({ status: 'succeeded', acquirerStatus: 'PAY_SUCCESS', attempt: 1 });

function mount(proxy: FakeProxy, view: CashierView, embed = false): AcqCashier {
  return embeddedCashier(view, proxy, embed ? JSON.stringify(view) : null);
}

/** Counts reads of resume records (any session) from here on. */
function countResumeReads(): { reads: () => number; restore: () => void } {
  const original = Storage.prototype.getItem;
  let reads = 0;
  Storage.prototype.getItem = function (this: Storage, key: string) {
    if (key.startsWith(RESUME_KEY_PREFIX)) reads += 1;
    return original.call(this, key);
  };
  return { reads: () => reads, restore: () => void (Storage.prototype.getItem = original) };
}

describe('acq-cashier first screen and a stored resume', () => {
  let spy: ReturnType<typeof countResumeReads> | undefined;
  afterEach(() => {
    spy?.restore();
    spy = undefined;
    clearResume(orderView().id);
    document.querySelectorAll('acq-cashier').forEach((el) => el.parentElement!.remove());
  });

  it('a fetched view at attempt 0: the pay screen, and no resume record read before or after the session code', async () => {
    spy = countResumeReads();
    const el = mount(new FakeProxy({ view: fresh() }), fresh());
    await waitUntil(() => (el as unknown as WithFirst).first.run !== undefined, 'the session code never came', { timeout: 3000 });
    expect(el.state.name).to.equal('ready');
    expect(spy.reads()).to.equal(0);
  });

  it('back from the acquirer unpaid (a view past attempt 0, a record): the session code resumes, asks the status, shows the methods', async () => {
    saveResume({ sessionId: orderView().id, attempt: 1, endpoint: '/cashier', savedAt: Date.now() });
    spy = countResumeReads();
    const waiting = snapshot({ status: 'action_required', attempt: 1, action: { webUrl: 'https://pay.example.test/authorize/1' } });
    const proxy = new FakeProxy({ view: orderView({ status: waiting }), status: () => waiting });
    const el = mount(proxy, orderView());
    await waitUntil(() => el.state.name === 'ready' && proxy.callsTo('/status', 'GET').length > 0, `never back to the methods (is ${el.state.name})`, { timeout: 3000 });
    expect(spy.reads()).to.be.greaterThan(0);
  });

  it('an embedded view at attempt 0 older than the record: shown at once, then the session code reads the record and resumes', async () => {
    saveResume({ sessionId: orderView().id, attempt: 1, endpoint: '/cashier', savedAt: Date.now() });
    const proxy = new FakeProxy({ view: orderView({ status: paid() }), status: paid, delay: 50 });
    const el = mount(proxy, fresh(), true);
    expect(el.state.name).to.equal('ready');
    await waitUntil(() => el.state.name === 'succeeded', `never resumed (is ${el.state.name})`, { timeout: 3000 });
    expect(proxy.callsTo('/status', 'GET').length).to.be.greaterThan(0);
  });
});

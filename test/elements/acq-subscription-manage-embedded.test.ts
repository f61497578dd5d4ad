/** <acq-subscription-manage> on its own, given the page's view by the merchant's server as a `<script type="application/json">` child, as `<acq-cashier>` takes one. */
import { expect, waitUntil } from '@open-wc/testing';
import '../../src/elements/acq-subscription-manage/acq-subscription-manage.js';
import type { AcqSubscriptionManage } from '../../src/elements/acq-subscription-manage/acq-subscription-manage.js';
import type { ManageView } from '../../src/core/api/manage-view.js';
import { cancelledView, FakeManageProxy, FakeViewSource, manageView } from './fake-manage-proxy.js';

function embedded(view: ManageView, proxy: FakeManageProxy, json = JSON.stringify(view)): AcqSubscriptionManage {
  const host = document.createElement('div');
  host.innerHTML = `<acq-subscription-manage session="${view.id}" endpoint="/cashier" language="en"><script type="application/json">${json.replace(/</g, '\\u003c')}</script></acq-subscription-manage>`;
  const el = host.querySelector<AcqSubscriptionManage>('acq-subscription-manage')!;
  el.fetchImpl = proxy.fetch;
  el.eventSourceFactory = FakeViewSource.factory as never;
  document.body.append(host);
  return el;
}

const text = (el: AcqSubscriptionManage) => el.shadowRoot?.textContent ?? '';

describe('acq-subscription-manage with a script child', () => {
  afterEach(() => document.querySelectorAll('acq-subscription-manage').forEach((el) => el.parentElement!.remove()));

  it('shows the page at its first render, before the proxy answers, then checks it', async () => {
    const proxy = new FakeManageProxy({ view: manageView(), delay: 5000 });
    const el = embedded(manageView(), proxy);
    await el.updateComplete;
    expect(text(el)).to.include('Coffee club');
    expect(text(el)).to.include('Active');
    expect(text(el)).to.not.include('Loading');
    expect(proxy.calls.map((c) => `${c.method} ${c.path}`)).to.deep.equal(['GET /cashier/sessions/ms_test_1'], 'only the check, unanswered');
  });

  it('a stale child gives way to what the proxy says (cancelled meanwhile)', async () => {
    const proxy = new FakeManageProxy({ view: cancelledView(manageView()), delay: 50 });
    const el = embedded(manageView(), proxy);
    await waitUntil(() => text(el).includes('Cancelled'), 'the stale page stayed', { timeout: 3000 });
  });

  it('a child that is not JSON, or another session’s view: loads from the proxy instead', async () => {
    for (const json of ['{not json', JSON.stringify({ ...manageView(), id: 'ms_someone_else' })]) {
      const proxy = new FakeManageProxy({ view: manageView() });
      const el = embedded(manageView(), proxy, json);
      await el.updateComplete;
      expect(text(el)).to.include('Loading');
      await waitUntil(() => text(el).includes('Coffee club'), 'never loaded', { timeout: 3000 });
      el.parentElement!.remove();
    }
  });
  it('a themed page: unseen on a transparent host until its theme is on, never in the default colours', async () => {
    const view = manageView({ appearance: JSON.stringify({ theme: 'night' }) });
    const proxy = new FakeManageProxy({ view, delay: 5000 });
    const el = embedded(view, proxy);
    // How the page looked each time its shadow root changed before the theme came.
    const looks = new Set<string>();
    const observer = new MutationObserver(() => {
      const container = el.shadowRoot!.querySelector('.container');
      if (container && getComputedStyle(el).backgroundColor !== 'rgb(15, 20, 36)') looks.add(`${getComputedStyle(container).visibility} on ${getComputedStyle(el).backgroundColor}`);
    });
    observer.observe(el.shadowRoot!, { childList: true, subtree: true, characterData: true });
    await el.updateComplete;
    expect(text(el)).to.include('Coffee club');
    await waitUntil(() => getComputedStyle(el).backgroundColor === 'rgb(15, 20, 36)', 'never themed', { timeout: 3000 });
    observer.disconnect();
    expect([...looks]).to.deep.equal(['hidden on rgba(0, 0, 0, 0)']);
    expect(el.matches(':state(theme-pending)')).to.equal(false);
    expect(getComputedStyle(el.shadowRoot!.querySelector('.container')!).visibility).to.equal('visible');
  });
});

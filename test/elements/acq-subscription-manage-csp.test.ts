/**
 * The subscription page under a strict policy: Trusted Types required (only Lit's
 * `lit-html` policy allowed) and no inline style. Every screen renders, and no violation
 * is reported. The policy comes as a <meta> added before the element's module is imported.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { FakeManageProxy, manageView } from './fake-manage-proxy.js';

const violations: string[] = [];

before(async () => {
  document.addEventListener('securitypolicyviolation', (e) => violations.push(`${e.violatedDirective}: ${e.blockedURI} ${e.sample}`));
  const meta = document.createElement('meta');
  meta.httpEquiv = 'Content-Security-Policy';
  meta.content = "require-trusted-types-for 'script'; trusted-types lit-html; style-src 'self'";
  document.head.append(meta);
  await import('../../src/elements/acq-subscription-manage/acq-subscription-manage.js');
});

describe('acq-subscription-manage under Trusted Types and a strict style-src', () => {
  it('the policy is enforced in this page', () => {
    expect(() => {
      document.createElement('div').innerHTML = '<b>x</b>';
    }).to.throw();
  });

  it('renders the overview, the confirmation and the plan list with no violation', async () => {
    const proxy = new FakeManageProxy({ view: manageView() });
    const el = document.createElement('acq-subscription-manage');
    el.fetchImpl = proxy.fetch;
    el.eventSourceFactory = null;
    el.setAttribute('session', 'ms_test_1');
    el.setAttribute('endpoint', '/cashier');
    el.setAttribute('language', 'ar');
    el.setAttribute('appearance', JSON.stringify({ theme: 'night' }));
    document.body.append(el);
    const part = (name: string) => el.shadowRoot!.querySelector<HTMLButtonElement>(`[part~=${name}]`);
    await waitUntil(() => part('cancel-button') && el.getAttribute('lang') === 'ar', 'never shown', { timeout: 4000 });
    part('cancel-button')!.click();
    await el.updateComplete;
    expect(part('confirm-cancel-button')).not.to.equal(null);
    part('keep-button')!.click();
    await el.updateComplete;
    part('change-plan-button')!.click();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('[part=plan-choice]')).to.have.length(2);
    expect(getComputedStyle(el).getPropertyValue('--acq-color-background').trim()).not.to.equal('');
    // The first test's own innerHTML is the one violation this page may report.
    expect(violations.filter((v) => !v.includes('<b>x</b>'))).to.deep.equal([]);
    el.remove();
  });
});

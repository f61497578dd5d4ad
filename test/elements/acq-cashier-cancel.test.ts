/**
 * "Cancel payment" asks first (cancel-confirm.ts): one tap, next to Pay, no longer ends
 * the session. The question takes the button row's place and is said in the live region;
 * "Continue payment" (focused; Escape too) goes back as it was; the question's "Cancel
 * payment" cancels, once.
 */
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/acq-cashier/acq-cashier.js';
import type { AcqCashier } from '../../src/elements/acq-cashier/acq-cashier.js';
import type { CashierView } from '../../src/core/api/cashier.js';
import { axeViolations } from './axe.js';
import { FakeEventSource, type FakeProxy } from './fake-proxy.js';
import { chooseMethod, mountCashier, untilState } from './mount-cashier.js';
import { orderView } from './fixtures.js';

async function mount(view: CashierView = orderView(), language = 'en'): Promise<{ el: AcqCashier; proxy: FakeProxy }> {
  const mounted = await mountCashier({ view }, { language });
  await untilState(mounted.el, 'ready');
  return mounted;
}

const part = (el: AcqCashier, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part=${name}]`);
const has = (el: AcqCashier, name: string): boolean => part(el, name) !== null;
const live = (el: AcqCashier) => el.shadowRoot!.querySelector('[role=status][aria-live=polite]')!.textContent!.trim();
const focused = (el: AcqCashier, name: string) =>
  waitUntil(() => has(el, name) && el.shadowRoot!.activeElement === part(el, name), `${name} never focused`, { timeout: 4000 });

async function ask(el: AcqCashier): Promise<void> {
  part(el, 'cancel-button')!.click();
  await el.updateComplete;
  await focused(el, 'keep-button');
}

describe('acq-cashier: "Cancel payment" asks first', () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    sessionStorage.clear();
  });

  it('one tap puts the question in place of Pay and Cancel: focus on its way back, said in the live region, nothing cancelled', async () => {
    const { el, proxy } = await mount();
    expect(live(el)).to.equal('');
    await ask(el);
    expect(has(el, 'pay-button'), 'pay-button').to.equal(false);
    expect(has(el, 'cancel-button'), 'cancel-button').to.equal(false);
    const question = part(el, 'cancel-question')!;
    expect(question.textContent).to.equal('Cancel this payment?');
    expect(part(el, 'keep-button')!.textContent).to.equal('Continue payment');
    expect(part(el, 'confirm-cancel-button')!.textContent).to.equal('Cancel payment');
    const group = question.parentElement!;
    expect(group.getAttribute('role')).to.equal('group');
    expect(el.shadowRoot!.getElementById(group.getAttribute('aria-labelledby')!) === question, 'the group is named by its question').to.equal(true);
    expect(live(el)).to.equal('Cancel this payment?');
    expect(el.state.name).to.equal('ready');
    expect(proxy.callsTo('/cancel')).to.have.length(0);
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('"Continue payment" goes back: Pay and Cancel again, focus on "Cancel payment", the chosen method kept', async () => {
    const { el, proxy } = await mount();
    await chooseMethod(el, 1);
    const chosen = el.state.name === 'ready' ? el.state.method : null;
    expect(chosen).to.not.equal(null);
    await ask(el);
    part(el, 'keep-button')!.click();
    await el.updateComplete;
    await focused(el, 'cancel-button');
    expect(has(el, 'cancel-question'), 'cancel-question').to.equal(false);
    expect(has(el, 'pay-button'), 'pay-button').to.equal(true);
    expect(live(el)).to.equal('');
    expect(el.state.name === 'ready' && el.state.method).to.deep.equal(chosen);
    const methods = el.shadowRoot!.querySelector('acq-pay-methods')!;
    expect(methods.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type=radio]')[1]!.checked).to.equal(true);
    expect(proxy.callsTo('/cancel')).to.have.length(0);
  });

  it('keyboard: Enter asks, Escape goes back to "Cancel payment"; Enter held down never cancels', async () => {
    const { el, proxy } = await mount();
    await chooseMethod(el, 1);
    const chosen = el.state.name === 'ready' ? el.state.method : null;
    part(el, 'cancel-button')!.focus();
    await sendKeys({ press: 'Enter' });
    await focused(el, 'keep-button');
    const outside = new Promise<boolean>((resolve) => {
      const heard = () => resolve(true);
      document.addEventListener('keydown', heard, { once: true });
      setTimeout(() => {
        document.removeEventListener('keydown', heard);
        resolve(false);
      }, 200);
    });
    await sendKeys({ press: 'Escape' });
    expect(await outside, 'the Escape went on to the page').to.equal(false);
    await focused(el, 'cancel-button');
    expect(has(el, 'cancel-question'), 'cancel-question').to.equal(false);
    expect(el.state.name === 'ready' && el.state.method).to.deep.equal(chosen);
    // Enter again and again: the question's focus is its way back, so the row only goes back and forth.
    for (let i = 0; i < 4; i++) {
      await sendKeys({ press: 'Enter' });
      await focused(el, i % 2 === 0 ? 'keep-button' : 'cancel-button');
    }
    expect(el.state.name).to.equal('ready');
    expect(proxy.callsTo('/cancel')).to.have.length(0);
  });

  it('the question\'s "Cancel payment" cancels once: one cancel call, one acq-cancel, the cancelled screen', async () => {
    const { el, proxy } = await mount();
    let cancels = 0;
    el.addEventListener('acq-cancel', () => cancels++);
    await ask(el);
    const confirm = part(el, 'confirm-cancel-button')!;
    const cancelled = oneEvent(el, 'acq-cancel');
    confirm.click();
    confirm.click();
    await cancelled;
    await waitUntil(() => el.state.name === 'cancelled', `never cancelled (is ${el.state.name})`, { timeout: 3000 });
    await new Promise((r) => setTimeout(r, 100));
    expect(proxy.callsTo('/cancel')).to.have.length(1);
    expect(cancels).to.equal(1);
    expect(has(el, 'cancel-question'), 'cancel-question').to.equal(false);
  });

  it('the second click of a double click on "Cancel payment" is no answer, whichever button it lands on: the question stays', async () => {
    const { el, proxy } = await mount();
    await ask(el);
    // What a double click's second click is (detail 2), landing where "Cancel payment" was.
    for (const name of ['confirm-cancel-button', 'keep-button']) {
      part(el, name)!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, detail: 2 }));
      await el.updateComplete;
    }
    await new Promise((r) => setTimeout(r, 50));
    expect(proxy.callsTo('/cancel')).to.have.length(0);
    expect(has(el, 'cancel-question'), 'cancel-question').to.equal(true);
    expect(el.state.name).to.equal('ready');
  });

  it('the question goes with the pay screen: the session expiring shows its screen, not the question', async () => {
    const { el, proxy } = await mount(orderView({ expiresAt: new Date(Date.now() + 1_000).toISOString() }));
    await ask(el);
    await waitUntil(() => el.state.name === 'expired', `never expired (is ${el.state.name})`, { timeout: 3000 });
    await el.updateComplete;
    expect(has(el, 'cancel-question'), 'cancel-question').to.equal(false);
    expect(live(el)).to.equal('Payment time is over');
    expect(proxy.callsTo('/cancel')).to.have.length(0);
  });

  it('asks in the language on screen (Arabic)', async () => {
    const { el } = await mount(orderView(), 'ar');
    // The view brings no catalog here: Arabic loads as a chunk, and English stays on screen until it is in.
    await waitUntil(() => el.getAttribute('lang') === 'ar', 'Arabic never on screen', { timeout: 3000 });
    await el.updateComplete;
    await ask(el);
    expect(part(el, 'cancel-question')!.textContent).to.equal('هل تريد إلغاء هذا الدفع؟');
    expect(part(el, 'keep-button')!.textContent).to.equal('متابعة الدفع');
    expect(live(el)).to.equal('هل تريد إلغاء هذا الدفع؟');
  });
});
